import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useBlocker, useNavigate } from 'react-router-dom';
import { type AdminMessageId, useAdminT } from '../../../i18n/admin-messages';
import { adminHref, adminPaths } from '../../../config/admin-paths';
import { PlusIcon } from '../../../components/admin/admin-icons';
import { StatusBadge } from '../../../components/admin/StatusBadge';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { useAdminTitleDetail } from '../../../components/admin/use-admin-title';
import { useToast } from '../../../components/ui/Toasts';
import { href } from '../../../config/routes';
import type { Locale } from '../../../gql/schema-types';
import { LOCALES, NATIVE_NAMES } from '../../../i18n/locales';
import { errorCode, errorMessage, logUnexpected } from '../../../lib/errors';
import {
  CreatePostDocument,
  EditorPostDocument,
  type EditorPostFieldsFragment,
  UpdatePostDocument,
} from '../api/post-editor.generated';
import type { EditorArrival } from '../PostEditorPage';
import {
  type EditorStatus,
  type PostForm,
  formSnapshot,
  moveSection,
  newSection,
  removeSection,
  toPostInput,
  withSavedSectionIds,
} from '../post-form';
import { LONG_DATE, publishAction, type PublishAction } from '../publish-action';
import type { RichTextValue } from '../rich-text-types';
import { CoverUpload } from './CoverUpload';
import { PreviewButton } from './PreviewButton';
import { SaveStatus } from './SaveStatus';
import { SectionEditor } from './SectionEditor';
import { TagInput } from './TagInput';

type LoadedPost = EditorPostFieldsFragment;

/** The primary button's words for each outcome, at rest and while saving. */
const ACTION_LABELS: Record<PublishAction['kind'], [idle: AdminMessageId, busy: AdminMessageId]> = {
  draft: ['admin.editor.saveDraft', 'admin.editor.saving'],
  schedule: ['admin.editor.schedule', 'admin.editor.scheduling'],
  publish: ['admin.editor.publish', 'admin.editor.publishing'],
  update: ['admin.editor.update', 'admin.editor.updating'],
};

/** Leaving with unsaved changes asks first, in the app (useBlocker) and for the tab (beforeunload). */
function useLeaveGuard(dirty: boolean) {
  const allowLeave = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowLeave.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return { blocker, allowLeave };
}

