import { CommentModeration } from '../../settings/comment-settings.js';
import { CommentStatus } from '../comment-status.js';
import { hold, pass, type SpamCheck } from './spam-check.js';

/**
 * The moderation setting: ALL holds every comment (`moderation-all`); FIRST_TIME holds one whose
 * e-mail address has no approved comment yet (`first-time`, an indexed lookup); NONE holds none.
 */
export const moderationCheck: SpamCheck = {
  name: 'moderation',
  async check({ email }, { em, settings }) {
    if (settings.moderation === CommentModeration.ALL) return hold('moderation-all');
    if (settings.moderation === CommentModeration.NONE) return pass();
    const [known] = await em.execute<unknown[]>(
      'select 1 from comment where email = ? and status = ? and not by_author limit 1',
      [email, CommentStatus.APPROVED],
    );
    return known ? pass() : hold('first-time');
  },
};
