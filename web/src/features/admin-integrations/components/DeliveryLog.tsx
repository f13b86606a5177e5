import { useMutation, useQuery } from '@apollo/client/react';
import { type ReactNode, useId, useState } from 'react';
import { useToast } from '../../../components/ui/Toasts';
import { useAdminT } from '../../../i18n/admin-messages';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { errorMessage, logUnexpected } from '../../../lib/errors';
import {
  AdminRedeliverWebhookDocument,
  AdminWebhookDeliveriesDocument,
  type WebhookDeliveryRowFragment,
} from '../api/webhooks.generated';
import { formatLogTime } from '../format-instant';
import { canRedeliver, DELIVERIES_SHOWN, LOG_POLL_MS, STATUS_LABELS } from '../webhook-view';

type Delivery = WebhookDeliveryRowFragment;

function Status({ delivery }: { delivery: Delivery }) {
  const t = useAdminT();
  return (
    <span className={`admin-badge webhooks-status webhooks-status--${delivery.status.toLowerCase().replace('_', '-')}`}>
      {t(STATUS_LABELS[delivery.status])}
    </span>
  );
}

function When({ value }: { value: string }) {
  const { locale } = useLanguage();
  return <time dateTime={value}>{formatLogTime(value, locale)}</time>;
}

/** When a failed delivery is tried again; nothing for the others. */
function NextAttempt({ delivery }: { delivery: Delivery }) {
  const t = useAdminT();
  if (delivery.status !== 'FAILED') return null;
  return (
    <span className="webhooks-next">
      {t('admin.webhooks.log.nextAttempt')} <When value={delivery.nextAttemptAt} />
    </span>
  );
}

function Duration({ ms }: { ms: number | null | undefined }) {
  const t = useAdminT();
  return <>{ms == null ? '—' : t('admin.webhooks.log.ms', { ms })}</>;
}

/** The last answer (at most 1 kB) and the last error of a delivery, with its webhook-id. */
function Details({ delivery, id }: { delivery: Delivery; id: string }) {
  const t = useAdminT();
  return (
    <div id={id} className="webhooks-details">
      <dl className="webhooks-details__facts">
        <div>
          <dt>{t('admin.webhooks.log.messageId')}</dt>
          <dd>
            <code>{delivery.messageId}</code>
          </dd>
        </div>
        {delivery.deliveredAt && (
          <div>
            <dt>{t('admin.webhooks.log.deliveredAt')}</dt>
            <dd>
              <When value={delivery.deliveredAt} />
            </dd>
          </div>
        )}
        {delivery.lastError && (
          <div>
            <dt>{t('admin.webhooks.log.lastError')}</dt>
            <dd className="webhooks-details__error">{delivery.lastError}</dd>
          </div>
        )}
      </dl>
      <p className="webhooks-details__label">{t('admin.webhooks.log.lastResponse')}</p>
      {delivery.lastResponse ? (
        <pre className="webhooks-details__response">{delivery.lastResponse}</pre>
      ) : (
        <p className="admin-hint">
          {t(delivery.attempts === 0 ? 'admin.webhooks.log.notSentYet' : 'admin.webhooks.log.noResponse')}
        </p>
      )}
    </div>
  );
}

/**
 * An endpoint's delivery log, newest first: asked again every 5 seconds while it is open (and the
 * page is visible), and on Refresh. Each line can be sent again (same webhook-id and body) and
 * opened for the last answer or error.
 */
