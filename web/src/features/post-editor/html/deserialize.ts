import { parseDocument } from 'htmlparser2';
import {
  type Alignment,
  ALIGNMENTS,
  type BlockElement,
  type BooleanMark,
  emptyValue,
  type FormattedText,
  type HeadingLevel,
  type InlineNode,
  type LinkElement,
  type ListElement,
  type ListItemElement,
  type RichTextValue,
} from '../rich-text-types';
import { safeImageUrl, safeLinkUrl } from './safe-url';

/**
 * HTML -> Slate value. Reads what serializeHtml writes, what the server's sanitizer returns, and
 * HTML written elsewhere (b/i/strike/del, styles, nested spans, divs, pretty-printed markup):
 * every element and mark the editor supports survives; anything else is unwrapped to its text.
 * Parsed with htmlparser2, so it runs the same in the browser and in unit tests.
 */

/** The parts of htmlparser2's (domhandler's) nodes this module reads. */
interface DomNode {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
  data?: string;
}

type Marks = Omit<FormattedText, 'text'>;

interface Context {
  marks: Marks;
  link: Omit<LinkElement, 'children'> | null;
}

type TextualBlock = Extract<BlockElement, { type: 'paragraph' | 'heading' | 'block-quote' }>;

/** What walking a node yields: runs of inline content and whole blocks, in document order. */
type Item = { inline: InlineNode } | { block: BlockElement | ListItemElement };

const MARK_TAGS: Record<string, BooleanMark> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  code: 'code',
  kbd: 'code',
  tt: 'code',
  sub: 'subscript',
  sup: 'superscript',
  mark: 'highlight',
};

const TEXTUAL_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote']);
/** Containers read for their content (their blocks and inline runs become paragraphs). */
const CONTAINERS = new Set([
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'figure',
  'figcaption',
  'body',
  'html',
  'center',
  'address',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
]);
const SKIPPED = new Set([
  'script',
  'style',
  'head',
  'title',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
]);

/** Reads the declarations of a style attribute we care about. */
export function parseStyle(style: string | undefined): { align?: Alignment; color?: string; backgroundColor?: string } {
  const result: { align?: Alignment; color?: string; backgroundColor?: string } = {};
  if (!style) return result;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim();
    if (!value) continue;
    if (property === 'text-align') {
      const align =
        value.toLowerCase() === 'start' ? 'left' : value.toLowerCase() === 'end' ? 'right' : value.toLowerCase();
      if ((ALIGNMENTS as readonly string[]).includes(align)) result.align = align as Alignment;
    } else if (property === 'color' && isColour(value)) {
      result.color = value.toLowerCase();
    } else if ((property === 'background-color' || property === 'background') && isColour(value)) {
      result.backgroundColor = value.toLowerCase();
    }
  }
  return result;
}

/** The colours the server keeps: #hex, rgb()/rgba() and names. */
export function isColour(value: string): boolean {
  return (
    /^#[0-9a-f]{3,8}$/i.test(value) ||
    /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i.test(value) ||
    /^[a-z]{3,20}$/i.test(value)
  );
}

const isWhitespace = (text: string) => /^[ \t\n\r\f]*$/.test(text);

function leaf(text: string, marks: Marks): FormattedText {
  return { ...marks, text };
}

function withStyleMarks(marks: Marks, style: ReturnType<typeof parseStyle>): Marks {
  if (!style.color && !style.backgroundColor) return marks;
  return {
    ...marks,
    ...(style.color && style.color !== 'inherit' ? { color: style.color } : {}),
    ...(style.backgroundColor && !['transparent', 'inherit'].includes(style.backgroundColor)
      ? { backgroundColor: style.backgroundColor }
      : {}),
  };
}

function positiveInt(raw: string | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n > 0 ? n : undefined;
}

/** The plain text under a node, <br> as a line break (for <pre>). */
function preText(node: DomNode): string {
  if (node.type === 'text') return node.data ?? '';
  if (node.type !== 'tag' && node.type !== 'root') return '';
  if (node.name === 'br') return '\n';
  return (node.children ?? []).map(preText).join('');
}

