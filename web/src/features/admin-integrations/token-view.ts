import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { addDays, addYears } from 'date-fns';
import type { ApiScope } from '../../gql/schema-types';
import type { AdminMessageId } from '../../i18n/admin-messages';
import { errorCode } from '../../lib/errors';

/** The server's limit on a token's name (ApiTokenService). */
export const NAME_MAX = 100;

/**
 * The scopes in the order the form offers them, named as integrations and the API's
 * documentation write them (`drafts:read`), not as the GraphQL enum spells them.
 */
export const SCOPES: readonly { scope: ApiScope; label: string; description: AdminMessageId }[] = [
  { scope: 'DRAFTS_READ', label: 'drafts:read', description: 'admin.integrations.scope.draftsRead' },
  { scope: 'CONTENT_WRITE', label: 'content:write', description: 'admin.integrations.scope.contentWrite' },
];

/** @returns the written name of a scope (`drafts:read`); an unknown one keeps its enum name. */
export function scopeLabel(scope: ApiScope): string {
  return SCOPES.find((entry) => entry.scope === scope)?.label ?? scope;
}

/** @returns `scopes` in the form's order, whatever order the server keeps them in; unknown ones last. */
export function inFormOrder(scopes: readonly ApiScope[]): ApiScope[] {
  const rank = (scope: ApiScope) => {
    const index = SCOPES.findIndex((entry) => entry.scope === scope);
    return index === -1 ? SCOPES.length : index;
  };
  return [...scopes].sort((a, b) => rank(a) - rank(b));
}

export type ExpiryChoice = 'never' | '30d' | '90d' | '1y';

export const EXPIRY_CHOICES: readonly ExpiryChoice[] = ['never', '30d', '90d', '1y'];

/** A token that lives for a season by default: a forgotten one does not stay valid forever. */
export const DEFAULT_EXPIRY: ExpiryChoice = '90d';

/** @returns the instant a token issued at `now` stops working (ISO), or null for one that never expires. */
export function expiryDate(choice: ExpiryChoice, now: Date): string | null {
  switch (choice) {
    case 'never':
      return null;
    case '30d':
      return addDays(now, 30).toISOString();
    case '90d':
      return addDays(now, 90).toISOString();
    case '1y':
      return addYears(now, 1).toISOString();
  }
}

/** True once `expiresAt` has passed: the server refuses the token from that instant on. */
export function isExpired(expiresAt: string | null | undefined, now: Date): boolean {
  return !!expiresAt && new Date(expiresAt).getTime() <= now.getTime();
}

export type AuditKind = 'created' | 'regenerated' | 'revoked' | 'webhookCreated' | 'webhookRotated' | 'webhookDeleted';

const AUDIT_KINDS: Record<string, AuditKind> = {
  'api_token.created': 'created',
  'api_token.regenerated': 'regenerated',
  'api_token.revoked': 'revoked',
  'webhook_endpoint.created': 'webhookCreated',
  'webhook_endpoint.secret_rotated': 'webhookRotated',
  'webhook_endpoint.deleted': 'webhookDeleted',
};

/**
 * What an audit entry says in words: its kind and the name of what it concerns, read from the
 * subject the server writes (`api_token:3 "Static build"` for a token, `webhook_endpoint:4
 * https://…` for a webhook endpoint: its URL). @returns null for an action this screen does not
 * know, which is then shown as the server wrote it.
 */
export function describeAudit(action: string, subject: string): { kind: AuditKind; name: string } | null {
  const kind = AUDIT_KINDS[action];
  if (!kind) return null;
  const pattern = action.startsWith('webhook_endpoint.') ? /^webhook_endpoint:\d+ (.*)$/s : /^api_token:\d+ "(.*)"$/s;
  const name = pattern.exec(subject)?.[1] ?? subject;
  return { kind, name };
}

export type FormField = 'name' | 'expiresAt';
export type FormErrors = Partial<Record<FormField, AdminMessageId>>;

/** The form's own checks, before anything is sent: the same rules as the server's. */
export function checkName(name: string): FormErrors {
  const trimmed = name.trim();
  if (!trimmed) return { name: 'admin.integrations.error.nameRequired' };
  if (trimmed.length > NAME_MAX) return { name: 'admin.integrations.error.nameTooLong' };
  return {};
}

/**
 * The fields a refused creation names (`extensions.fields`), each with its message in the
 * interface's language: the server's own wording is English only.
 */
export function refusedFields(error: unknown, name: string): FormErrors {
  if (errorCode(error) !== 'BAD_USER_INPUT' || !CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors[0]?.extensions?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const errors: FormErrors = {};
  if ('name' in fields) errors.name = checkName(name).name ?? 'admin.integrations.error.nameRequired';
  if ('expiresAt' in fields) errors.expiresAt = 'admin.integrations.error.expiryPast';
  return errors;
}
