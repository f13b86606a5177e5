import { type Editor, Transforms } from 'slate';
import { ReactEditor } from 'slate-react';

/**
 * Slate reads the browser's selection a moment after it changes; a toolbar action right after a
 * keyboard selection must use the selection as it is now.
 */
export function syncSelectionFromDom(editor: Editor) {
  const dom = window.getSelection();
  if (!dom || dom.rangeCount === 0 || !dom.anchorNode) return;
  if (!ReactEditor.hasDOMNode(editor, dom.anchorNode, { editable: true })) return;
  const range = ReactEditor.toSlateRange(editor, dom, { exactMatch: false, suppressThrow: true });
  if (range) Transforms.select(editor, range);
}
