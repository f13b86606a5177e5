import { escapeHtml } from '../../rich-text/escape-html.js';
import { withAbsoluteUrls } from '../../rich-text/absolute-urls.js';
import type { Post } from '../post/post.entity.js';
import type { Section } from '../section/section.entity.js';
import { uploadUrl } from '../upload/upload.service.js';
import type { SiteUrls } from './site-urls.js';

/** How long a summary made from the post's text may be, in characters. */
const SUMMARY_CHARACTERS = 300;

/**
 * @returns the whole post as HTML for a feed reader, laid out as the post page shows it: each
 *   section's title as a heading, its image, then its (sanitized) HTML, with every site path made
 *   an absolute URL. `sections` are the post's, in order, with their images loaded.
 */
export function fullHtml(sections: Section[], urls: SiteUrls): string {
  return sections
    .map((section) =>
      [
        section.title ? `<h2>${escapeHtml(section.title)}</h2>` : '',
        section.image
          ? `<img src="${escapeHtml(urls.absolute(uploadUrl(section.image)))}" alt="" width="${section.image.width}" height="${section.image.height}">`
          : '',
        withAbsoluteUrls(section.content, urls.base),
      ].join(''),
    )
    .join('\n');
}

/**
 * @returns the post's summary as HTML: its excerpt or, without one, the start of its text (cut at
 *   a word, at most 300 characters); empty when the post has neither.
 */
export function summaryHtml(post: Post, sections: Section[]): string {
  const excerpt = post.excerpt.trim();
  if (excerpt) return escapeHtml(excerpt);
  const text = sections
    .map((section) => section.plainText)
    .join('\n')
    .replace(/\s+/g, ' ')
    .trim();
  // By code points, so that a character outside the BMP is never cut in half.
  const characters = Array.from(text);
  if (characters.length <= SUMMARY_CHARACTERS) return escapeHtml(text);
  const cut = characters.slice(0, SUMMARY_CHARACTERS).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${escapeHtml((lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd())}…`;
}
