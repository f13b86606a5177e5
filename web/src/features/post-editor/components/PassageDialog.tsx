import { useQuery } from '@apollo/client/react';
import { Fragment, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useSlate } from 'slate-react';
import type { Locale } from '../../../gql/schema-types';
import { useAdminT } from '../../../i18n/admin-messages';
import { errorCode, logUnexpected } from '../../../lib/errors';
import { EditorBibleTranslationsDocument, EditorPassageDocument } from '../api/scripture.generated';
import { insertBlock } from '../editor-commands';
import { defaultTranslation, passageQuote, type QuotedPassage } from '../passage-quote';
import { useRestoreSelection } from './use-restore-selection';

/** The pause in typing a reference after which its verses are looked up. */
const LOOKUP_PAUSE_MS = 350;

/**
 * "Insert passage": a reference (in any of the site's four languages) and a translation (the
 * Bible of the post's language first), the verses shown as they will be quoted, then inserted at
 * the cursor as a blockquote ending with the citation. A modal dialog: Escape or Cancel closes
 * it, and the focus goes back to the text where it was.
 */
export function PassageDialog({ locale, onClose }: { locale: Locale; onClose(): void }) {
  const t = useAdminT();
  const editor = useSlate();
  const selection = useRestoreSelection();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reference, setReference] = useState('');
  const [asked, setAsked] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);

  const translations = useQuery(EditorBibleTranslationsDocument);
  const loaded = translations.data?.bibleTranslations ?? [];
  const translation = chosen ?? defaultTranslation(loaded, locale);
  const lookup = useQuery(EditorPassageDocument, {
    variables: { reference: asked, translation },
    skip: !asked || !translation,
  });
  const passage = asked === reference.trim() ? lookup.data?.passage : undefined;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
    };
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(reference.trim()), LOOKUP_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [reference]);

  useEffect(() => {
    if (lookup.error) logUnexpected('Passage lookup failed', lookup.error);
  }, [lookup.error]);

  /** Closes the dialog first: closing a modal dialog moves the focus, which goes back to the text. */
  const close = () => {
    dialog.current?.close();
    selection.restore();
    onClose();
  };

  const insert = () => {
    if (!passage) return;
    dialog.current?.close();
    selection.restore();
    insertBlock(editor, passageQuote(passage));
    onClose();
  };

  const onReferenceKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (passage) insert();
    else setAsked(reference.trim());
  };

  const waiting = Boolean(reference.trim()) && (asked !== reference.trim() || lookup.loading);

  return (
    <dialog
      ref={dialog}
      className="admin-dialog admin-panel passage-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={`${id}-title`} className="admin-panel__title">
        {t('admin.rte.passage')}
      </h2>
      <div className="passage-dialog__fields">
        <div className="admin-field">
          <label className="admin-label" htmlFor={`${id}-reference`}>
            {t('admin.rte.passageReference')}
          </label>
          <input
            id={`${id}-reference`}
            className="admin-input"
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={reference}
            autoFocus
            aria-describedby={`${id}-hint`}
            onChange={(event) => setReference(event.target.value)}
            onKeyDown={onReferenceKey}
          />
          <p id={`${id}-hint`} className="admin-hint">
            {t('admin.rte.passageHint')}
          </p>
        </div>
        <div className="admin-field">
          <label className="admin-label" htmlFor={`${id}-translation`}>
            {t('admin.rte.passageTranslation')}
          </label>
          <select
            id={`${id}-translation`}
            className="admin-select"
            value={translation ?? ''}
            disabled={!loaded.length}
            onChange={(event) => setChosen(event.target.value)}
          >
            {loaded.map((option) => (
              <option key={option.code} value={option.code} lang={option.language}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div
        className="passage-dialog__preview"
        role="region"
        aria-label={t('admin.rte.passagePreview')}
        aria-live="polite"
        aria-busy={waiting}
      >
        {translations.error ? (
          <p className="rte-popover__error">{t('admin.rte.passageFailed')}</p>
        ) : translations.data && !loaded.length ? (
          <p className="admin-hint">{t('admin.rte.passageNoBibles')}</p>
        ) : waiting ? (
          <p className="admin-hint">{t('admin.rte.passageLoading')}</p>
        ) : lookup.error ? (
          <PassageError error={lookup.error} reference={asked} onRetry={() => void lookup.refetch()} />
        ) : passage ? (
          <>
            {passage.truncated && <p className="passage-dialog__notice">{t('admin.rte.passageTruncated')}</p>}
            <QuotePreview passage={passage} language={loaded.find((b) => b.code === translation)?.language} />
          </>
        ) : lookup.data && asked ? (
          <p className="admin-hint">{t('admin.rte.passageNoVerses')}</p>
        ) : null}
      </div>
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button admin-button--secondary" onClick={close}>
          {t('admin.common.cancel')}
        </button>
        <button type="button" className="admin-button" disabled={!passage} onClick={insert}>
          {t('admin.rte.passageInsert')}
        </button>
      </div>
    </dialog>
  );
}

/** Why a passage could not be shown: an unreadable reference, or a failure worth retrying. */
function PassageError({ error, reference, onRetry }: { error: unknown; reference: string; onRetry(): void }) {
  const t = useAdminT();
  if (errorCode(error) === 'BAD_USER_INPUT')
    return <p className="rte-popover__error">{t('admin.rte.passageNotRecognised', { reference })}</p>;
  return (
    <div className="passage-dialog__failed">
      <p className="rte-popover__error">{t('admin.rte.passageFailed')}</p>
      <button type="button" className="admin-button admin-button--secondary admin-button--small" onClick={onRetry}>
        {t('admin.common.retry')}
      </button>
    </div>
  );
}

/** The passage as it will be quoted: the quote's own text, numbers and citation line. */
function QuotePreview({ passage, language }: { passage: QuotedPassage; language?: string }) {
  return (
    <blockquote className="passage-dialog__quote" lang={language}>
      {passageQuote(passage).children.map((leaf, index) =>
        leaf.superscript ? <sup key={index}>{leaf.text}</sup> : <Fragment key={index}>{leaf.text}</Fragment>,
      )}
    </blockquote>
  );
}
