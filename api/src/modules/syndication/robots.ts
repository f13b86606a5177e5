import type { SiteUrls } from './site-urls.js';

/** What crawlers are asked to leave alone: the admin area, the APIs (REST, GraphQL, its IDE) and the demo pages. */
const DISALLOWED = ['/admin', '/api', '/graphql', '/graphiql', '/demo'];

/**
 * @returns /robots.txt (RFC 9309): every crawler may read the site except the disallowed paths
 *   (under PUBLIC_URL's own path, if it has one), and the sitemap's absolute URL.
 */
export function robotsTxt(urls: SiteUrls): string {
  const basePath = new URL(urls.base).pathname.replace(/\/$/, '');
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${basePath}${path}`),
    '',
    `Sitemap: ${urls.sitemap()}`,
    '',
  ].join('\n');
}