function Translations({ post, dirty }: { post: LoadedPost; dirty: boolean }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const existing = new Map(post.translations.map((translation) => [translation.locale, translation]));
  const missing = LOCALES.filter((code) => code !== post.locale && !existing.has(code));
  const [target, setTarget] = useState<Locale | ''>(missing[0] ?? '');
  const id = useId();
  return (
    <div className="admin-field">
      <span className="admin-label">{t('admin.editor.translations')}</span>
      {post.translations.length > 0 ? (
        <ul className="editor-translations">
          {post.translations.map((translation) => (
            <li key={translation.id}>
              <span className="admin-badge admin-badge--locale">{translation.locale}</span>
              <Link to={adminHref.editPost(translation.id)}>
                {translation.title || NATIVE_NAMES[translation.locale]}
              </Link>
              <StatusBadge status={translation.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-hint">{t('admin.editor.noTranslations')}</p>
      )}
      {missing.length > 0 && (
        <div className="editor-translate">
          <label className="visually-hidden" htmlFor={id}>
            {t('admin.editor.translateInto')}
          </label>
          <select
            id={id}
            className="admin-select admin-select--compact"
            value={target}
            onChange={(event) => setTarget(event.target.value as Locale)}
          >
            {missing.map((code) => (
              <option key={code} value={code}>
                {NATIVE_NAMES[code]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="admin-button admin-button--secondary admin-button--small"
            disabled={!target}
            onClick={() => target && navigate(adminHref.translatePost(post.id, target))}
            title={dirty ? t('admin.editor.translateDirtyHint') : undefined}
          >
            {t('admin.editor.translate')}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The editor's form: main column (title, excerpt, sections) and side column (cover, tags, date,
 * author, language, comments, status, publish). The primary button names what saving will do.
 * A save stays in the editor and says "Saved"; the saved post (`loaded`, kept current by the
 * cache) gives the next save its version. A CONFLICT keeps the text and explains; saves never
 * overlap. The first save of a new post moves to its edit URL.
 */
export function PostEditorForm({
  initial,
  loaded,
  source,
  arrivedSaved,
  onReload,
}: {
  initial: PostForm;
  /** The saved post being edited; null for a new post. */
  loaded: LoadedPost | null;
  source: LoadedPost | null;
  /** The page was opened by this post's first save: say "Saved" and keep the focus on the button. */
  arrivedSaved: boolean;
  onReload(): void;
}) {
  const t = useAdminT();
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const ids = useId();
  const [form, setForm] = useState(initial);
  const [baseline, setBaseline] = useState(() => formSnapshot(initial));
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(arrivedSaved);
  const [conflict, setConflict] = useState(false);
  const savingRef = useRef(false);
  const publishButton = useRef<HTMLButtonElement>(null);
  const [createPost] = useMutation(CreatePostDocument);
  const [updatePost] = useMutation(UpdatePostDocument);
  useAdminTitleDetail(form.title.trim());

  useEffect(() => {
    if (arrivedSaved) publishButton.current?.focus();
  }, [arrivedSaved]);

  const snapshot = useMemo(() => formSnapshot(form), [form]);
  const dirty = snapshot !== baseline;
  const { blocker, allowLeave } = useLeaveGuard(dirty);

  const set = useCallback(<K extends keyof PostForm>(key: K, value: PostForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
  }, []);

  const onSectionTitle = useCallback((key: string, title: string) => {
    setForm((current) => ({
      ...current,
      sections: current.sections.map((section) => (section.key === key ? { ...section, title } : section)),
    }));
  }, []);
  const onSectionContent = useCallback((key: string, value: RichTextValue) => {
    setForm((current) => ({
      ...current,
      sections: current.sections.map((section) => (section.key === key ? { ...section, value } : section)),
    }));
  }, []);
  const focusAfterMove = useRef<{ key: string; action: 'up' | 'down' } | null>(null);
  const onMoveSection = useCallback((key: string, direction: -1 | 1) => {
    focusAfterMove.current = { key, action: direction < 0 ? 'up' : 'down' };
    setForm((current) => {
      const index = current.sections.findIndex((section) => section.key === key);
      return { ...current, sections: moveSection(current.sections, index, direction) };
    });
  }, []);
  const onDeleteSection = useCallback((key: string) => {
    setForm((current) => ({
      ...current,
      sections: removeSection(
        current.sections,
        current.sections.findIndex((section) => section.key === key),
      ),
    }));
  }, []);
  const addSection = () => {
    setForm((current) => ({ ...current, sections: [...current.sections, newSection(current.sections.length + 1)] }));
  };

  // Keep the focus on a moved section's arrow (or the other one at an edge).
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const section = document.querySelector(`[data-section-key="${CSS.escape(target.key)}"]`);
    const preferred = section?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]`);
    const other = section?.querySelector<HTMLButtonElement>(
      `[data-action="${target.action === 'up' ? 'down' : 'up'}"]`,
    );
    (preferred && !preferred.disabled ? preferred : other)?.focus();
  }, [form.sections]);

  const save = async () => {
    // One save at a time: a second click (or Ctrl+S) while saving does nothing.
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setConflict(false);
    const sent = form;
    const input = toPostInput(sent, {
      version: loaded?.version ?? null,
      translationOf: source?.id ?? null,
      originalDate: loaded?.date ?? null,
    });
    try {
      if (loaded) {
        const { data } = await updatePost({ variables: { id: loaded.id, input } });
        // Sections created by this save get their ids, so the next save updates them.
        const withIds = withSavedSectionIds(sent.sections, data!.updatePost.sections);
        setBaseline(formSnapshot({ ...sent, sections: withIds(sent.sections) }));
        setForm((current) => ({ ...current, sections: withIds(current.sections) }));
        setSaved(true);
        toast('success', t('admin.editor.updated'));
      } else {
        const { data } = await createPost({
          variables: { input },
          // The edit page reads the new post from here instead of loading it again.
          update: (cache, result) => {
            if (result.data) {
              const post = result.data.createPost;
              cache.writeQuery({ query: EditorPostDocument, variables: { id: post.id }, data: { adminPost: post } });
            }
          },
        });
        toast('success', t('admin.editor.created'));
        allowLeave.current = true;
        const arrival: EditorArrival = { saved: true };
        navigate(adminHref.editPost(data!.createPost.id), { replace: true, state: arrival });
      }
    } catch (error) {
      logUnexpected('Error saving post', error);
      if (errorCode(error) === 'CONFLICT') {
        setConflict(true);
        toast('error', t('admin.editor.saveError', { message: t('admin.editor.conflict') }));
      } else {
        toast('error', t('admin.editor.saveError', { message: errorMessage(error) || t('admin.editor.unknownError') }));
      }
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  // Ctrl/Cmd+S saves.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const reloadLatest = () => {
    if (!window.confirm(t('admin.editor.reloadConfirm'))) return;
    allowLeave.current = true;
    onReload();
  };

  const action = publishAction(form, loaded);
  const [idleLabel, busyLabel] = ACTION_LABELS[action.kind];
  const date = action.kind === 'schedule' ? intl.formatDate(action.at, LONG_DATE) : '';
  const statusOptions: { value: EditorStatus; label: string }[] = [
    { value: 'TO_PUBLISH', label: t('admin.editor.statusToPublish') },
    { value: 'DRAFT', label: t('admin.editor.statusDraft') },
  ];

  return (
    <div className="post-editor">
      <div className="admin-page-head">
        <div className="post-editor__heading">
          <Link to={adminPaths.posts} className="post-editor__back">
            ← {t('admin.editor.backToPosts')}
          </Link>
          <h1 className="admin-page-title">{t('admin.editor.title')}</h1>
        </div>
        {loaded && (
          <div className="post-editor__status">
            <StatusBadge status={loaded.status} publishedAt={loaded.publishedAt} />
            {loaded.status === 'PUBLISHED' && (
              <a href={href.post(loaded.id)} target="_blank" rel="noreferrer" className="admin-link-button">
                {t('admin.editor.viewOnSite')}
              </a>
            )}
          </div>
        )}
      </div>

      {source && (
        <p className="editor-notice" role="note">
          {t('admin.editor.translationOf', { title: source.title, language: NATIVE_NAMES[form.locale] })}
        </p>
      )}

      {conflict && (
        <div className="admin-alert editor-conflict" role="alert">
          <div>
            <p>
              <strong>{t('admin.editor.conflictTitle')}</strong>
            </p>
            <p>{t('admin.editor.conflict')}</p>
          </div>
          <button
            type="button"
            className="admin-button admin-button--secondary admin-button--small"
            onClick={reloadLatest}
          >
            {t('admin.editor.reloadLatest')}
          </button>
        </div>
      )}

      <div className="post-editor__columns">
        <div className="post-editor__main">
          <div className="admin-field">
            <label className="admin-label" htmlFor={`${ids}-title`}>
              {t('admin.editor.titleLabel')}
            </label>
            <input
              id={`${ids}-title`}
              className="admin-input admin-input--title"
              type="text"
              value={form.title}
              placeholder={t('admin.editor.titlePlaceholder')}
              onChange={(event) => set('title', event.target.value)}
            />
          </div>
          <div className="admin-field">
            <label className="admin-label" htmlFor={`${ids}-excerpt`}>
              {t('admin.editor.excerpt')}
            </label>
            <textarea
              id={`${ids}-excerpt`}
              className="admin-textarea"
              rows={3}
              value={form.excerpt}
              placeholder={t('admin.editor.excerptPlaceholder')}
              onChange={(event) => set('excerpt', event.target.value)}
            />
          </div>

          <h2 className="post-editor__sections-title">{t('admin.editor.sections')}</h2>
          <div className="post-editor__sections">
            {form.sections.map((section, index) => (
              <SectionEditor
                key={section.key}
                section={section}
                index={index}
                count={form.sections.length}
                locale={form.locale}
                onTitle={onSectionTitle}
                onContent={onSectionContent}
                onMove={onMoveSection}
                onDelete={onDeleteSection}
              />
            ))}
          </div>
          <button type="button" className="admin-button admin-button--secondary post-editor__add" onClick={addSection}>
            <PlusIcon />
            {t('admin.editor.addSection')}
          </button>
        </div>

        <aside className="post-editor__side" aria-label={t('admin.editor.settings')}>
          <div className="admin-panel post-editor__publish-panel">
            <div className="admin-field">
              <span className="admin-label" id={`${ids}-status`}>
                {t('admin.editor.status')}
              </span>
              <div className="editor-status" role="group" aria-labelledby={`${ids}-status`}>
                {statusOptions.map((option) => (
                  <button
                    key={option.value}
                    type="button"
                    className={`editor-status__option${form.status === option.value ? ' is-active' : ''}`}
                    aria-pressed={form.status === option.value}
                    onClick={() => set('status', option.value)}
                  >
                    {option.label}
                  </button>
                ))}
              </div>
            </div>
            <button
              ref={publishButton}
              type="button"
              className="admin-button admin-button--block post-editor__publish"
              onClick={() => void save()}
              disabled={saving}
              aria-describedby={`${ids}-save-status`}
            >
              {t(saving ? busyLabel : idleLabel, { date })}
            </button>
            <SaveStatus id={`${ids}-save-status`} dirty={dirty} saved={saved} post={loaded} />
            {loaded && <PreviewButton postId={loaded.id} dirty={dirty} />}
          </div>
          <div className="admin-panel post-editor__panel">
            <CoverUpload
              cover={form.cover}
              onChange={(cover) =>
                setForm((current) => ({ ...current, cover: cover?.url ?? null, coverId: cover?.id ?? null }))
              }
            />
            <TagInput
              label={t('admin.editor.mainTags')}
              hint={t('admin.editor.mainTagsHint')}
              tags={form.mainTags}
              onChange={(tags) => set('mainTags', tags)}
            />
            <TagInput label={t('admin.editor.tags')} tags={form.tags} onChange={(tags) => set('tags', tags)} />
            <div className="admin-field">
              <label className="admin-label" htmlFor={`${ids}-date`}>
                {t('admin.editor.date')}
              </label>
              <input
                id={`${ids}-date`}
                className="admin-input"
                type="date"
                value={form.date}
                required
                onChange={(event) => event.target.value && set('date', event.target.value)}
              />
              {action.kind === 'schedule' && <p className="admin-hint">{t('admin.editor.scheduledHint')}</p>}
            </div>
            <div className="admin-field">
              <label className="admin-label" htmlFor={`${ids}-author`}>
                {t('admin.editor.author')}
              </label>
              <input
                id={`${ids}-author`}
                className="admin-input"
                type="text"
                value={form.author}
                onChange={(event) => set('author', event.target.value)}
              />
            </div>
            <div className="admin-field">
              <label className="admin-label" htmlFor={`${ids}-locale`}>
                {t('admin.editor.language')}
              </label>
              <select
                id={`${ids}-locale`}
                className="admin-select"
                value={form.locale}
                onChange={(event) => set('locale', event.target.value as Locale)}
              >
                {LOCALES.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {NATIVE_NAMES[code]}
                  </option>
                ))}
              </select>
            </div>
            {loaded && <Translations post={loaded} dirty={dirty} />}
            <fieldset className="admin-field editor-fieldset">
              <legend className="admin-label">{t('admin.editor.emailsAndComments')}</legend>
              <div className="editor-switch">
                <span id={`${ids}-comments`}>{t('admin.editor.allowComments')}</span>
                <button
                  type="button"
                  role="switch"
                  className="admin-switch"
                  aria-checked={form.allowComments}
                  aria-labelledby={`${ids}-comments`}
                  onClick={() => set('allowComments', !form.allowComments)}
                >
                  <span className="admin-switch__thumb" />
                </button>
              </div>
            </fieldset>
          </div>
        </aside>
      </div>

      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('admin.editor.leaveTitle')}
          text={t('admin.editor.leaveText')}
          cancelLabel={t('admin.editor.stay')}
          confirmLabel={t('admin.editor.leave')}
          danger
          onConfirm={() => blocker.proceed()}
          onCancel={() => blocker.reset()}
        />
      )}
    </div>
  );
}
