/** Link schemes the editor accepts (as the rich-text library's defaults): web, e-mail, phone, SMS. */
export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:', 'sms:'] as const;
/** Image sources: web addresses, site paths (uploads) and data URLs of images. */
export const IMAGE_PROTOCOLS = ['http:', 'https:'] as const;

const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/** '//host' (and '/\\host', which browsers read the same way) leaves the site: refused. */
const isProtocolRelative = (url: string) => /^[\\/]{2}/.test(compact(url));

/** Drops whitespace and control characters, which browsers ignore inside a URL's scheme. */
const compact = (url: string) =>
  Array.from(url)
    .filter((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('');

/**
 * A link target the editor keeps: an http(s), mailto, tel or sms URL, a site path (/blogs/1),
 * or an in-page anchor (#notes). Anything else (javascript:, data:, ...) is refused.
 * @returns the trimmed URL, or null.
 */
export function safeLinkUrl(raw: string | null | undefined): string | null {
  const url = (raw ?? '').trim();
  if (!url) return null;
  const scheme = SCHEME.exec(compact(url));
  if (!scheme) return isProtocolRelative(url) ? null : url;
  return (LINK_PROTOCOLS as readonly string[]).includes(scheme[1].toLowerCase() + ':') ? url : null;
}

/** Like safeLinkUrl with http(s), site paths and data:image/... only. */
export function safeImageUrl(raw: string | null | undefined): string | null {
  const url = (raw ?? '').trim();
  if (!url) return null;
  const scheme = SCHEME.exec(compact(url));
  if (!scheme) return isProtocolRelative(url) ? null : url;
  const protocol = scheme[1].toLowerCase() + ':';
  if ((IMAGE_PROTOCOLS as readonly string[]).includes(protocol)) return url;
  return protocol === 'data:' && /^data:image\/(png|jpe?g|gif|webp);/i.test(url) ? url : null;
}

/** What a person types in the link box: "example.org" becomes "https://example.org". */
export function normalizeTypedLink(raw: string): string | null {
  const url = raw.trim();
  if (!url) return null;
  if (!SCHEME.test(url) && !url.startsWith('/') && !url.startsWith('#')) {
    if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(url)) return `mailto:${url}`;
    return safeLinkUrl(`https://${url}`);
  }
  return safeLinkUrl(url);
}
