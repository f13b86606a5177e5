import { useMutation, useQuery } from '@apollo/client/react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/Toasts';
import { type AdminMessageId, useAdminT } from '../../../i18n/admin-messages';
import { errorCode, errorMessage, logUnexpected } from '../../../lib/errors';
import {
  AdminCreateWebhookEndpointDocument,
  AdminDeleteWebhookEndpointDocument,
  AdminRotateWebhookSecretDocument,
  AdminSendTestWebhookDocument,
  AdminUpdateWebhookEndpointDocument,
  AdminWebhookEndpointsDocument,
  type WebhookEndpointRowFragment,
} from '../api/webhooks.generated';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { SecretPanel } from './SecretPanel';
import { type EndpointAction, WebhookEndpointCard } from './WebhookEndpointCard';
import { type EndpointValues, WebhookEndpointForm } from './WebhookEndpointForm';

const STANDARD_WEBHOOKS = 'https://www.standardwebhooks.com';
const HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'];

/** A signing secret the server has just issued: held in this section's state only, until Done. */
interface IssuedWebhookSecret {
  secret: string;
  endpointId: string;
  url: string;
  rotated: boolean;
}

/** How a receiver checks what it gets: the three headers, and where Standard Webhooks explains it. */
function VerifyNote({ rotated }: { rotated: boolean }) {
  const t = useAdminT();
  return (
    <div className="webhooks-verify">
      {rotated && <p className="webhooks-verify__rotated">{t('admin.webhooks.secret.rotatedNote')}</p>}
      <p>{t('admin.webhooks.secret.verify')}</p>
      <ul className="integrations-chips">
        {HEADERS.map((header) => (
          <li key={header}>
            <code className="integrations-chip">{header}</code>
          </li>
        ))}
      </ul>
      <p>
        <a href={STANDARD_WEBHOOKS} target="_blank" rel="noopener noreferrer" className="webhooks-verify__link">
          {t('admin.webhooks.secret.howToVerify')}
          <span className="visually-hidden"> {t('admin.webhooks.newTab')}</span>
        </a>
      </p>
    </div>
  );
}

/**
 * The Webhooks section of the Integrations screen: the owner's endpoints (on/off, test event,
 * delivery log, edit, rotate the secret, delete) and the form to add one. A signing secret the
 * server issues is shown once, from this component's state, and forgotten on Done; it never
 * reaches the Apollo cache nor any storage. `onAudited` refreshes the Activity section after a
 * change the server records there (add, rotate, delete).
 */
