/**
 * The rules every piece of text sent to the API meets before a service or the database sees it.
 * Refused (BAD_USER_INPUT naming the field): invalid UTF-16 (an unpaired surrogate, which cannot
 * be stored or encoded as UTF-8) and C0 control characters other than tab, line feed and carriage
 * return (NUL among them, which PostgreSQL cannot store in text). Free-text fields are cleaned
 * instead: see `cleanFreeText`.
 */

/** C0 controls except tab (09), line feed (0A) and carriage return (0D, half of a CRLF newline). */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's job
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** @returns why `value` cannot be accepted as text, or null when it is fine. */
export function textProblem(value: string): string | null {
  if (value.search(LONE_SURROGATES) !== -1) return 'must be valid Unicode text (it has an unpaired surrogate)';
  if (CONTROL.test(value)) return 'must not contain control characters (tab and newlines are fine)';
  return null;
}

/**
 * Free text (prose a person typed or pasted: post excerpts and section HTML, comments, contact
 * messages, the site's descriptions and biography) keeps what it means without the characters
 * that cannot be stored: unpaired surrogates and refused control characters are removed.
 * @returns the cleaned text (the same string when nothing had to go).
 */
export const cleanFreeText = (value: string): string => value.replace(LONE_SURROGATES, '').replace(CONTROLS, '');
