import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useAdminT } from '../../../i18n/admin-messages';
import { logUnexpected } from '../../../lib/errors';
import type { WebhookEndpointRowFragment } from '../api/webhooks.generated';
import {
  checkEndpoint,
  chosenEvents,
  DESCRIPTION_MAX,
  type EndpointErrors,
  type FieldError,
  refusedEndpointFields,
  URL_MAX,
  WEBHOOK_EVENTS,
} from '../webhook-view';

/** What the form sends: `events` empty means every event. */
export interface EndpointValues {
  url: string;
  description: string;
  events: string[];
}

/**
 * The endpoint form, to add one (empty) or change one (`endpoint`): URL, description, and the
 * events to send, each with what causes it; none checked sends every event, ones added later too.
 * `onSave` throws the server's refusal, shown next to the field it names.
 */
export function WebhookEndpointForm({
  endpoint,
  onSave,
  onCancel,
}: {
  endpoint?: WebhookEndpointRowFragment;
  onSave(values: EndpointValues): Promise<void>;
  onCancel?(): void;
}) {
  const t = useAdminT();
  const ids = useId();
  const editing = !!endpoint;
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<string[]>(() => chosenEvents(endpoint?.events ?? []));
  const [errors, setErrors] = useState<EndpointErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const urlInput = useRef<HTMLInputElement>(null);
  const descriptionInput = useRef<HTMLInputElement>(null);
  const firstEvent = useRef<HTMLInputElement>(null);

  // Editing starts in the URL field.
  useEffect(() => {
    if (editing) urlInput.current?.focus();
  }, [editing]);

  // Once the fields are enabled again, the first refused one takes the focus.
  useEffect(() => {
    if (saving) return;
    if (errors.url) urlInput.current?.focus();
    else if (errors.description) descriptionInput.current?.focus();
    else if (errors.events) firstEvent.current?.focus();
  }, [errors, saving]);

  const toggle = (type: string, on: boolean) =>
    setEvents((current) => chosenEvents(on ? [...current, type] : current.filter((entry) => entry !== type)));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    const local = checkEndpoint({ url, description });
    setErrors(local);
    if (Object.keys(local).length) return;
    setSaving(true);
    try {
      await onSave({ url: url.trim(), description: description.trim(), events });
      if (!editing) {
        setUrl('');
        setDescription('');
        setEvents([]);
      }
    } catch (caught) {
      logUnexpected(editing ? 'Changing a webhook endpoint failed' : 'Adding a webhook endpoint failed', caught);
      const refused = refusedEndpointFields(caught, { url, description });
      if (Object.keys(refused).length) setErrors(refused);
      else setFormError(t(editing ? 'admin.webhooks.error.updateFailed' : 'admin.webhooks.error.createFailed'));
    } finally {
      setSaving(false);
    }
  };

  const message = (error: FieldError) => ('text' in error ? error.text : t(error.id, error.values));
  const describedBy = (...list: (string | false | undefined)[]) => list.filter(Boolean).join(' ') || undefined;
  const titleId = `${ids}-title`;

  return (
    <form
      className={editing ? 'webhooks-form webhooks-form--edit' : 'admin-panel integrations-form webhooks-form'}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      aria-busy={saving}
    >
      <h3 id={titleId} className="admin-panel__title webhooks-form__title">
        {t(editing ? 'admin.webhooks.form.editTitle' : 'admin.webhooks.form.title')}
      </h3>
      {formError && (
        <div className="admin-alert" role="alert">
          <p>{formError}</p>
        </div>
      )}
      <div className="admin-field">
        <label className="admin-label" htmlFor={`${ids}-url`}>
          {t('admin.webhooks.form.url')}
        </label>
        <input
          ref={urlInput}
          id={`${ids}-url`}
          className="admin-input"
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={URL_MAX}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          disabled={saving}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={describedBy(errors.url && `${ids}-url-error`, `${ids}-url-hint`)}
        />
        {errors.url && (
          <p id={`${ids}-url-error`} className="integrations-field-error">
            {message(errors.url)}
          </p>
        )}
        <p id={`${ids}-url-hint`} className="admin-hint">
          {t('admin.webhooks.form.urlHint')}
        </p>
      </div>
      <div className="admin-field">
        <label className="admin-label" htmlFor={`${ids}-description`}>
          {t('admin.webhooks.form.description')}
        </label>
        <input
          ref={descriptionInput}
          id={`${ids}-description`}
          className="admin-input"
          name="description"
          autoComplete="off"
          maxLength={DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          disabled={saving}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(errors.description && `${ids}-description-error`, `${ids}-description-hint`)}
        />
        {errors.description && (
          <p id={`${ids}-description-error`} className="integrations-field-error">
            {message(errors.description)}
          </p>
        )}
        <p id={`${ids}-description-hint`} className="admin-hint">
          {t('admin.webhooks.form.descriptionHint')}
        </p>
      </div>
      <fieldset
        className="integrations-form__scopes webhooks-form__events"
        aria-describedby={describedBy(errors.events && `${ids}-events-error`, `${ids}-events-note`)}
        disabled={saving}
      >
        <legend className="admin-label">{t('admin.webhooks.form.events')}</legend>
        <p id={`${ids}-events-note`} className="integrations-form__note webhooks-form__all">
          {events.length === 0 ? t('admin.webhooks.form.allEventsNote') : t('admin.webhooks.form.someEventsNote')}
        </p>
        {errors.events && (
          <p id={`${ids}-events-error`} className="integrations-field-error">
            {message(errors.events)}
          </p>
        )}
        <div className="webhooks-form__event-list">
          {WEBHOOK_EVENTS.map(({ type, description: explanation }, index) => (
            <div key={type} className="integrations-scope">
              <input
                ref={index === 0 ? firstEvent : undefined}
                id={`${ids}-event-${type}`}
                type="checkbox"
                checked={events.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
                aria-describedby={`${ids}-event-${type}-text`}
              />
              <label htmlFor={`${ids}-event-${type}`}>
                <code className="integrations-chip">{type}</code>
              </label>
              <p id={`${ids}-event-${type}-text`} className="admin-hint integrations-scope__text">
                {t(explanation)}
              </p>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="webhooks-form__actions">
        <button type="submit" className="admin-button" disabled={saving}>
          {editing
            ? saving
              ? t('admin.webhooks.form.saving')
              : t('admin.webhooks.form.save')
            : saving
              ? t('admin.webhooks.form.submitting')
              : t('admin.webhooks.form.submit')}
        </button>
        {onCancel && (
          <button type="button" className="admin-button admin-button--secondary" onClick={onCancel} disabled={saving}>
            {t('admin.common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