export function WebhookSection({ mobile, onAudited }: { mobile: boolean; onAudited(): void }) {
  const t = useAdminT();
  const toast = useToast();
  const endpoints = useQuery(AdminWebhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(AdminCreateWebhookEndpointDocument, { fetchPolicy: 'no-cache' });
  const [update] = useMutation(AdminUpdateWebhookEndpointDocument);
  const [rotate] = useMutation(AdminRotateWebhookSecretDocument, { fetchPolicy: 'no-cache' });
  const [remove] = useMutation(AdminDeleteWebhookEndpointDocument, { fetchPolicy: 'no-cache' });
  const [sendTest] = useMutation(AdminSendTestWebhookDocument);
  const [issued, setIssued] = useState<IssuedWebhookSecret | null>(null);
  const [confirming, setConfirming] = useState<{ action: EndpointAction; endpoint: WebhookEndpointRowFragment } | null>(
    null,
  );
  const [busyId, setBusyId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [openLogs, setOpenLogs] = useState<ReadonlySet<string>>(new Set());
  const heading = useRef<HTMLHeadingElement>(null);
  const listed = useMemo(() => {
    const list = endpoints.data?.webhookEndpoints;
    return list && { endpoints: list, at: new Date() };
  }, [endpoints.data]);

  const refresh = () => endpoints.refetch().catch(() => undefined);

  const setLogOpen = (id: string, open: boolean) =>
    setOpenLogs((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Runs an action on one endpoint, its buttons waiting meanwhile; a failure is toasted. */
  const busy = async (endpoint: WebhookEndpointRowFragment, failure: AdminMessageId, work: () => Promise<void>) => {
    setBusyId(endpoint.id);
    try {
      await work();
    } catch (caught) {
      logUnexpected(`Webhook endpoint action failed (${failure})`, caught);
      toast('error', t(failure));
      // Deleted meanwhile (another tab): the list shows it gone.
      if (errorCode(caught) === 'NOT_FOUND') await refresh();
    } finally {
      setBusyId(null);
    }
  };

  const onCreate = async (values: EndpointValues) => {
    const { data } = await create({ variables: { input: values } });
    if (!data) throw new Error('No answer to createWebhookEndpoint');
    const { secret, endpoint } = data.createWebhookEndpoint;
    setIssued({ secret, endpointId: endpoint.id, url: endpoint.url, rotated: false });
    await refresh();
    onAudited();
  };

  const onToggle = (endpoint: WebhookEndpointRowFragment, enabled: boolean) =>
    busy(endpoint, 'admin.webhooks.toggleFailed', async () => {
      await update({ variables: { id: endpoint.id, input: { enabled } } });
      toast('success', t(enabled ? 'admin.webhooks.turnedOn' : 'admin.webhooks.turnedOff', { url: endpoint.url }));
    });

  const onTest = (endpoint: WebhookEndpointRowFragment) =>
    busy(endpoint, 'admin.webhooks.testFailed', async () => {
      // An open log shows the new delivery at once; a closed one fetches it as it opens.
      await sendTest({
        variables: { id: endpoint.id },
        refetchQueries: openLogs.has(endpoint.id) ? ['AdminWebhookDeliveries'] : [],
      });
      toast('success', t('admin.webhooks.testQueued'));
      setLogOpen(endpoint.id, true);
    });

  const onSave = async (endpoint: WebhookEndpointRowFragment, values: EndpointValues) => {
    await update({ variables: { id: endpoint.id, input: values } });
    setEditingId(null);
    toast('success', t('admin.webhooks.saved'));
  };

  const run = ({ action, endpoint }: { action: EndpointAction; endpoint: WebhookEndpointRowFragment }) => {
    setConfirming(null);
    if (action === 'rotate') {
      return busy(endpoint, 'admin.webhooks.rotateFailed', async () => {
        const { data } = await rotate({ variables: { id: endpoint.id } });
        if (!data) throw new Error('No answer to rotateWebhookSecret');
        setIssued({
          secret: data.rotateWebhookSecret.secret,
          endpointId: endpoint.id,
          url: endpoint.url,
          rotated: true,
        });
        await refresh();
        onAudited();
      });
    }
    return busy(endpoint, 'admin.webhooks.deleteFailed', async () => {
      await remove({ variables: { id: endpoint.id } });
      // Its secret, if it is the one on screen, is of no use any more.
      setIssued((current) => (current?.endpointId === endpoint.id ? null : current));
      setLogOpen(endpoint.id, false);
      toast('success', t('admin.webhooks.deleted', { url: endpoint.url }));
      await refresh();
      onAudited();
      heading.current?.focus();
    });
  };

  const done = () => {
    setIssued(null);
    heading.current?.focus();
  };

  let body: ReactNode;
  if (endpoints.loading && !listed) {
    body = (
      <p className="admin-state admin-panel" role="status">
        {t('admin.webhooks.loading')}
      </p>
    );
  } else if (endpoints.error && !listed) {
    body = (
      <div className="admin-state admin-state--error admin-panel" role="alert">
        <p>{t('admin.common.error', { message: errorMessage(endpoints.error) })}</p>
        <button type="button" className="admin-button admin-button--secondary" onClick={() => void refresh()}>
          {t('admin.common.retry')}
        </button>
      </div>
    );
  } else if (!listed?.endpoints.length) {
    body = <p className="admin-state admin-panel webhooks-empty">{t('admin.webhooks.empty')}</p>;
  } else {
    body = (
      <ul className="webhooks-list">
        {listed.endpoints.map((endpoint) => (
          <WebhookEndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            now={listed.at}
            busy={busyId === endpoint.id}
            editing={editingId === endpoint.id}
            logOpen={openLogs.has(endpoint.id)}
            mobile={mobile}
            onToggle={(enabled) => void onToggle(endpoint, enabled)}
            onTest={() => void onTest(endpoint)}
            onToggleLog={() => setLogOpen(endpoint.id, !openLogs.has(endpoint.id))}
            onEdit={() => setEditingId(endpoint.id)}
            onSave={(values) => onSave(endpoint, values)}
            onCancelEdit={() => setEditingId(null)}
            onAction={(action) => setConfirming({ action, endpoint })}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="integrations-section webhooks" aria-labelledby="integrations-webhooks-title">
      <h2 id="integrations-webhooks-title" ref={heading} tabIndex={-1} className="integrations-section__title">
        {t('admin.webhooks.title')}
      </h2>
      <p className="admin-hint webhooks-intro">{t('admin.webhooks.intro')}</p>

      {issued && (
        <SecretPanel
          key={issued.secret}
          secret={issued.secret}
          title={t(issued.rotated ? 'admin.webhooks.secret.rotatedTitle' : 'admin.webhooks.secret.createdTitle', {
            url: issued.url,
          })}
          warning={t('admin.webhooks.secret.warning')}
          copyFallback={t('admin.webhooks.secret.copyFallback')}
          onDone={done}
        >
          <VerifyNote rotated={issued.rotated} />
        </SecretPanel>
      )}

      <div aria-busy={endpoints.loading}>{body}</div>

      <WebhookEndpointForm onSave={onCreate} />

      {confirming && (
        <ConfirmDialog
          title={t(
            confirming.action === 'rotate'
              ? 'admin.webhooks.confirm.rotateTitle'
              : 'admin.webhooks.confirm.deleteTitle',
            { url: confirming.endpoint.url },
          )}
          text={t(
            confirming.action === 'rotate' ? 'admin.webhooks.confirm.rotateText' : 'admin.webhooks.confirm.deleteText',
          )}
          confirmLabel={t(confirming.action === 'rotate' ? 'admin.webhooks.rotate' : 'admin.webhooks.delete')}
          danger={confirming.action === 'delete'}
          onConfirm={() => void run(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