function inline(node: InlineNode): Item {
  return { inline: node };
}

function walk(node: DomNode, context: Context): Item[] {
  if (node.type === 'text') {
    const text = (node.data ?? '').replace(/[ \t\n\r\f]+/g, ' ');
    return text ? [inline(wrapInLink(leaf(text, context.marks), context))] : [];
  }
  if (node.type === 'root') return walkChildren(node, context);
  if (node.type !== 'tag' || !node.name) return [];
  const name = node.name.toLowerCase();
  if (SKIPPED.has(name)) return [];
  const attribs = node.attribs ?? {};
  const style = parseStyle(attribs.style);

  if (name === 'br') return [inline(wrapInLink(leaf('\n', context.marks), context))];
  if (name === 'hr') return [{ block: { type: 'thematic-break', children: [{ text: '' }] } }];
  if (name === 'img') {
    const url = safeImageUrl(attribs.src);
    if (!url) return [];
    return [
      {
        block: {
          type: 'image',
          url,
          alt: attribs.alt ?? '',
          ...(attribs.title ? { title: attribs.title } : {}),
          ...(positiveInt(attribs.width) ? { width: positiveInt(attribs.width) } : {}),
          ...(positiveInt(attribs.height) ? { height: positiveInt(attribs.height) } : {}),
          children: [{ text: '' }],
        },
      },
    ];
  }
  if (name === 'pre') {
    // As in HTML, a line break right after the <pre> tag itself is not part of the text.
    const first = node.children?.[0];
    const text = preText(node);
    const code = first?.type === 'text' && first.data?.startsWith('\n') ? text.slice(1) : text;
    return [{ block: { type: 'code-block', children: [{ text: code }] } }];
  }
  if (name === 'ul' || name === 'ol') return [{ block: readList(node, name, context) }];
  if (name === 'li')
    return [{ block: { type: 'list-item', ...alignOf(style), children: [] } }, ...walkChildren(node, context)];

  const marks = withStyleMarks(context.marks, style);
  if (TEXTUAL_BLOCKS.has(name)) {
    const inner = walkChildren(node, { ...context, marks });
    return textualBlocks(blockShell(name, style.align), inner);
  }
  if (CONTAINERS.has(name)) {
    // A container ends the paragraph before it; its loose text makes paragraphs of its own.
    const blocks = groupIntoBlocks(walkChildren(node, { ...context, marks }));
    return blocks.map((block) => ({ block: style.align ? alignBlock(block, style.align) : block }));
  }
  if (name === 'a') {
    const url = safeLinkUrl(attribs.href);
    if (!url || context.link) return walkChildren(node, { ...context, marks });
    const link: Omit<LinkElement, 'children'> = {
      type: 'link',
      url,
      ...(attribs.title ? { title: attribs.title } : {}),
      ...(attribs.target ? { target: attribs.target } : {}),
    };
    return walkChildren(node, { marks, link });
  }
  const mark = MARK_TAGS[name];
  return walkChildren(node, { ...context, marks: mark ? { ...marks, [mark]: true } : marks });
}

function walkChildren(node: DomNode, context: Context): Item[] {
  return (node.children ?? []).flatMap((child) => walk(child, context));
}

function alignOf(style: { align?: Alignment }): { align?: Alignment } {
  return style.align && style.align !== 'left' ? { align: style.align } : {};
}

function blockShell(name: string, align: Alignment | undefined): TextualBlock {
  const a = alignOf({ align });
  if (name === 'blockquote') return { type: 'block-quote', ...a, children: [] };
  if (name === 'p') return { type: 'paragraph', ...a, children: [] };
  return { type: 'heading', level: Number(name[1]) as HeadingLevel, ...a, children: [] };
}

