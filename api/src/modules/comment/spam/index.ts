import { blockedDomainCheck, blockedIpCheck, blockedWordCheck } from './blocklist-checks.js';
import { linksCheck, scriptCheck } from './content-checks.js';
import { formTokenCheck, honeypotCheck } from './form-checks.js';
import { moderationCheck } from './moderation-check.js';
import type { CommentCandidate, SpamCheck, SpamCheckContext } from './spam-check.js';
import { CommentStatus } from '../comment-status.js';

export type { CommentCandidate, SpamCheck, SpamCheckContext, Verdict } from './spam-check.js';
export { hold, pass, spam } from './spam-check.js';

/** The rules every new comment passes, none of which asks anything outside this server. */
export const BUILT_IN_CHECKS: readonly SpamCheck[] = [
  honeypotCheck,
  formTokenCheck,
  blockedWordCheck,
  blockedDomainCheck,
  blockedIpCheck,
  linksCheck,
  scriptCheck,
  moderationCheck,
];

/**
 * Runs every rule (all of them, so the owner sees each reason) and combines their verdicts:
 * one spam verdict files the comment as spam, else one hold holds it, else it is approved.
 * @returns the status to store and the reasons noted, in the rules' order.
 */
export async function judge(
  checks: readonly SpamCheck[],
  candidate: CommentCandidate,
  context: SpamCheckContext,
): Promise<{ status: CommentStatus; reasons: string[] }> {
  const reasons: string[] = [];
  let status = CommentStatus.APPROVED;
  for (const check of checks) {
    const verdict = await check.check(candidate, context);
    if (verdict.reason && !reasons.includes(verdict.reason)) reasons.push(verdict.reason);
    if (verdict.outcome === 'spam') status = CommentStatus.SPAM;
    else if (verdict.outcome === 'hold' && status === CommentStatus.APPROVED) status = CommentStatus.PENDING;
  }
  return { status, reasons };
}
