import sanitizeHtml, { type IOptions } from 'sanitize-html';

const colour = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/** What every link with a target gets in `rel`: the page it opens can neither reach this one (window.opener) nor learn its address. */
const OPENER_FREE = ['noopener', 'noreferrer'];

/**
 * @returns a link's attributes where any `target` (whatever its value or casing: `_BLANK` and
 *   named windows keep the opener as `_blank` does) comes with `rel` holding noopener and
 *   noreferrer; the link's other rel tokens stay, except `opener`.
 */
function withoutOpener(attribs: Record<string, string>): Record<string, string> {
  if (!('target' in attribs)) return attribs;
  const kept = (attribs.rel ?? '')
    .toLowerCase()
    .split(/[\t\n\f\r ]+/)
    .filter((token) => token && token !== 'opener' && !OPENER_FREE.includes(token));
  return { ...attribs, rel: [...kept, ...OPENER_FREE].join(' ') };
}

/**
 * What the section editor produces and nothing else:
 * paragraphs, headings, marks, lists, blockquote, code blocks, links (http/https/mailto/tel/sms),
 * images (http/https/data:image), alignment and colour styles.
 */
const options: IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'a',
    'img',
    'span',
    'mark',
    'sub',
    'sup',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'sms'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: colour,
      'background-color': colour,
    },
  },
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: withoutOpener(attribs) }) },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    (!frame.attribs.src || (frame.attribs.src.startsWith('data:') && !DATA_IMAGE.test(frame.attribs.src))),
};

/** Returns `html` with everything outside the editor's vocabulary removed (scripts, handlers, unsafe URLs). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/**
 * The same rules, plus what linkScriptureReferences (scripture-links.ts) adds to links: the class
 * `scripture-ref` (no other class) and `data-osis`. For HTML the site makes from saved content,
 * never for what it saves.
 */
const linkedOptions: IOptions = {
  ...options,
  allowedAttributes: { ...options.allowedAttributes, a: ['href', 'title', 'target', 'rel', 'class', 'data-osis'] },
  allowedClasses: { a: ['scripture-ref'] },
};

/** Returns saved rich text with Scripture links added, sanitized (see linkedOptions). */
export function sanitizeLinkedRichText(html: string): string {
  return sanitizeHtml(html, linkedOptions).trim();
}
