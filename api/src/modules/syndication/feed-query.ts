import { badInput } from '../../common/errors.js';
import { type Locale, LOCALES } from '../../common/locale.js';
import { POST_LIMITS } from '../post/post.inputs.js';
import { textProblem } from '../../common/text.js';
import type { FeedFilter } from './site-urls.js';

/**
 * Reads a feed's query string: `lang` (en, fr, es or it) and `tag`, each at most once; other
 * parameters are ignored.
 * @throws BAD_USER_INPUT (field `lang` or `tag`) for another language, an empty, repeated or
 *   over-long value, or text that is not valid Unicode.
 */
export function parseFeedQuery(query: Record<string, unknown>): FeedFilter {
  const filter: FeedFilter = {};
  const lang = single(query, 'lang');
  if (lang !== undefined) {
    if (!(LOCALES as string[]).includes(lang)) {
      throw badInput(`lang must be one of ${LOCALES.join(', ')}`, { lang: 'Unknown language' });
    }
    filter.locale = lang as Locale;
  }
  const tag = single(query, 'tag')?.trim();
  if (tag !== undefined) {
    const problem = !tag
      ? 'must not be empty'
      : tag.length > POST_LIMITS.tag
        ? `must have at most ${POST_LIMITS.tag} characters`
        : textProblem(tag);
    if (problem) throw badInput(`tag ${problem}`, { tag: problem });
    filter.tag = tag;
  }
  return filter;
}

/** @returns the one value of a query parameter, or undefined when it is absent. */
function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badInput(`${name} must be given once`, { [name]: 'Given more than once' });
  return value;
}
