import { Editor, Element, Node, Path, Range, Transforms } from 'slate';
import {
  type Alignment,
  BOOLEAN_MARKS,
  type BlockElement,
  type BooleanMark,
  type ColorMark,
  type HeadingLevel,
  type ImageElement,
  type LinkElement,
  type ListElement,
} from './rich-text-types';

/** The block formats of the toolbar. */
export type BlockFormat =
  'paragraph' | `heading-${HeadingLevel}` | 'block-quote' | 'code-block' | 'bulleted-list' | 'numbered-list';

const LIST_TYPES = ['bulleted-list', 'numbered-list'] as const;
type ListType = (typeof LIST_TYPES)[number];
const isListType = (format: string): format is ListType => (LIST_TYPES as readonly string[]).includes(format);

/** Elements that hold the text a person types (the blocks marks and alignment apply to). */
const isTextBlock = (node: Node): node is Element =>
  Element.isElement(node) && ['paragraph', 'heading', 'block-quote', 'code-block', 'list-item'].includes(node.type);

// Marks

export function isMarkActive(editor: Editor, mark: BooleanMark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: BooleanMark) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

export function currentColor(editor: Editor, mark: ColorMark): string | undefined {
  return Editor.marks(editor)?.[mark];
}

/** Sets (or, with null, removes) the text or background colour of the selection. */
export function setColor(editor: Editor, mark: ColorMark, color: string | null) {
  if (color) Editor.addMark(editor, mark, color);
  else Editor.removeMark(editor, mark);
}

/** 'Clean': removes every mark and colour from the selection. */
export function clearFormatting(editor: Editor) {
  for (const mark of [...BOOLEAN_MARKS, 'color', 'backgroundColor'] as const) Editor.removeMark(editor, mark);
}

// Blocks

function formatMatches(node: Node, format: BlockFormat): boolean {
  if (!Element.isElement(node)) return false;
  if (format.startsWith('heading-')) return node.type === 'heading' && node.level === Number(format.slice(8));
  return node.type === format;
}

export function isBlockActive(editor: Editor, format: BlockFormat): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Array.from(
    Editor.nodes(editor, {
      at: Editor.unhangRange(editor, selection),
      match: (node) => !Editor.isEditor(node) && formatMatches(node, format),
    }),
  );
  return Boolean(match);
}

/** The format of the block at the cursor, for the block-type picker. */
export function currentBlockFormat(editor: Editor): BlockFormat | null {
  const { selection } = editor;
  if (!selection) return null;
  const entry = Editor.above(editor, { at: selection.anchor, match: isTextBlock });
  if (!entry) return null;
  const [node] = entry;
  if (node.type === 'heading') return `heading-${node.level}`;
  if (node.type === 'list-item') {
    const list = Editor.above<ListElement>(editor, {
      at: selection.anchor,
      match: (n) => Element.isElement(n) && isListType(n.type),
    });
    return list ? list[0].type : 'paragraph';
  }
  return node.type as BlockFormat;
}

/** Turns the selected blocks into `format`, or back into paragraphs when they already are. */
export function toggleBlock(editor: Editor, format: BlockFormat) {
  const active = isBlockActive(editor, format);
  const list = isListType(format);
  Transforms.unwrapNodes(editor, {
    match: (node) => Element.isElement(node) && isListType(node.type),
    split: true,
  });
  let properties: Partial<BlockElement | { type: 'list-item' }>;
  if (active) properties = { type: 'paragraph' };
  else if (list) properties = { type: 'list-item' };
  else if (format.startsWith('heading-'))
    properties = { type: 'heading', level: Number(format.slice(8)) as HeadingLevel };
  else properties = { type: format as 'paragraph' | 'block-quote' | 'code-block' };
  Transforms.setNodes<Element>(editor, properties as Partial<Element>, { match: isTextBlock });
  if (!active && list) Transforms.wrapNodes(editor, { type: format, children: [] } as ListElement);
  if (!active && format === 'code-block') {
    // Code is plain text.
    for (const mark of [...BOOLEAN_MARKS, 'color', 'backgroundColor'] as const) {
      Transforms.unsetNodes(editor, mark, { match: (n) => !Element.isElement(n) && !Editor.isEditor(n), split: false });
    }
  }
}

export function currentAlignment(editor: Editor): Alignment {
  const { selection } = editor;
  if (!selection) return 'left';
  const entry = Editor.above(editor, { at: selection.anchor, match: isTextBlock });
  const node = entry?.[0];
  return (node && 'align' in node && node.align) || 'left';
}

export function setAlignment(editor: Editor, align: Alignment) {
  Transforms.setNodes<Element>(editor, { align: align === 'left' ? undefined : align } as Partial<Element>, {
    match: (node) => isTextBlock(node) && node.type !== 'code-block',
  });
}

// Links

export function activeLink(editor: Editor): LinkElement | null {
  const [entry] = Array.from(
    Editor.nodes<LinkElement>(editor, { match: (n) => Element.isElement(n) && n.type === 'link' }),
  );
  return entry ? entry[0] : null;
}

export function unwrapLink(editor: Editor) {
  Transforms.unwrapNodes(editor, { match: (n) => Element.isElement(n) && n.type === 'link' });
}

/**
 * Links the selection to `url` (or changes the link under the cursor); with a collapsed cursor
 * outside a link, inserts `text` (or the URL) as the link's text.
 */
