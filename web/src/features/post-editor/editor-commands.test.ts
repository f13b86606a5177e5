import { createEditor, Editor, Transforms } from 'slate';
import {
  clearFormatting,
  currentBlockFormat,
  insertBlock,
  insertImage,
  setAlignment,
  setColor,
  toggleBlock,
  toggleMark,
  upsertLink,
  withEditingRules,
} from './editor-commands';
import { withRichText } from './editor-plugin';
import { deserializeHtml } from './html/deserialize';
import { serializeHtml } from './html/serialize';
import type { RichTextValue } from './rich-text-types';

/** An editor on `html` with the cursor at the end (or the given selection). */
function editorWith(html: string) {
  const editor = withEditingRules(withRichText(createEditor()));
  editor.children = deserializeHtml(html);
  Transforms.select(editor, Editor.end(editor, []));
  return editor;
}

const html = (editor: Editor) => serializeHtml(editor.children as RichTextValue);
const selectAll = (editor: Editor) =>
  Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) });

describe('editor commands', () => {
  it('toggles marks on the selection', () => {
    const editor = editorWith('<p>grace</p>');
    selectAll(editor);
    toggleMark(editor, 'bold');
    toggleMark(editor, 'italic');
    expect(html(editor)).toBe('<p><strong><em>grace</em></strong></p>');
    toggleMark(editor, 'bold');
    expect(html(editor)).toBe('<p><em>grace</em></p>');
  });

  it('sets colours and clears all formatting', () => {
    const editor = editorWith('<p>hope</p>');
    selectAll(editor);
    setColor(editor, 'color', '#1d4ed8');
    toggleMark(editor, 'underline');
    expect(html(editor)).toBe('<p><u><span style="color:#1d4ed8">hope</span></u></p>');
    clearFormatting(editor);
    expect(html(editor)).toBe('<p>hope</p>');
  });

  it('turns paragraphs into lists, headings, quotes and code, and back', () => {
    const editor = editorWith('<p>one</p><p>two</p>');
    selectAll(editor);
    toggleBlock(editor, 'numbered-list');
    expect(html(editor)).toBe('<ol><li>one</li><li>two</li></ol>');
    toggleBlock(editor, 'bulleted-list');
    expect(html(editor)).toBe('<ul><li>one</li><li>two</li></ul>');
    toggleBlock(editor, 'bulleted-list');
    expect(html(editor)).toBe('<p>one</p><p>two</p>');
    toggleBlock(editor, 'heading-2');
    expect(html(editor)).toBe('<h2>one</h2><h2>two</h2>');
    expect(currentBlockFormat(editor)).toBe('heading-2');
    toggleBlock(editor, 'block-quote');
    expect(html(editor)).toBe('<blockquote>one</blockquote><blockquote>two</blockquote>');
    toggleBlock(editor, 'code-block');
    expect(html(editor)).toBe('<pre><code>one</code></pre><pre><code>two</code></pre>');
  });

  it('aligns blocks', () => {
    const editor = editorWith('<p>centre</p>');
    setAlignment(editor, 'center');
    expect(html(editor)).toBe('<p style="text-align:center">centre</p>');
    setAlignment(editor, 'left');
    expect(html(editor)).toBe('<p>centre</p>');
  });

  it('links the selection, or inserts the address as a link at the cursor', () => {
    const editor = editorWith('<p>read more</p>');
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 5 }, focus: { path: [0, 0], offset: 9 } });
    upsertLink(editor, 'https://example.org');
    expect(html(editor)).toBe('<p>read <a href="https://example.org">more</a></p>');
    const empty = editorWith('<p>see</p>');
    empty.insertText(' ');
    upsertLink(empty, 'mailto:a@b.org', { target: '_blank' });
    expect(html(empty)).toBe(
      '<p>see <a href="mailto:a@b.org" target="_blank" rel="noopener noreferrer">mailto:a@b.org</a></p>',
    );
  });

  it('inserts an image after the current block, replacing an empty paragraph', () => {
    const editor = editorWith('<p>before</p>');
    insertImage(editor, { url: '/uploads/a.png', alt: 'A' });
    expect(html(editor)).toBe('<p>before</p><img src="/uploads/a.png" alt="A" /><p></p>');
    insertImage(editor, { url: '/uploads/b.png' });
    expect(html(editor)).toBe(
      '<p>before</p><img src="/uploads/a.png" alt="A" /><img src="/uploads/b.png" alt="" /><p></p>',
    );
  });

  it('inserts a block at the cursor: splitting a paragraph, replacing an empty one, after a list', () => {
    const quote = () => ({ type: 'block-quote' as const, children: [{ text: 'Q' }] });
    const middle = editorWith('<p>before after</p>');
    Transforms.select(middle, { path: [0, 0], offset: 7 });
    insertBlock(middle, quote());
    middle.insertText('…');
    expect(html(middle)).toBe('<p>before </p><blockquote>Q</blockquote><p>…after</p>');

    const end = editorWith('<p>text</p><p></p>');
    insertBlock(end, quote());
    end.insertText('next');
    expect(html(end)).toBe('<p>text</p><blockquote>Q</blockquote><p>next</p>');

    const start = editorWith('<h2>Title</h2>');
    Transforms.select(start, Editor.start(start, []));
    insertBlock(start, quote());
    expect(html(start)).toBe('<blockquote>Q</blockquote><h2>Title</h2>');

    const list = editorWith('<ul><li>a</li></ul>');
    insertBlock(list, quote());
    expect(html(list)).toBe('<ul><li>a</li></ul><blockquote>Q</blockquote><p></p>');
  });

  it('Enter leaves a heading for a paragraph, an empty list item for a paragraph, and is a line break in code', () => {
    const heading = editorWith('<h2>Title</h2>');
    heading.insertBreak();
    heading.insertText('body');
    expect(html(heading)).toBe('<h2>Title</h2><p>body</p>');

    const list = editorWith('<ul><li>a</li></ul>');
    list.insertBreak();
    list.insertBreak();
    list.insertText('after');
    expect(html(list)).toBe('<ul><li>a</li></ul><p>after</p>');

    const code = editorWith('<pre><code>a</code></pre>');
    code.insertBreak();
    code.insertText('b');
    expect(html(code)).toBe('<pre><code>a\nb</code></pre>');
  });

  it('Backspace at the start of a heading makes it a paragraph', () => {
    const editor = editorWith('<h3>Note</h3>');
    Transforms.select(editor, Editor.start(editor, []));
    editor.deleteBackward('character');
    expect(html(editor)).toBe('<p>Note</p>');
  });
});
