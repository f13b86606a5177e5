import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useAdminT } from '../../i18n/admin-messages';
import { useToast } from '../../components/ui/Toasts';
import { errorMessage, logUnexpected } from '../../lib/errors';
import { AdminCommentSettingsDocument, AdminUpdateCommentSettingsDocument } from './api/comment-settings.generated';
import {
  checkValues,
  type CommentSettingsValues,
  type FieldError,
  hasErrors,
  LIMITS,
  MODERATION_MODES,
  refusedFields,
  type SettingsErrors,
  type SettingsField,
  toInput,
  toValues,
} from './settings-form';
import './settings.css';

const ID = 'comment-settings';
const LIST_FIELDS = [
  { field: 'blockedWords', label: 'admin.settings.blockedWords', hint: 'admin.settings.blockedWordsHint' },
  { field: 'blockedEmailDomains', label: 'admin.settings.blockedDomains', hint: 'admin.settings.blockedDomainsHint' },
  { field: 'blockedIps', label: 'admin.settings.blockedIps', hint: 'admin.settings.blockedIpsHint' },
] as const;

/** The Comments section: the form, once the stored rules are known. */
function CommentSettingsForm({ initial }: { initial: CommentSettingsValues }) {
  const t = useAdminT();
  const toast = useToast();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [save, { loading }] = useMutation(AdminUpdateCommentSettingsDocument);
  const form = useRef<HTMLFormElement>(null);

  const set = <K extends keyof CommentSettingsValues>(key: K, value: CommentSettingsValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const message = (error: FieldError) => ('text' in error ? error.text : t(error.id, error.values));
  const errorOf = (field: SettingsField) => errors[field];
  const described = (field: SettingsField, hint?: string) =>
    [errorOf(field) ? `${ID}-${field}-error` : null, hint].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: SettingsField): ReactNode => {
    const error = errorOf(field);
    return error ? (
      <p id={`${ID}-${field}-error`} className="admin-field-error">
        {message(error)}
      </p>
    ) : null;
  };
  // The first refused field takes the focus.
  const focusFirst = (found: SettingsErrors) => {
    const first = Object.keys(found)[0];
    if (first) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const local = checkValues(values);
    setErrors(local);
    if (hasErrors(local)) {
      focusFirst(local);
      return;
    }
    try {
      const { data } = await save({ variables: { input: toInput(values) } });
      if (data) setValues(toValues(data.updateCommentSettings));
      toast('success', t('admin.settings.saved'));
    } catch (error) {
      logUnexpected('Saving the comment settings failed', error);
      const refused = refusedFields(error);
      setErrors(refused);
      focusFirst(refused);
      toast('error', hasErrors(refused) ? t('admin.settings.checkFields') : t('admin.settings.saveFailed'));
    }
  };

  return (
    <form ref={form} className="admin-panel admin-settings__card" onSubmit={onSubmit} aria-busy={loading} noValidate>
      <h2 className="admin-panel__title">{t('admin.settings.comments')}</h2>
      <fieldset className="admin-settings__fieldset">
        <legend className="admin-label">{t('admin.settings.moderation')}</legend>
        {MODERATION_MODES.map((mode) => (
          <label key={mode.value} className="admin-settings__choice">
            <input
              type="radio"
              name="moderation"
              value={mode.value}
              checked={values.moderation === mode.value}
              onChange={() => set('moderation', mode.value)}
              aria-describedby={`${ID}-moderation-${mode.value}`}
            />
            <span>
              <span className="admin-settings__choice-label">{t(mode.label)}</span>
              <span id={`${ID}-moderation-${mode.value}`} className="admin-hint">
                {t(mode.hint)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      <div className="admin-field">
        <div className="admin-settings__inline">
          <input
            id={`${ID}-close`}
            type="checkbox"
            className="admin-checkbox"
            checked={values.closeEnabled}
            onChange={(event) => set('closeEnabled', event.target.checked)}
          />
          <label htmlFor={`${ID}-close`} className="admin-label">
            {t('admin.settings.closeComments')}
          </label>
          <input
            id={`${ID}-closeAfterDays`}
            name="closeAfterDays"
            className="admin-input admin-settings__number"
            type="number"
            inputMode="numeric"
            min={1}
            max={LIMITS.closeAfterDays}
            value={values.closeAfterDays}
            disabled={!values.closeEnabled}
            onChange={(event) => set('closeAfterDays', event.target.value)}
            aria-invalid={errorOf('closeAfterDays') ? true : undefined}
            aria-describedby={described('closeAfterDays')}
            aria-label={t('admin.settings.closeAfterDays')}
          />
          <span aria-hidden="true">{t('admin.settings.days')}</span>
        </div>
        {fieldError('closeAfterDays')}
      </div>

      <div className="admin-field">
        <label htmlFor={`${ID}-maxLinks`} className="admin-label">
          {t('admin.settings.maxLinks')}
        </label>
        <input
          id={`${ID}-maxLinks`}
          name="maxLinks"
          className="admin-input admin-settings__number"
          type="number"
          inputMode="numeric"
          min={0}
          max={LIMITS.maxLinks}
          value={values.maxLinks}
          onChange={(event) => set('maxLinks', event.target.value)}
          aria-invalid={errorOf('maxLinks') ? true : undefined}
          aria-describedby={described('maxLinks', `${ID}-maxLinks-hint`)}
        />
        <p id={`${ID}-maxLinks-hint`} className="admin-hint">
          {t('admin.settings.maxLinksHint')}
        </p>
        {fieldError('maxLinks')}
      </div>

      <h3 className="admin-settings__subtitle">{t('admin.settings.blocklist')}</h3>
      <p className="admin-hint admin-settings__intro">{t('admin.settings.blocklistHint')}</p>
      <div className="admin-settings__lists">
        {LIST_FIELDS.map(({ field, label, hint }) => (
          <div key={field} className="admin-field">
            <label htmlFor={`${ID}-${field}`} className="admin-label">
              {t(label)}
            </label>
            <textarea
              id={`${ID}-${field}`}
              name={field}
              className="admin-textarea admin-settings__list"
              rows={6}
              spellCheck={false}
              autoCapitalize="off"
              value={values[field]}
              onChange={(event) => set(field, event.target.value)}
              aria-invalid={errorOf(field) ? true : undefined}
              aria-describedby={described(field, `${ID}-${field}-hint`)}
            />
            <p id={`${ID}-${field}-hint`} className="admin-hint">
              {t(hint)}
            </p>
            {fieldError(field)}
          </div>
        ))}
      </div>

      <div className="admin-settings__actions">
        <button type="submit" className="admin-button" disabled={loading} aria-busy={loading}>
          {loading ? t('admin.settings.saving') : t('admin.settings.save')}
        </button>
      </div>
    </form>
  );
}

/**
 * /admin/settings: the site's comment rules (moderation, closing old posts, links, blocklist)
 * and where e-mail notifications are configured (the server's environment).
 */
export default function SettingsPage() {
  const t = useAdminT();
  const { data, loading, error, refetch } = useQuery(AdminCommentSettingsDocument, { fetchPolicy: 'network-only' });
  let body: ReactNode;
  if (data) body = <CommentSettingsForm initial={toValues(data.commentSettings)} />;
  else if (loading)
    body = (
      <p className="admin-state" role="status">
        {t('admin.settings.loading')}
      </p>
    );
  else
    body = (
      <div className="admin-state admin-state--error admin-settings__error" role="alert">
        <p>{t('admin.common.error', { message: errorMessage(error) })}</p>
        <button type="button" className="admin-button admin-button--secondary" onClick={() => void refetch()}>
          {t('admin.common.retry')}
        </button>
      </div>
    );
  return (
    <div className="admin-settings">
      <div className="admin-page-head">
        <h1 className="admin-page-title">{t('admin.settings.title')}</h1>
      </div>
      {body}
      <section className="admin-panel admin-settings__card admin-settings__mail" aria-labelledby={`${ID}-mail`}>
        <h2 id={`${ID}-mail`} className="admin-panel__title">
          {t('admin.settings.mailTitle')}
        </h2>
        <p>{t('admin.settings.mailText')}</p>
        <ul className="admin-settings__env">
          <li>
            <code>SMTP_URL</code> {t('admin.settings.mailSmtp')}
          </li>
          <li>
            <code>MAIL_FROM</code> {t('admin.settings.mailFrom')}
          </li>
          <li>
            <code>NOTIFY_EMAIL</code> {t('admin.settings.mailNotify')}
          </li>
        </ul>
      </section>
    </div>
  );
}