function alignBlock(block: BlockElement, align: Alignment): BlockElement {
  return (block.type === 'paragraph' || block.type === 'heading' || block.type === 'block-quote') && !block.align
    ? { ...block, ...alignOf({ align }) }
    : block;
}

function wrapInLink(text: FormattedText, context: Context): InlineNode {
  return context.link ? { ...context.link, children: [text] } : text;
}

/**
 * Builds `shell` blocks from a textual element's content: textual blocks inside it (a <p> in a
 * <blockquote>) join its text with line breaks; other blocks (an image in a paragraph) split it.
 */
function textualBlocks(shell: TextualBlock, items: Item[]): Item[] {
  const out: Item[] = [];
  let run: InlineNode[] = [];
  let started = false;
  const flush = () => {
    if (started) out.push({ block: { ...shell, children: finishInlines(run) } as TextualBlock });
    run = [];
    started = false;
  };
  for (const item of items) {
    if ('inline' in item) {
      run.push(item.inline);
      if ('type' in item.inline || !isWhitespace(item.inline.text)) started = true;
      continue;
    }
    const block = item.block;
    if (block.type === 'paragraph' || block.type === 'heading' || block.type === 'block-quote') {
      if (started) run.push({ text: '\n' });
      run.push(...block.children);
      started = true;
    } else if (block.type === 'list-item') {
      continue;
    } else {
      flush();
      out.push({ block });
    }
  }
  if (started || out.length === 0) {
    // Keep the element even when empty (<p></p> is an empty paragraph).
    out.push({ block: { ...shell, children: finishInlines(run) } as TextualBlock });
  }
  return out;
}

/** Reads <ul>/<ol>: items with their inline content, nested lists after the item they were in. */
function readList(node: DomNode, name: 'ul' | 'ol', context: Context): ListElement {
  const list: ListElement = { type: name === 'ol' ? 'numbered-list' : 'bulleted-list', children: [] };
  const items = walkChildren(node, context);
  let current: ListItemElement | null = null;
  let run: InlineNode[] = [];
  const flush = () => {
    if (current) {
      current.children = finishInlines(run);
      list.children.push(current);
    } else if (run.some((n) => !('text' in n) || !isWhitespace(n.text))) {
      list.children.push({ type: 'list-item', children: finishInlines(run) });
    }
    current = null;
    run = [];
  };
  for (const item of items) {
    if ('inline' in item) {
      run.push(item.inline);
      continue;
    }
    const block = item.block;
    if (block.type === 'list-item') {
      flush();
      current = { ...block, children: [] };
    } else if (block.type === 'bulleted-list' || block.type === 'numbered-list') {
      flush();
      list.children.push(block);
    } else if (block.type === 'paragraph' || block.type === 'heading' || block.type === 'block-quote') {
      // <li><p>a</p><p>b</p></li>: the paragraphs' text, on separate lines.
      if (run.some((n) => !('text' in n) || !isWhitespace(n.text))) run.push({ text: '\n' });
      run.push(...block.children);
      if (!current) current = { type: 'list-item', ...alignOf(block), children: [] };
    } else if (block.type === 'code-block') {
      run.push(...block.children.map((child) => ({ ...child, code: true as const })));
    }
    // Images and rules inside a list item have no place in a list: they are left out.
  }
  flush();
  if (list.children.length === 0) list.children.push({ type: 'list-item', children: [{ text: '' }] });
  return list;
}

function sameMarks(a: FormattedText, b: FormattedText): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('text');
  for (const key of keys) if (a[key as keyof FormattedText] !== b[key as keyof FormattedText]) return false;
  return true;
}

function mergeTexts(texts: FormattedText[]): FormattedText[] {
  const out: FormattedText[] = [];
  for (const text of texts) {
    const last = out[out.length - 1];
    if (last && sameMarks(last, text)) out[out.length - 1] = { ...last, text: last.text + text.text };
    else if (text.text !== '' || out.length === 0) out.push(text);
  }
  return out.length ? out : [{ text: '' }];
}

