import { type KeyboardEvent, useCallback, useMemo, useState } from 'react';
import { createEditor, type Descendant, type Editor, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact } from 'slate-react';
import { toggleMark, withEditingRules } from '../editor-commands';
import { withRichText } from '../editor-plugin';
import { deserializeHtml } from '../html/deserialize';
import type { Locale } from '../../../gql/schema-types';
import type { BooleanMark, RichTextValue } from '../rich-text-types';
import { syncSelectionFromDom } from './dom-selection';
import { PassageDialog } from './PassageDialog';
import { RenderElement, RenderLeaf } from './RichTextElements';
import { type Popover, Toolbar } from './Toolbar';
import { useScriptureHighlights } from './use-scripture-highlights';
import './rich-text-editor.css';

/** Ctrl (Cmd on a Mac) + key marks. */
const MARK_KEYS: Record<string, BooleanMark> = { b: 'bold', i: 'italic', u: 'underline', e: 'code' };

/** Pasted HTML goes through the same reader as saved sections (only the supported formatting stays). */
function withHtmlPaste<T extends Editor>(editor: T): T {
  const { insertData } = editor;
  editor.insertData = (data: DataTransfer) => {
    const html = data.getData('text/html');
    if (html) {
      const fragment = deserializeHtml(html);
      Transforms.insertFragment(editor, fragment as Descendant[]);
      return;
    }
    insertData(data);
  };
  return editor;
}

/**
 * One section's rich-text editor (Slate). Uncontrolled: it starts from `initialValue` and reports
 * every change; the parent keeps a key per section so moving sections keeps each editor. The
 * Bible references of the text, read in the post's language (`locale`), are highlighted.
 */
export default function RichTextEditor({
  initialValue,
  onChange,
  label,
  locale,
  placeholder,
}: {
  initialValue: RichTextValue;
  onChange(value: RichTextValue): void;
  label: string;
  locale: Locale;
  placeholder?: string;
}) {
  const [editor] = useState(() =>
    withHtmlPaste(withEditingRules(withRichText(withHistory(withReact(createEditor()))))),
  );
  const [popover, setPopover] = useState<Popover>(null);
  const [passageOpen, setPassageOpen] = useState(false);
  const { decorate, onTextChange } = useScriptureHighlights(editor, locale);
  const initial = useMemo(() => initialValue as Descendant[], [initialValue]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const mod = event.ctrlKey || event.metaKey;
      if (event.key === 'Enter' && event.shiftKey) {
        event.preventDefault();
        editor.insertText('\n');
        return;
      }
      if (!mod || event.altKey) return;
      syncSelectionFromDom(editor);
      const key = event.key.toLowerCase();
      if (event.shiftKey && key === 'x') {
        event.preventDefault();
        toggleMark(editor, 'strikethrough');
      } else if (!event.shiftKey && MARK_KEYS[key]) {
        event.preventDefault();
        toggleMark(editor, MARK_KEYS[key]);
      } else if (!event.shiftKey && key === 'k') {
        event.preventDefault();
        setPopover('link');
      }
    },
    [editor],
  );

  return (
    <div className="rte">
      <Slate
        editor={editor}
        initialValue={initial}
        onValueChange={(value) => {
          onTextChange();
          onChange(value as RichTextValue);
        }}
      >
        <Toolbar
          popover={popover}
          setPopover={setPopover}
          passageOpen={passageOpen}
          onPassage={() => setPassageOpen(true)}
        />
        {passageOpen && <PassageDialog locale={locale} onClose={() => setPassageOpen(false)} />}
        <Editable
          className="rte-content"
          aria-label={label}
          aria-multiline="true"
          decorate={decorate}
          renderElement={RenderElement}
          renderLeaf={RenderLeaf}
          placeholder={placeholder}
          spellCheck
          onKeyDown={onKeyDown}
        />
      </Slate>
    </div>
  );
}
