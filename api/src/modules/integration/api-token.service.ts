import type { Em } from '../../db/orm.js';
import type { Clock } from '../../common/clock.js';
import { badInput, notFound } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import { ApiScope } from './api-scope.js';
import { ApiToken } from './api-token.entity.js';
import { AuditEntry } from './audit-entry.entity.js';
import { hashTokenSecret, isWellFormedToken, newTokenSecret, secretHint } from './token-secret.js';

/** Who is calling with an API token: what the authorisation rule and the request log need. */
export interface Integration {
  tokenId: number;
  name: string;
  scopes: ReadonlySet<ApiScope>;
}

/** A token just created or regenerated, with the secret the owner sees this once. */
export interface IssuedToken {
  token: ApiToken;
  secret: string;
}

/** What the owner chooses for a new token. */
export interface ApiTokenRequest {
  name: string;
  scopes: ApiScope[];
  expiresAt?: Date | null;
}

/** Writing `lastUsedAt` at most this often keeps busy tokens from writing on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;
const NAME_MAX = 100;

/**
 * API tokens for integrations: issue, list, regenerate, revoke (each recorded in the audit log)
 * and recognise a presented secret. Secrets are never stored: only their keyed hash.
 */
export class ApiTokenService {
  constructor(
    private readonly em: Em,
    /** The HMAC key secrets are hashed with (token-secret.ts). */
    private readonly hashKey: string,
    private readonly clock: Clock,
  ) {}

  /** @returns every token, newest first. */
  list(): Promise<ApiToken[]> {
    return this.em.find(ApiToken, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }

  /**
   * Issues a token. @returns it with its secret, which is not kept anywhere.
   * @throws BAD_USER_INPUT for a blank or over-long name or an expiry that is not in the future.
   */
  async create(request: ApiTokenRequest, actor: string): Promise<IssuedToken> {
    const name = request.name.trim();
    const fields: Record<string, string> = {};
    if (!name) fields.name = 'Give the token a name';
    else if (name.length > NAME_MAX) fields.name = `At most ${NAME_MAX} characters`;
    if (request.expiresAt && request.expiresAt.getTime() <= this.clock().getTime())
      fields.expiresAt = 'The expiry must be in the future';
    if (Object.keys(fields).length) throw badInput('The token cannot be created', fields);
    const secret = newTokenSecret();
    const token = await this.em.transactional(async (em) => {
      const created = em.create(ApiToken, {
        name,
        scopes: [...new Set(request.scopes)].sort(),
        secretHash: hashTokenSecret(secret, this.hashKey),
        hint: secretHint(secret),
        expiresAt: request.expiresAt ?? null,
      });
      await em.flush();
      audit(em, actor, 'api_token.created', created);
      return created;
    });
    return { token, secret };
  }

  /**
   * Replaces a token's secret, keeping its name, scopes and expiry: the old secret is refused
   * from the next request on. @returns the token with its new secret.
   * @throws NOT_FOUND for an unknown id.
   */
  async regenerate(id: string, actor: string): Promise<IssuedToken> {
    const secret = newTokenSecret();
    const token = await this.em.transactional(async (em) => {
      const found = await findToken(em, id);
      found.secretHash = hashTokenSecret(secret, this.hashKey);
      found.hint = secretHint(secret);
      found.regeneratedAt = this.clock();
      audit(em, actor, 'api_token.regenerated', found);
      return found;
    });
    return { token, secret };
  }

  /** Deletes a token: it is refused from the next request on. @throws NOT_FOUND for an unknown id. */
  async revoke(id: string, actor: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const token = await findToken(em, id);
      em.remove(token);
      audit(em, actor, 'api_token.revoked', token);
    });
  }

  /**
   * Recognises a presented secret: one indexed lookup by its keyed hash, after a checksum test
   * that turns away made-up strings without touching the database.
   * @returns the integration, or null for an unknown, regenerated-away, revoked or expired token.
   */
  async authenticate(secret: string): Promise<Integration | null> {
    if (!isWellFormedToken(secret)) return null;
    const now = this.clock();
    const token = await this.em.findOne(ApiToken, { secretHash: hashTokenSecret(secret, this.hashKey) });
    if (!token || (token.expiresAt && token.expiresAt.getTime() <= now.getTime())) return null;
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      // A conditional update: of concurrent requests in the same minute, at most one writes.
      await this.em.nativeUpdate(
        ApiToken,
        {
          id: token.id,
          $or: [{ lastUsedAt: null }, { lastUsedAt: { $lt: new Date(now.getTime() - LAST_USED_RESOLUTION_MS) } }],
        },
        { lastUsedAt: now },
      );
    }
    return { tokenId: token.id, name: token.name, scopes: new Set(token.scopes) };
  }

  /** @returns the `limit` newest audit entries, newest first. */
  auditLog(limit: number): Promise<AuditEntry[]> {
    return this.em.find(AuditEntry, {}, { orderBy: [{ at: 'desc' }, { id: 'desc' }], limit });
  }
}

async function findToken(em: Em, id: string): Promise<ApiToken> {
  const key = parseId(id);
  const token = key === null ? null : await em.findOne(ApiToken, { id: key });
  if (!token) throw notFound('API token not found');
  return token;
}

/** Adds the audit entry to the transaction's unit of work: it commits with the change it records. */
function audit(em: Em, actor: string, action: string, token: ApiToken): void {
  em.create(AuditEntry, { actor, action, subject: `api_token:${token.id} "${token.name}"`.slice(0, 200) });
}
