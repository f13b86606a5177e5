import { useEffect, useId, useRef } from 'react';
import { useAdminT } from '../../../i18n/admin-messages';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { WebhookEndpointRowFragment } from '../api/webhooks.generated';
import { formatInstant } from '../format-instant';
import { inEventOrder, previousSecretSigns } from '../webhook-view';
import { DeliveryLog } from './DeliveryLog';
import { type EndpointValues, WebhookEndpointForm } from './WebhookEndpointForm';

export type EndpointAction = 'rotate' | 'delete';

type Endpoint = WebhookEndpointRowFragment;

function Events({ endpoint }: { endpoint: Endpoint }) {
  const t = useAdminT();
  if (endpoint.events.length === 0) {
    return (
      <ul className="integrations-chips webhooks-events">
        <li>
          <span className="integrations-chip webhooks-chip--all">{t('admin.webhooks.allEvents')}</span>
        </li>
      </ul>
    );
  }
  return (
    <ul className="integrations-chips webhooks-events">
      {inEventOrder(endpoint.events).map((type) => (
        <li key={type}>
          <code className="integrations-chip">{type}</code>
        </li>
      ))}
    </ul>
  );
}

/** On/off: a switch named with the endpoint's URL, its state also written beside it. */
function EnabledSwitch({
  endpoint,
  busy,
  onToggle,
}: {
  endpoint: Endpoint;
  busy: boolean;
  onToggle(enabled: boolean): void;
}) {
  const t = useAdminT();
  return (
    <div className="webhooks-switch">
      <button
        type="button"
        role="switch"
        className="admin-switch"
        aria-checked={endpoint.enabled}
        aria-label={t('admin.webhooks.enabledLabel', { url: endpoint.url })}
        onClick={() => onToggle(!endpoint.enabled)}
        disabled={busy}
      >
        <span className="admin-switch__thumb" />
      </button>
      <span className="webhooks-switch__state" aria-hidden="true">
        {t(endpoint.enabled ? 'admin.webhooks.on' : 'admin.webhooks.off')}
      </span>
    </div>
  );
}

/**
 * One endpoint: URL, description, events, on/off switch, why the server turned it off, and its
 * actions (send a test event, open the delivery log, edit, rotate the secret, delete). Editing
 * replaces the card's facts with the form; the log opens below the actions.
 */
export function WebhookEndpointCard({
  endpoint,
  now,
  busy,
  editing,
  logOpen,
  mobile,
  onToggle,
  onTest,
  onToggleLog,
  onEdit,
  onSave,
  onCancelEdit,
  onAction,
}: {
  endpoint: Endpoint;
  /** The instant the previous secret's overlap is judged at. */
  now: Date;
  busy: boolean;
  editing: boolean;
  logOpen: boolean;
  mobile: boolean;
  onToggle(enabled: boolean): void;
  onTest(): void;
  onToggleLog(): void;
  onEdit(): void;
  onSave(values: EndpointValues): Promise<void>;
  onCancelEdit(): void;
  onAction(action: EndpointAction): void;
}) {
  const t = useAdminT();
  const { locale } = useLanguage();
  const ids = useId();
  const logId = `${ids}-log`;
  const url = endpoint.url;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  // Back from the form (saved or cancelled), the focus returns to Edit.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <li
      className={`admin-panel webhooks-card${endpoint.enabled ? '' : ' webhooks-card--off'}`}
      aria-busy={busy}
      data-endpoint-id={endpoint.id}
    >
      {editing ? (
        <WebhookEndpointForm endpoint={endpoint} onSave={onSave} onCancel={onCancelEdit} />
      ) : (
        <>
          <div className="webhooks-card__head">
            <h3 className="webhooks-card__url">{url}</h3>
            <EnabledSwitch endpoint={endpoint} busy={busy} onToggle={onToggle} />
          </div>
          {endpoint.description && <p className="webhooks-card__description">{endpoint.description}</p>}
          <Events endpoint={endpoint} />
          {endpoint.disabledReason && (
            <div className="webhooks-warning" role="note">
              <p>
                <strong>{t('admin.webhooks.disabledByServer')}</strong> {endpoint.disabledReason}
              </p>
              <p>{t('admin.webhooks.disabledHelp')}</p>
            </div>
          )}
          {!endpoint.enabled && !endpoint.disabledReason && (
            <p className="admin-hint webhooks-card__off">{t('admin.webhooks.offHint')}</p>
          )}
          <p className="admin-hint webhooks-card__facts">
            <span>
              {t('admin.webhooks.added')}{' '}
              <time dateTime={endpoint.createdAt}>{formatInstant(endpoint.createdAt, locale)}</time>
            </span>
            {endpoint.enabled && endpoint.consecutiveFailures > 0 && (
              <span className="webhooks-card__failing">
                {t('admin.webhooks.failing', { count: endpoint.consecutiveFailures })}
              </span>
            )}
            {previousSecretSigns(endpoint.previousSecretExpiresAt, now) && (
              <span>
                {t('admin.webhooks.previousSecret')}{' '}
                <time dateTime={endpoint.previousSecretExpiresAt!}>
                  {formatInstant(endpoint.previousSecretExpiresAt, locale, true)}
                </time>
              </span>
            )}
          </p>
        </>
      )}
      {!editing && (
        <div className="integrations-actions webhooks-card__actions">
          <button
            type="button"
            className="admin-button admin-button--secondary admin-button--small"
            aria-label={t('admin.webhooks.testLabel', { url })}
            onClick={onTest}
            disabled={busy || !endpoint.enabled}
            title={endpoint.enabled ? undefined : t('admin.webhooks.testDisabled')}
          >
            {t('admin.webhooks.test')}
          </button>
          <button
            type="button"
            className="admin-button admin-button--secondary admin-button--small webhooks-card__log-toggle"
            aria-label={t('admin.webhooks.deliveriesLabel', { url })}
            aria-expanded={logOpen}
            aria-controls={logOpen ? logId : undefined}
            onClick={onToggleLog}
          >
            {t('admin.webhooks.deliveries')}
            <span className="webhooks-card__chevron" aria-hidden="true" />
          </button>
          <button
            ref={editButton}
            type="button"
            className="admin-button admin-button--secondary admin-button--small"
            aria-label={t('admin.webhooks.editLabel', { url })}
            onClick={onEdit}
            disabled={busy}
          >
            {t('admin.webhooks.edit')}
          </button>
          <button
            type="button"
            className="admin-button admin-button--secondary admin-button--small"
            aria-label={t('admin.webhooks.rotateLabel', { url })}
            onClick={() => onAction('rotate')}
            disabled={busy}
          >
            {t('admin.webhooks.rotate')}
          </button>
          <button
            type="button"
            className="admin-button admin-button--danger admin-button--small"
            aria-label={t('admin.webhooks.deleteLabel', { url })}
            onClick={() => onAction('delete')}
            disabled={busy}
          >
            {t('admin.webhooks.delete')}
          </button>
        </div>
      )}
      {logOpen && <DeliveryLog endpointId={endpoint.id} id={logId} mobile={mobile} />}
    </li>
  );
}
