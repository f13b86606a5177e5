import { CommentModeration } from '../../settings/comment-settings.js';
import { hold, pass, spam, type SpamCheck } from './spam-check.js';

/** A form filled in faster than this was not filled in by a person. */
export const MIN_FILL_MS = 3000;
/** A form token older than this (a tab left open for days) is no proof of a recent visit. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 3600 * 1000;

/** The hidden `homepage` field: people never see it, robots fill every field they find. */
export const honeypotCheck: SpamCheck = {
  name: 'honeypot',
  check: async (comment) => (comment.homepage?.trim() ? spam('honeypot') : pass()),
};

/**
 * The form token (CommentFormTokens): proof that the form was fetched from this site, for this
 * post, and when.
 * - forged, altered, for another post or from the future: spam (`bad-form-token`);
 * - younger than MIN_FILL_MS: spam (`too-fast`), a person cannot read and write that fast;
 * - older than FORM_TOKEN_MAX_AGE_MS: held (`stale-form-token`);
 * - absent: the documented REST call and other API clients send none, so that alone is no
 *   sign of spam, but nothing vouches for the poster either: held (`no-form-token`), except
 *   with moderation NONE, where it is only noted.
 * Spam is filed silently: the poster gets the same answer as for a held comment.
 */
export const formTokenCheck: SpamCheck = {
  name: 'form-token',
  async check({ formToken }, { settings }) {
    const lenient = settings.moderation === CommentModeration.NONE;
    switch (formToken.kind) {
      case 'absent':
        return lenient ? pass('no-form-token') : hold('no-form-token');
      case 'invalid':
        return spam('bad-form-token');
      case 'valid':
        if (formToken.ageMs < MIN_FILL_MS) return spam('too-fast');
        if (formToken.ageMs > FORM_TOKEN_MAX_AGE_MS)
          return lenient ? pass('stale-form-token') : hold('stale-form-token');
        return pass();
    }
  },
};