export function upsertLink(editor: Editor, url: string, options: { target?: string; text?: string } = {}) {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
  const existing = activeLink(editor);
  const attributes = { url, target: options.target || undefined };
  if (existing && editor.selection && Range.isCollapsed(editor.selection)) {
    Transforms.setNodes<Element>(editor, attributes as Partial<Element>, {
      match: (n) => Element.isElement(n) && n.type === 'link',
    });
    return;
  }
  if (existing) unwrapLink(editor);
  const selection = editor.selection!;
  if (Range.isCollapsed(selection)) {
    const link: LinkElement = { type: 'link', ...attributes, children: [{ text: options.text?.trim() || url }] };
    if (!link.target) delete link.target;
    Transforms.insertNodes(editor, link);
    Transforms.move(editor, { distance: 1, unit: 'offset' });
  } else {
    const link = { type: 'link', ...attributes, children: [] } as LinkElement;
    if (!link.target) delete link.target;
    Transforms.wrapNodes(editor, link, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

// Blocks inserted

/**
 * The top-level block at the cursor (the cursor goes to the end when there is none; a list counts
 * as one block), and whether it is an empty paragraph, which an inserted block replaces.
 */
function topBlockAtCursor(editor: Editor): { top: Path; empty: boolean } {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
  const blockEntry = Editor.above(editor, {
    match: (n) => Element.isElement(n) && Editor.isBlock(editor, n) && !isListType(n.type),
    mode: 'lowest',
  });
  const top = blockEntry ? [blockEntry[1][0]] : [editor.children.length - 1];
  const topNode = Node.get(editor, top);
  const empty = Element.isElement(topNode) && topNode.type === 'paragraph' && Node.string(topNode) === '';
  return { top, empty };
}

/** Inserts a block void (image, rule) after the current block, with a paragraph after it. */
function insertVoidBlock(editor: Editor, node: ImageElement | { type: 'thematic-break'; children: [{ text: '' }] }) {
  const { top, empty } = topBlockAtCursor(editor);
  const at = empty ? top : Path.next(top);
  if (empty) Transforms.removeNodes(editor, { at: top });
  Transforms.insertNodes(editor, [node, { type: 'paragraph', children: [{ text: '' }] }], { at });
  Transforms.select(editor, Editor.start(editor, Path.next(at)));
}

/** Blocks a block can be inserted into the middle of, splitting them in two. */
const SPLITTABLE = new Set(['paragraph', 'heading', 'block-quote']);

/**
 * Inserts a block (a quote) at the cursor: in place of an empty paragraph; in a paragraph,
 * heading or quote, at the cursor (before the block at its start, after it at its end, else
 * splitting it there); in a list or code, after it. The cursor goes to the start of the block
 * that follows, an empty paragraph when the block ends the section.
 */
export function insertBlock(editor: Editor, block: BlockElement) {
  if (editor.selection) Transforms.collapse(editor, { edge: 'end' });
  const { top, empty } = topBlockAtCursor(editor);
  const topNode = Node.get(editor, top);
  const point = editor.selection!.anchor;
  let at = Path.next(top);
  if (empty) {
    Transforms.removeNodes(editor, { at: top });
    at = top;
  } else if (Element.isElement(topNode) && SPLITTABLE.has(topNode.type) && Path.isAncestor(top, point.path)) {
    if (Editor.isStart(editor, point, top)) at = top;
    else if (!Editor.isEnd(editor, point, top))
      Transforms.splitNodes(editor, { at: point, match: (_, path) => path.length === 1 });
  }
  Transforms.insertNodes(editor, block, { at });
  const after = Path.next(at);
  if (!Node.has(editor, after))
    Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: after });
  Transforms.select(editor, Editor.start(editor, after));
}

export function insertImage(editor: Editor, image: { url: string; alt?: string }) {
  insertVoidBlock(editor, { type: 'image', url: image.url, alt: image.alt ?? '', children: [{ text: '' }] });
}

export function insertRule(editor: Editor) {
  insertVoidBlock(editor, { type: 'thematic-break', children: [{ text: '' }] });
}

/**
 * Enter and Backspace as people expect: Enter leaves a heading for a paragraph and an empty list
 * item for a paragraph; Enter in a code block is a new line; Backspace at the start of a styled
 * empty block makes it a paragraph.
 */
export function withEditingRules<T extends Editor>(editor: T): T {
  const { insertBreak, deleteBackward } = editor;

  editor.insertBreak = () => {
    const entry = editor.selection && Editor.above(editor, { match: isTextBlock });
    if (!entry) return insertBreak();
    const [node, path] = entry;
    if (node.type === 'code-block') {
      editor.insertText('\n');
      return;
    }
    if (node.type === 'list-item' && Node.string(node) === '') {
      toggleBlock(editor, currentBlockFormat(editor) ?? 'bulleted-list');
      return;
    }
    if (node.type === 'heading' || node.type === 'block-quote') {
      const atEnd = editor.selection && Editor.isEnd(editor, editor.selection.anchor, path);
      insertBreak();
      if (atEnd)
        Transforms.setNodes<Element>(editor, { type: 'paragraph', level: undefined } as Partial<Element>, {
          match: isTextBlock,
        });
      return;
    }
    insertBreak();
  };

  editor.deleteBackward = (unit) => {
    const { selection } = editor;
    if (selection && Range.isCollapsed(selection)) {
      const entry = Editor.above(editor, { match: isTextBlock });
      if (entry) {
        const [node, path] = entry;
        if (node.type !== 'paragraph' && Editor.isStart(editor, selection.anchor, path)) {
          const format = currentBlockFormat(editor);
          if (format) {
            if (isListType(format)) toggleBlock(editor, format);
            else
              Transforms.setNodes<Element>(editor, { type: 'paragraph', level: undefined } as Partial<Element>, {
                match: isTextBlock,
              });
            return;
          }
        }
      }
    }
    deleteBackward(unit);
  };

  return editor;
}
