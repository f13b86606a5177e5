import type { Editor } from 'slate';

/** Links are inline; images and rules are void (no text of their own). */
export function withRichText<T extends Editor>(editor: T): T {
  const { isInline, isVoid } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || element.type === 'thematic-break' || isVoid(element);
  return editor;
}
