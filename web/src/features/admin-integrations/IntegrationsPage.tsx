import { useMutation, useQuery } from '@apollo/client/react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useToast } from '../../components/ui/Toasts';
import { useSiteOrigin } from '../../config/origin';
import { useAdminT } from '../../i18n/admin-messages';
import { errorCode, errorMessage, logUnexpected } from '../../lib/errors';
import { useMediaQuery } from '../../lib/use-media-query';
import {
  AdminApiTokensDocument,
  AdminAuditLogDocument,
  AdminRegenerateApiTokenDocument,
  AdminRevokeApiTokenDocument,
  type ApiTokenRowFragment,
} from './api/integrations.generated';
import { ActivityLog } from './components/ActivityLog';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog';
import { NewTokenForm } from './components/NewTokenForm';
import { type IssuedSecret, SecretPanel } from './components/SecretPanel';
import { type TokenAction, TokenList } from './components/TokenList';
import { WebhookSection } from './components/WebhookSection';
import './integrations.css';
import './webhooks.css';

const MOBILE_QUERY = '(max-width: 767.98px)';
/** How many audit entries the Activity section shows (the newest). */
const ACTIVITY_LIMIT = 50;

/**
 * /admin/panel/integrations: the owner's API tokens (list, regenerate, revoke, create), webhook
 * endpoints (WebhookSection) and the log of those changes. A secret the server issues is shown
 * once, from this component's state, and forgotten on Done; it never reaches the Apollo cache nor
 * any storage.
 */
export default function IntegrationsPage() {
  const t = useAdminT();
  const toast = useToast();
  const origin = useSiteOrigin();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const tokens = useQuery(AdminApiTokensDocument, { fetchPolicy: 'cache-and-network' });
  const audit = useQuery(AdminAuditLogDocument, {
    variables: { limit: ACTIVITY_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const [regenerate, regeneration] = useMutation(AdminRegenerateApiTokenDocument, { fetchPolicy: 'no-cache' });
  const [revoke] = useMutation(AdminRevokeApiTokenDocument, { fetchPolicy: 'no-cache' });
  const [issued, setIssued] = useState<IssuedSecret | null>(null);
  const [confirming, setConfirming] = useState<{ action: TokenAction; token: ApiTokenRowFragment } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // Expiry is judged when the list arrives: a token that expires while the page is open shows so
  // at the next refresh, as the server would then refuse it.
  const listed = useMemo(() => {
    const apiTokens = tokens.data?.apiTokens;
    return apiTokens && { tokens: apiTokens, at: new Date() };
  }, [tokens.data]);
  const list = listed?.tokens;

  const refresh = () => Promise.all([tokens.refetch(), audit.refetch()]).catch(() => undefined);

  const showIssued = async (next: IssuedSecret) => {
    setIssued(next);
    await refresh();
  };

  const run = async ({ action, token }: { action: TokenAction; token: ApiTokenRowFragment }) => {
    setConfirming(null);
    setBusyId(token.id);
    try {
      if (action === 'regenerate') {
        const { data } = await regenerate({ variables: { id: token.id } });
        if (!data) throw new Error('No answer to regenerateApiToken');
        regeneration.reset();
        await showIssued({
          secret: data.regenerateApiToken.secret,
          tokenId: token.id,
          name: token.name,
          regenerated: true,
        });
      } else {
        await revoke({ variables: { id: token.id } });
        // Its secret, if it is the one on screen, is of no use any more.
        setIssued((current) => (current?.tokenId === token.id ? null : current));
        toast('success', t('admin.integrations.revoked', { name: token.name }));
        await refresh();
        listHeading.current?.focus();
      }
    } catch (caught) {
      logUnexpected(
        action === 'regenerate' ? 'Regenerating an API token failed' : 'Revoking an API token failed',
        caught,
      );
      toast(
        'error',
        t(action === 'regenerate' ? 'admin.integrations.regenerateFailed' : 'admin.integrations.revokeFailed'),
      );
      // Revoked meanwhile (another tab): the list shows it gone.
      if (errorCode(caught) === 'NOT_FOUND') await refresh();
    } finally {
      setBusyId(null);
    }
  };

  const done = () => {
    setIssued(null);
    listHeading.current?.focus();
  };

  let body: ReactNode;
  if (tokens.loading && !list) {
    body = (
      <p className="admin-state admin-panel" role="status">
        {t('admin.integrations.loading')}
      </p>
    );
  } else if (tokens.error && !list) {
    body = (
      <div className="admin-state admin-state--error admin-panel" role="alert">
        <p>{t('admin.common.error', { message: errorMessage(tokens.error) })}</p>
        <button type="button" className="admin-button admin-button--secondary" onClick={() => void tokens.refetch()}>
          {t('admin.common.retry')}
        </button>
      </div>
    );
  } else if (!listed?.tokens.length) {
    body = <p className="admin-state admin-panel">{t('admin.integrations.empty')}</p>;
  } else {
    body = (
      <TokenList
        tokens={listed.tokens}
        now={listed.at}
        busyId={busyId}
        mobile={mobile}
        onAction={(action, token) => setConfirming({ action, token })}
      />
    );
  }

  return (
    <div className="admin-integrations">
      <div className="admin-page-head">
        <h1 className="admin-page-title">{t('admin.integrations.title')}</h1>
      </div>
      <p className="admin-hint integrations-intro">{t('admin.integrations.intro')}</p>

      {issued && (
        <SecretPanel
          key={issued.secret}
          secret={issued.secret}
          title={t(
            issued.regenerated
              ? 'admin.integrations.secret.regeneratedTitle'
              : 'admin.integrations.secret.createdTitle',
            { name: issued.name },
          )}
          warning={t('admin.integrations.secret.warning')}
          copyFallback={t('admin.integrations.secret.copyFallback')}
          onDone={done}
        />
      )}

      <section className="integrations-section" aria-labelledby="integrations-tokens-title">
        <h2 id="integrations-tokens-title" ref={listHeading} tabIndex={-1} className="integrations-section__title">
          {t('admin.integrations.tokens.title')}
        </h2>
        <div aria-busy={tokens.loading}>{body}</div>
        <div className="integrations-usage">
          <p className="admin-hint">{t('admin.integrations.usage')}</p>
          <pre className="integrations-usage__code">
            <code>{`curl -H "Authorization: Bearer wbt_…" ${origin}/graphql`}</code>
          </pre>
        </div>
      </section>

      <div className="integrations-section">
        <NewTokenForm onIssued={showIssued} />
      </div>

      <WebhookSection mobile={mobile} onAudited={() => void audit.refetch().catch(() => undefined)} />

      <ActivityLog
        entries={audit.data?.auditLog}
        loading={audit.loading}
        error={audit.error}
        onRetry={() => void audit.refetch()}
      />

      {confirming && (
        <ConfirmDialog
          title={t(
            confirming.action === 'regenerate'
              ? 'admin.integrations.confirm.regenerateTitle'
              : 'admin.integrations.confirm.revokeTitle',
            { name: confirming.token.name },
          )}
          text={t(
            confirming.action === 'regenerate'
              ? 'admin.integrations.confirm.regenerateText'
              : 'admin.integrations.confirm.revokeText',
          )}
          confirmLabel={t(
            confirming.action === 'regenerate' ? 'admin.integrations.regenerate' : 'admin.integrations.revoke',
          )}
          danger={confirming.action === 'revoke'}
          onConfirm={() => void run(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
