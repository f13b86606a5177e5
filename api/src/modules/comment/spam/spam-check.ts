import type { Em } from '../../../db/orm.js';
import type { Post } from '../../post/post.entity.js';
import type { CommentSettingsData } from '../../settings/comment-settings.js';
import type { FormTokenState } from '../form-token.js';

/** A comment about to be stored, as the rules see it (already trimmed and validated). */
export interface CommentCandidate {
  post: Post;
  name: string;
  /** Lower-cased. */
  email: string;
  content: string;
  /** The poster's address as the server sees it (see TRUST_PROXY_HOPS), or null when unknown. */
  ip: string | null;
  /** The honeypot field: people never see it, so only robots fill it in. */
  homepage: string | null;
  /** The form token sent with the comment, checked. */
  formToken: FormTokenState;
}

/** What a rule may read besides the comment. */
export interface SpamCheckContext {
  /** The transaction the comment will be stored in. */
  em: Em;
  now: Date;
  settings: CommentSettingsData;
}

/**
 * A rule's judgement: `pass` (with an optional reason, recorded but acting on nothing), `hold`
 * (pending: the owner decides) or `spam`. `reason` is a stable code the owner sees in the
 * moderation list, e.g. `links` or `blocklist:word`.
 */
export interface Verdict {
  outcome: 'pass' | 'hold' | 'spam';
  reason?: string;
}

/**
 * One spam or moderation rule. The built-in ones (BUILT_IN_CHECKS) use nothing outside this
 * server. An outside service is one more implementation, passed in the list given to
 * CommentService, with no change to the service, e.g. an Akismet-style checker:
 *
 *   const akismet: SpamCheck = {
 *     name: 'akismet',
 *     async check(comment) {
 *       const isSpam = await askAkismet(comment); // time-boxed; on failure return pass()
 *       return isSpam ? spam('akismet') : pass();
 *     },
 *   };
 *   new CommentService(em, clock, webhooks, { checks: [...BUILT_IN_CHECKS, akismet] });
 *
 * A rule runs inside the transaction that stores the comment: keep it quick, and never let a
 * failure of a remote service refuse the comment (return `hold` or `pass` instead of throwing).
 */
export interface SpamCheck {
  /** Names the rule in logs and tests. */
  readonly name: string;
  check(candidate: CommentCandidate, context: SpamCheckContext): Promise<Verdict>;
}

/** @returns a verdict that lets the comment through, noting `reason` when given. */
export const pass = (reason?: string): Verdict => ({ outcome: 'pass', ...(reason ? { reason } : {}) });
/** @returns a verdict that holds the comment for moderation. */
export const hold = (reason: string): Verdict => ({ outcome: 'hold', reason });
/** @returns a verdict that files the comment as spam. */
export const spam = (reason: string): Verdict => ({ outcome: 'spam', reason });
