import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import { LRUCache } from 'lru-cache';
import type { Locale } from '../common/locale.js';
import { parseReferences } from '../modules/bible/reference/parse-references.js';
import { escapeHtml } from './escape-html.js';
import { sanitizeLinkedRichText } from './sanitize.js';

/** The class of the links this module adds: the reader site previews them. */
export const SCRIPTURE_REF_CLASS = 'scripture-ref';

/** Elements whose text is never linked: a link already, code. */
const NO_LINKS = new Set(['a', 'code', 'pre']);

/** Elements without content or end tag (the sanitizer keeps these three). */
const VOID = new Set(['br', 'hr', 'img']);

/** The OSIS of a reference as the parser writes it: book codes, digits, dots, one dash. */
const OSIS = /^[1-3]?[A-Z][A-Za-z]+(?:\.\d+){0,2}(?:-[1-3]?[A-Z][A-Za-z]+(?:\.\d+){0,2})?$/;

/** @returns `text` (plain) as HTML, each Bible reference written in `locale` a link to its passage page. */
function linkText(text: string, locale: Locale): string {
  let html = '';
  let at = 0;
  for (const found of parseReferences(text, locale)) {
    // A list names several passages at one place: the first one is linked, once.
    if (found.index < at || !OSIS.test(found.osis)) continue;
    html += escapeHtml(text.slice(at, found.index));
    const written = text.slice(found.index, found.index + found.length);
    html +=
      `<a class="${SCRIPTURE_REF_CLASS}" href="/bible/${found.osis}" data-osis="${found.osis}">` +
      `${escapeHtml(written)}</a>`;
    at = found.index + found.length;
  }
  return html + escapeHtml(text.slice(at));
}

/** Adds the links without the cache: see linkScriptureReferences. */
function link(html: string, locale: Locale): string {
  if (!/\d/.test(html)) return html;
  let out = '';
  let text = '';
  /** How many open elements keep their text unlinked. */
  let unlinked = 0;
  const flush = () => {
    if (!text) return;
    out += unlinked > 0 ? escapeHtml(text) : linkText(text, locale);
    text = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        flush();
        if (NO_LINKS.has(name)) unlinked++;
        const attributes = Object.entries(attribs)
          .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
          .join('');
        out += `<${name}${attributes}${VOID.has(name) ? ' /' : ''}>`;
      },
      ontext(chunk) {
        // A text node may come in several chunks (around entities): it is read whole.
        text += chunk;
      },
      onclosetag(name) {
        flush();
        if (VOID.has(name)) return;
        if (NO_LINKS.has(name)) unlinked--;
        out += `</${name}>`;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  // The links go through the sanitizer again: what it lets through stays all the page shows.
  return sanitizeLinkedRichText(out);
}

/** Linked sections, by locale and content hash: a section's HTML changes only when it is saved. */
const linked = new LRUCache<string, string>({ maxSize: 20_000_000, sizeCalculation: (value) => value.length + 64 });

/**
 * @returns sanitized rich text (a section's stored HTML) with every Bible reference of its text
 *   written in `locale` made a link to the passage's page:
 *   `<a class="scripture-ref" href="/bible/John.3.16" data-osis="John.3.16">Jean 3.16</a>`.
 *   Only text is read, whole text nodes (entities decoded), never the text inside a link, code or a
 *   code block, nor attributes; a reference split by markup (`<b>Jean</b> 3.16`) is not found. The
 *   result is sanitized again (the same rules, plus these links' class and data-osis), and kept
 *   per content and locale, so a section is read once until it changes.
 */
export function linkScriptureReferences(html: string, locale: Locale): string {
  if (!/\d/.test(html)) return html;
  const key = `${locale}:${createHash('sha256').update(html).digest('base64url')}`;
  let result = linked.get(key);
  if (result === undefined) {
    result = link(html, locale);
    linked.set(key, result);
  }
  return result;
}
