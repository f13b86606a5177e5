import {
  type Alignment,
  type BlockElement,
  BOOLEAN_MARKS,
  type BooleanMark,
  type FormattedText,
  type InlineNode,
  type LinkElement,
  type ListElement,
  type ListItemElement,
  type RichTextValue,
} from '../rich-text-types';

/**
 * Slate value -> HTML in exactly the vocabulary the server keeps (api/src/rich-text/sanitize.ts):
 * p, br, h1-h6, strong, em, u, s, code, sub, sup, mark, span[style color/background-color], a,
 * img, ul/ol/li, blockquote, pre>code, hr; alignment as style="text-align:...". Output matches
 * what the sanitizer writes back (self-closing voids, the same escaping), so a saved section
 * reads back and serializes to the same string.
 */

const MARK_TAGS: Record<BooleanMark, string> = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strikethrough: 's',
  code: 'code',
  subscript: 'sub',
  superscript: 'sup',
  highlight: 'mark',
};

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

function attributes(pairs: [string, string | number | undefined][]): string {
  return pairs
    .filter((pair): pair is [string, string | number] => pair[1] !== undefined && pair[1] !== '')
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
}

function alignStyle(align: Alignment | undefined): string {
  return align && align !== 'left' ? attributes([['style', `text-align:${align}`]]) : '';
}

/** Text with its line breaks as <br />. */
function textWithBreaks(text: string): string {
  return text.split('\n').map(escapeText).join('<br />');
}

export function serializeLeaf(leaf: FormattedText): string {
  if (leaf.text === '') return '';
  let html = textWithBreaks(leaf.text);
  const styles: string[] = [];
  if (leaf.color) styles.push(`color:${leaf.color}`);
  if (leaf.backgroundColor) styles.push(`background-color:${leaf.backgroundColor}`);
  if (styles.length) html = `<span${attributes([['style', styles.join(';')]])}>${html}</span>`;
  for (const mark of [...BOOLEAN_MARKS].reverse()) {
    if (leaf[mark]) html = `<${MARK_TAGS[mark]}>${html}</${MARK_TAGS[mark]}>`;
  }
  return html;
}

function serializeLink(link: LinkElement): string {
  const rel = link.target === '_blank' ? 'noopener noreferrer' : undefined;
  const attrs = attributes([
    ['href', link.url],
    ['title', link.title],
    ['target', link.target],
    ['rel', rel],
  ]);
  return `<a${attrs}>${link.children.map(serializeLeaf).join('')}</a>`;
}

export function serializeInlines(nodes: InlineNode[]): string {
  return nodes.map((node) => ('type' in node ? serializeLink(node) : serializeLeaf(node))).join('');
}

function serializeList(list: ListElement): string {
  const tag = list.type === 'numbered-list' ? 'ol' : 'ul';
  let html = '';
  let openItem: string | null = null;
  for (const child of list.children) {
    if (child.type === 'list-item') {
      if (openItem !== null) html += `${openItem}</li>`;
      openItem = serializeListItemOpen(child);
    } else {
      // A nested list belongs inside the item before it (or in an empty one when it comes first).
      openItem = (openItem ?? '<li>') + serializeList(child);
    }
  }
  if (openItem !== null) html += `${openItem}</li>`;
  return `<${tag}>${html}</${tag}>`;
}

function serializeListItemOpen(item: ListItemElement): string {
  return `<li${alignStyle(item.align)}>${serializeInlines(item.children)}`;
}

export function serializeBlock(block: BlockElement): string {
  switch (block.type) {
    case 'paragraph':
      return `<p${alignStyle(block.align)}>${serializeInlines(block.children)}</p>`;
    case 'heading':
      return `<h${block.level}${alignStyle(block.align)}>${serializeInlines(block.children)}</h${block.level}>`;
    case 'block-quote':
      return `<blockquote${alignStyle(block.align)}>${serializeInlines(block.children)}</blockquote>`;
    case 'code-block':
      return `<pre><code>${escapeText(block.children.map((leaf) => leaf.text).join(''))}</code></pre>`;
    case 'bulleted-list':
    case 'numbered-list':
      return serializeList(block);
    case 'image':
      // alt is always written (empty for a decorative image).
      return `<img${attributes([['src', block.url]])} alt="${escapeAttribute(block.alt ?? '')}"${attributes([
        ['title', block.title],
        ['width', block.width],
        ['height', block.height],
      ])} />`;
    case 'thematic-break':
      return '<hr />';
  }
}

/** True when a value holds no text, image or rule: such a section is saved as ''. */
export function isEmptyValue(value: RichTextValue): boolean {
  const empty = (node: BlockElement | ListItemElement | InlineNode): boolean => {
    if (!('type' in node)) return node.text === '';
    if (node.type === 'image' || node.type === 'thematic-break') return false;
    return (node.children as (BlockElement | ListItemElement | InlineNode)[]).every(empty);
  };
  return value.every(empty);
}

/** A section's content as HTML ('' for an empty editor). */
export function serializeHtml(value: RichTextValue): string {
  if (isEmptyValue(value)) return '';
  return value.map(serializeBlock).join('');
}
