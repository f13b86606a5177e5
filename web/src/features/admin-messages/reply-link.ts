/** How much of a message a reply quotes: enough to recall it, short enough for every mail client. */
export const QUOTE_LIMIT = 1000;

/**
 * An address for the path of a mailto: URL (RFC 6068): percent-encoded, '@' kept readable.
 * Characters such as '?', '&', '%' or '#' in an address as entered cannot break the URL.
 */
function encodeAddress(email: string): string {
  return encodeURIComponent(email.trim()).replace(/%40/g, '@');
}

/**
 * The start of `text` for a quote: at most `limit` characters (whole code points, so an emoji is
 * never cut in half), line endings as \n, with '…' when something was left out.
 */
export function quoteExcerpt(text: string, limit = QUOTE_LIMIT): string {
  const normalised = text.replace(/\r\n?/g, '\n').trimEnd();
  const chars = Array.from(normalised);
  if (chars.length <= limit) return normalised;
  return `${chars.slice(0, limit).join('').trimEnd()}…`;
}

/** `text` as an e-mail quote: every line behind '> ' (an empty line behind '>'). */
export function quoteLines(text: string): string[] {
  return text.split('\n').map((line) => (line ? `> ${line}` : '>'));
}

/**
 * The `mailto:` link that answers a contact message in the owner's mail client: to the sender,
 * with `subject`, and a body of two empty lines to write in, then `intro` ("On …, … wrote:") and
 * the quoted start of the message. Lines end with CRLF, as RFC 6068 asks of a body; subject and
 * body are encoded with encodeURIComponent.
 */
export function replyHref(
  to: { email: string; message: string },
  texts: { subject: string; intro: string },
  limit = QUOTE_LIMIT,
): string {
  const body = ['', '', texts.intro, ...quoteLines(quoteExcerpt(to.message, limit))].join('\r\n');
  return `mailto:${encodeAddress(to.email)}?subject=${encodeURIComponent(texts.subject)}&body=${encodeURIComponent(body)}`;
}
