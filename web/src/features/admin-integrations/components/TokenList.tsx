import { useAdminT } from '../../../i18n/admin-messages';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { ApiTokenRowFragment } from '../api/integrations.generated';
import { formatInstant } from '../format-instant';
import { inFormOrder, isExpired, scopeLabel } from '../token-view';

export type TokenAction = 'regenerate' | 'revoke';

interface ListProps {
  tokens: ApiTokenRowFragment[];
  /** The instant expiry is judged at. */
  now: Date;
  /** The token an action is under way for: its buttons wait. */
  busyId: string | null;
  mobile: boolean;
  onAction(action: TokenAction, token: ApiTokenRowFragment): void;
}

function Scopes({ token }: { token: ApiTokenRowFragment }) {
  const t = useAdminT();
  if (token.scopes.length === 0) return <span className="admin-hint">{t('admin.integrations.noScopes')}</span>;
  return (
    <ul className="integrations-chips">
      {inFormOrder(token.scopes).map((scope) => (
        <li key={scope}>
          <code className="integrations-chip">{scopeLabel(scope)}</code>
        </li>
      ))}
    </ul>
  );
}

/** "…abcd": the end of the secret, enough to match a token to where it is used. */
function Hint({ token }: { token: ApiTokenRowFragment }) {
  const t = useAdminT();
  return (
    <span className="integrations-hint">
      <span aria-hidden="true">…{token.hint}</span>
      <span className="visually-hidden">{t('admin.integrations.hintLabel', { hint: token.hint })}</span>
    </span>
  );
}

function Expiry({ token, now }: { token: ApiTokenRowFragment; now: Date }) {
  const t = useAdminT();
  const { locale } = useLanguage();
  if (!token.expiresAt) return <>{t('admin.integrations.never')}</>;
  return (
    <span className="integrations-expiry">
      <time dateTime={token.expiresAt}>{formatInstant(token.expiresAt, locale)}</time>
      {isExpired(token.expiresAt, now) && (
        <span className="admin-badge integrations-badge--expired">{t('admin.integrations.expired')}</span>
      )}
    </span>
  );
}

function Instant({ value, withTime = false }: { value: string | null | undefined; withTime?: boolean }) {
  const t = useAdminT();
  const { locale } = useLanguage();
  if (!value) return <>{t('admin.integrations.never')}</>;
  return <time dateTime={value}>{formatInstant(value, locale, withTime)}</time>;
}

/**
 * Regenerate and Revoke, each named with the token for screen readers. An expired token offers
 * no new secret: regenerating keeps the expiry, so the new secret would be refused as well.
 */
function Actions({
  token,
  now,
  busyId,
  onAction,
}: Omit<ListProps, 'tokens' | 'mobile'> & { token: ApiTokenRowFragment }) {
  const t = useAdminT();
  const busy = busyId === token.id;
  return (
    <div className="integrations-actions">
      {!isExpired(token.expiresAt, now) && (
        <button
          type="button"
          className="admin-button admin-button--secondary admin-button--small"
          aria-label={t('admin.integrations.regenerateLabel', { name: token.name })}
          onClick={() => onAction('regenerate', token)}
          disabled={busy}
        >
          {t('admin.integrations.regenerate')}
        </button>
      )}
      <button
        type="button"
        className="admin-button admin-button--danger admin-button--small"
        aria-label={t('admin.integrations.revokeLabel', { name: token.name })}
        onClick={() => onAction('revoke', token)}
        disabled={busy}
      >
        {t('admin.integrations.revoke')}
      </button>
    </div>
  );
}

/** The tokens: a table on wide screens, one card per token on narrow ones. */
export function TokenList({ tokens, now, busyId, mobile, onAction }: ListProps) {
  const t = useAdminT();
  if (mobile) {
    return (
      <ul className="integrations-cards">
        {tokens.map((token) => (
          <li key={token.id} className="integrations-card admin-panel" aria-busy={busyId === token.id}>
            <div className="integrations-card__head">
              <span className="integrations-name">{token.name}</span>
              <Hint token={token} />
            </div>
            <Scopes token={token} />
            <dl className="integrations-card__facts">
              <div>
                <dt>{t('admin.integrations.col.created')}</dt>
                <dd>
                  <Instant value={token.createdAt} />
                </dd>
              </div>
              <div>
                <dt>{t('admin.integrations.col.lastUsed')}</dt>
                <dd>
                  <Instant value={token.lastUsedAt} withTime />
                </dd>
              </div>
              <div>
                <dt>{t('admin.integrations.col.expires')}</dt>
                <dd>
                  <Expiry token={token} now={now} />
                </dd>
              </div>
            </dl>
            <Actions token={token} now={now} busyId={busyId} onAction={onAction} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="integrations-table-wrap admin-panel">
      <table className="integrations-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.integrations.col.name')}</th>
            <th scope="col">{t('admin.integrations.col.scopes')}</th>
            <th scope="col">{t('admin.integrations.col.created')}</th>
            <th scope="col">{t('admin.integrations.col.lastUsed')}</th>
            <th scope="col">{t('admin.integrations.col.expires')}</th>
            <th scope="col" className="integrations-table__actions">
              {t('admin.integrations.col.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.id} aria-busy={busyId === token.id}>
              <td>
                <span className="integrations-name">{token.name}</span>
                <Hint token={token} />
              </td>
              <td>
                <Scopes token={token} />
              </td>
              <td className="integrations-table__nowrap">
                <Instant value={token.createdAt} />
              </td>
              <td className="integrations-table__nowrap">
                <Instant value={token.lastUsedAt} withTime />
              </td>
              <td className="integrations-table__nowrap">
                <Expiry token={token} now={now} />
              </td>
              <td className="integrations-table__actions">
                <Actions token={token} now={now} busyId={busyId} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
