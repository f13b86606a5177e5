import { useState } from 'react';
import type { BaseSelection } from 'slate';
import { Transforms } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';

/** The editor's selection when a form opened, put back (with the focus) before the form changes the text. */
export function useRestoreSelection() {
  const editor = useSlate();
  const [saved] = useState<BaseSelection>(() => editor.selection);
  return {
    restore: () => {
      ReactEditor.focus(editor);
      if (saved) Transforms.select(editor, saved);
    },
  };
}
