import sanitizeHtml from 'sanitize-html';

/**
 * @returns `url` made absolute when it is a site path (`/uploads/x.png`, `/blogs/3`): the editor
 *   and the uploads write links and images as paths of this site, which mean nothing once the
 *   HTML is read elsewhere (a feed reader). Other URLs are returned as they are.
 */
export function absoluteUrl(url: string, siteUrl: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${siteUrl}${url}` : url;
}

/**
 * Rewrites the site paths of links and images in already sanitized HTML into absolute URLs under
 * `siteUrl` (PUBLIC_URL, which may itself end in a path), for HTML read away from the site.
 * Tags, attributes and text stay as they are.
 */
export function withAbsoluteUrls(html: string, siteUrl: string): string {
  const rewrite = (attribute: string) => (tagName: string, attribs: sanitizeHtml.Attributes) => ({
    tagName,
    attribs: attribs[attribute] ? { ...attribs, [attribute]: absoluteUrl(attribs[attribute], siteUrl) } : attribs,
  });
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // The HTML was sanitized when it was saved: nothing more is removed here.
    allowedSchemesAppliedToAttributes: [],
    allowVulnerableTags: true,
    transformTags: { a: rewrite('href'), img: rewrite('src') },
  });
}