export function DeliveryLog({ endpointId, id, mobile }: { endpointId: string; id: string; mobile: boolean }) {
  const t = useAdminT();
  const toast = useToast();
  const ids = useId();
  const deliveries = useQuery(AdminWebhookDeliveriesDocument, {
    variables: { endpointId, first: DELIVERIES_SHOWN },
    fetchPolicy: 'cache-and-network',
    pollInterval: LOG_POLL_MS,
    skipPollAttempt: () => document.hidden,
  });
  const [redeliver] = useMutation(AdminRedeliverWebhookDocument);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [busyId, setBusyId] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const list = deliveries.data?.webhookDeliveries;

  const refresh = async () => {
    setRefreshing(true);
    try {
      await deliveries.refetch();
    } catch {
      // Shown by the query's error state.
    } finally {
      setRefreshing(false);
    }
  };

  const toggle = (deliveryId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(deliveryId)) next.add(deliveryId);
      return next;
    });

  const onRedeliver = async (delivery: Delivery) => {
    setBusyId(delivery.id);
    try {
      await redeliver({ variables: { deliveryId: delivery.id } });
      toast('success', t('admin.webhooks.log.redelivered'));
      await refresh();
    } catch (caught) {
      logUnexpected('Redelivering a webhook failed', caught);
      toast('error', t('admin.webhooks.log.redeliverFailed'));
    } finally {
      setBusyId(null);
    }
  };

  const detailsId = (delivery: Delivery) => `${ids}-details-${delivery.id}`;

  const actions = (delivery: Delivery) => (
    <div className="integrations-actions webhooks-log__actions">
      <button
        type="button"
        className="admin-button admin-button--secondary admin-button--small"
        aria-expanded={open.has(delivery.id)}
        aria-controls={open.has(delivery.id) ? detailsId(delivery) : undefined}
        onClick={() => toggle(delivery.id)}
      >
        {t('admin.webhooks.log.details')}
      </button>
      {canRedeliver(delivery.status) && (
        <button
          type="button"
          className="admin-button admin-button--secondary admin-button--small"
          onClick={() => void onRedeliver(delivery)}
          disabled={busyId === delivery.id}
        >
          {t('admin.webhooks.log.redeliver')}
        </button>
      )}
    </div>
  );

  let body: ReactNode;
  if (!list && deliveries.loading) {
    body = (
      <p className="admin-hint webhooks-log__state" role="status">
        {t('admin.webhooks.log.loading')}
      </p>
    );
  } else if (!list && deliveries.error) {
    body = (
      <div className="admin-state--error webhooks-log__state" role="alert">
        <p>{t('admin.common.error', { message: errorMessage(deliveries.error) })}</p>
        <button type="button" className="admin-button admin-button--secondary" onClick={() => void refresh()}>
          {t('admin.common.retry')}
        </button>
      </div>
    );
  } else if (!list?.length) {
    body = <p className="admin-hint webhooks-log__state">{t('admin.webhooks.log.empty')}</p>;
  } else if (mobile) {
    body = (
      <ul className="webhooks-log__cards">
        {list.map((delivery) => (
          <li key={delivery.id} className="webhooks-log__card" data-delivery-id={delivery.id}>
            <div className="webhooks-log__card-head">
              <code className="integrations-chip">{delivery.eventType}</code>
              <Status delivery={delivery} />
            </div>
            <dl className="integrations-card__facts">
              <div>
                <dt>{t('admin.webhooks.log.col.time')}</dt>
                <dd>
                  <When value={delivery.createdAt} />
                </dd>
              </div>
              <div>
                <dt>{t('admin.webhooks.log.col.attempts')}</dt>
                <dd>{delivery.attempts}</dd>
              </div>
              <div>
                <dt>{t('admin.webhooks.log.col.http')}</dt>
                <dd>{delivery.lastStatusCode ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('admin.webhooks.log.col.duration')}</dt>
                <dd>
                  <Duration ms={delivery.lastDurationMs} />
                </dd>
              </div>
              {delivery.status === 'FAILED' && (
                <div>
                  <dt>{t('admin.webhooks.log.col.nextAttempt')}</dt>
                  <dd>
                    <When value={delivery.nextAttemptAt} />
                  </dd>
                </div>
              )}
            </dl>
            {actions(delivery)}
            {open.has(delivery.id) && <Details delivery={delivery} id={detailsId(delivery)} />}
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <div className="webhooks-log__table-wrap">
        <table className="integrations-table webhooks-log__table">
          <thead>
            <tr>
              <th scope="col">{t('admin.webhooks.log.col.time')}</th>
              <th scope="col">{t('admin.webhooks.log.col.event')}</th>
              <th scope="col">{t('admin.webhooks.log.col.status')}</th>
              <th scope="col" className="webhooks-log__number">
                {t('admin.webhooks.log.col.attempts')}
              </th>
              <th scope="col" className="webhooks-log__number">
                {t('admin.webhooks.log.col.http')}
              </th>
              <th scope="col" className="webhooks-log__number">
                {t('admin.webhooks.log.col.duration')}
              </th>
              <th scope="col" className="integrations-table__actions">
                <span className="visually-hidden">{t('admin.integrations.col.actions')}</span>
              </th>
            </tr>
          </thead>
          {list.map((delivery) => (
            <tbody key={delivery.id} className="webhooks-log__row" data-delivery-id={delivery.id}>
              <tr>
                <td className="integrations-table__nowrap">
                  <When value={delivery.createdAt} />
                </td>
                <td>
                  <code className="integrations-chip">{delivery.eventType}</code>
                </td>
                <td>
                  <div className="webhooks-log__status">
                    <Status delivery={delivery} />
                    <NextAttempt delivery={delivery} />
                  </div>
                </td>
                <td className="webhooks-log__number">{delivery.attempts}</td>
                <td className="webhooks-log__number">{delivery.lastStatusCode ?? '—'}</td>
                <td className="webhooks-log__number integrations-table__nowrap">
                  <Duration ms={delivery.lastDurationMs} />
                </td>
                <td className="integrations-table__actions">{actions(delivery)}</td>
              </tr>
              {open.has(delivery.id) && (
                <tr className="webhooks-log__details-row">
                  <td colSpan={7}>
                    <Details delivery={delivery} id={detailsId(delivery)} />
                  </td>
                </tr>
              )}
            </tbody>
          ))}
        </table>
      </div>
    );
  }

  return (
    <section id={id} className="webhooks-log" aria-labelledby={`${ids}-title`}>
      <div className="webhooks-log__head">
        <h4 id={`${ids}-title`} className="webhooks-log__title">
          {t('admin.webhooks.log.title')}
        </h4>
        <button
          type="button"
          className="admin-button admin-button--secondary admin-button--small"
          onClick={() => void refresh()}
          disabled={refreshing}
        >
          {refreshing ? t('admin.webhooks.log.refreshing') : t('admin.webhooks.log.refresh')}
        </button>
      </div>
      <p className="admin-hint webhooks-log__hint">
        {t('admin.webhooks.log.hint', { count: DELIVERIES_SHOWN, seconds: LOG_POLL_MS / 1000 })}
      </p>
      <div aria-busy={deliveries.loading || refreshing}>{body}</div>
    </section>
  );
}
