import type { Page } from 'playwright-core';

/** A `<link>` of the document's head, by its attributes. */
export interface HeadLink {
  rel: string;
  href: string;
  hreflang?: string;
  type?: string;
  title?: string;
}

/** What the document's `<head>` holds once the page has rendered, as a crawler or a share preview reads it. */
export interface Head {
  title: string;
  /** How many `<title>` elements the document has. */
  titleCount: number;
  /** Each `<meta>`'s content, by its name or property, in document order. */
  meta: Record<string, string[]>;
  links: HeadLink[];
  /** The parsed JSON-LD blocks of the whole document. */
  jsonLd: Record<string, unknown>[];
}

/** Reads the head of the page's live DOM. */
export function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const meta: Record<string, string[]> = {};
    for (const element of Array.from(document.head.querySelectorAll('meta[name], meta[property]'))) {
      const key = element.getAttribute('name') ?? element.getAttribute('property')!;
      (meta[key] ??= []).push(element.getAttribute('content') ?? '');
    }
    const links = Array.from(document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"]')).map(
      (link) => {
        const attributes: HeadLink = { rel: link.getAttribute('rel')!, href: link.getAttribute('href')! };
        for (const name of ['hreflang', 'type', 'title'] as const) {
          const value = link.getAttribute(name);
          if (value !== null) attributes[name] = value;
        }
        return attributes;
      },
    );
    const jsonLd = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    return {
      title: document.title,
      titleCount: document.querySelectorAll('title').length,
      meta,
      links,
      jsonLd,
    };
  });
}

/** The hreflang versions among the head's links: [language, href]. */
export function hreflangs(head: Head): [string, string][] {
  return head.links.filter((link) => link.hreflang).map((link) => [link.hreflang!, link.href]);
}

/** The feeds the head announces: [type, href, title]. */
export function feeds(head: Head): [string, string, string][] {
  return head.links
    .filter((link) => link.rel === 'alternate' && link.type)
    .map((link) => [link.type!, link.href, link.title ?? '']);
}

/** The canonical URLs in the head (one, or none on a page kept out of search engines). */
export function canonicals(head: Head): string[] {
  return head.links.filter((link) => link.rel === 'canonical').map((link) => link.href);
}
