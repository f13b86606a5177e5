import { useId, useState } from 'react';
import { useAdminT } from '../../../i18n/admin-messages';
import { CloseIcon } from '../../../components/ui/Icons';
import { addTag } from '../post-form';

/** A tag list: Enter adds the trimmed text when not empty; x removes a tag. */
export function TagInput({
  label,
  hint,
  tags,
  onChange,
}: {
  label: string;
  hint?: string;
  tags: string[];
  onChange(tags: string[]): void;
}) {
  const t = useAdminT();
  const id = useId();
  const [text, setText] = useState('');
  return (
    <div className="admin-field">
      <label className="admin-label" htmlFor={id}>
        {label}
      </label>
      {tags.length > 0 && (
        <ul className="editor-tags" aria-label={label}>
          {tags.map((tag) => (
            <li key={tag} className="editor-tag">
              <span>{tag}</span>
              <button
                type="button"
                className="editor-tag__remove"
                aria-label={t('admin.editor.removeTag', { tag })}
                onClick={() => onChange(tags.filter((existing) => existing !== tag))}
              >
                <CloseIcon width={12} height={12} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className="admin-input"
        type="text"
        value={text}
        placeholder={t('admin.editor.tagPlaceholder')}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          if (!text.trim()) return;
          onChange(addTag(tags, text));
          setText('');
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