/**
 * Inline content as Slate keeps it: whitespace trimmed at the block's edges and around line
 * breaks (as a browser shows it), equal neighbours merged, links with their own text and a text
 * node before, between and after them.
 */
function finishInlines(nodes: InlineNode[]): InlineNode[] {
  // Merge consecutive pieces of the same link into one link.
  const grouped: InlineNode[] = [];
  for (const node of nodes) {
    const last = grouped[grouped.length - 1];
    if (
      'type' in node &&
      last &&
      'type' in last &&
      last.url === node.url &&
      last.title === node.title &&
      last.target === node.target
    ) {
      grouped[grouped.length - 1] = { ...last, children: [...last.children, ...node.children] };
    } else {
      grouped.push('type' in node ? { ...node, children: node.children.map((child) => ({ ...child })) } : { ...node });
    }
  }
  trimWhitespace(grouped);

  const out: InlineNode[] = [];
  let texts: FormattedText[] = [];
  for (const node of grouped) {
    if ('type' in node) {
      out.push(...mergeTexts(texts));
      texts = [];
      const children = mergeTexts(node.children);
      if (children.length === 1 && children[0].text === '') continue; // an empty link is dropped
      out.push({ ...node, children });
    } else {
      texts.push(node);
    }
  }
  out.push(...mergeTexts(texts));
  // Slate: text first and last, and between two links.
  const normalized: InlineNode[] = [];
  for (const node of out) {
    const last = normalized[normalized.length - 1];
    if ('type' in node && (!last || 'type' in last)) normalized.push({ text: '' });
    if (!('type' in node) && last && !('type' in last)) {
      if (node.text === '') continue;
      if (last.text === '') normalized.pop();
    }
    normalized.push(node);
  }
  if (normalized.length === 0 || 'type' in normalized[normalized.length - 1]) normalized.push({ text: '' });
  return normalized;
}

/** Every text leaf of the inline run, in order. */
function leaves(nodes: InlineNode[]): FormattedText[] {
  return nodes.flatMap((node) => ('type' in node ? node.children : [node]));
}

/**
 * Whitespace as a browser shows it: runs of spaces collapsed across leaves, none at the start or
 * the end of the block, none beside a line break.
 */
function trimWhitespace(nodes: InlineNode[]) {
  const all = leaves(nodes);
  let previous = '\n';
  for (const text of all) {
    let value = '';
    for (const ch of text.text) {
      if (ch === ' ' && (previous === ' ' || previous === '\n')) continue;
      value += ch;
      previous = ch;
    }
    text.text = value;
  }
  let next = '\n';
  for (let i = all.length - 1; i >= 0; i--) {
    const chars = [...all[i].text];
    let value = '';
    for (let j = chars.length - 1; j >= 0; j--) {
      if (chars[j] === ' ' && next === '\n') continue;
      value = chars[j] + value;
      next = chars[j];
    }
    all[i].text = value;
  }
}

/** Loose inline runs between blocks become paragraphs; whitespace between blocks is dropped. */
function groupIntoBlocks(items: Item[]): BlockElement[] {
  const blocks: BlockElement[] = [];
  let run: InlineNode[] = [];
  const flush = () => {
    if (run.some((node) => !('text' in node) || !isWhitespace(node.text))) {
      blocks.push({ type: 'paragraph', children: finishInlines(run) });
    }
    run = [];
  };
  for (const item of items) {
    if ('inline' in item) {
      run.push(item.inline);
    } else {
      flush();
      if (item.block.type === 'list-item') blocks.push({ type: 'bulleted-list', children: [item.block] });
      else blocks.push(item.block);
    }
  }
  flush();
  return blocks;
}

/** A section's HTML as an editor value (one empty paragraph for empty HTML). */
export function deserializeHtml(html: string): RichTextValue {
  if (!html.trim()) return emptyValue();
  const document = parseDocument(html) as unknown as DomNode;
  const blocks = groupIntoBlocks(walk(document, { marks: {}, link: null }));
  return blocks.length ? blocks : emptyValue();
}
