import { type FormEvent, useEffect, useState } from 'react';
import { useAdminT } from '../../i18n/admin-messages';

const ID = 'admin-post-passage';

/**
 * The admin list's passage filter: a Bible reference in any of the site's languages (`Jn 3`,
 * `Psaume 23`). It applies on Enter or when the field is left, not on every key (a half-typed
 * book is no reference); emptying the field clears the filter at once. `invalid` shows the API's
 * refusal of the reference applied, under the field.
 */
export function PassageFilter({
  value,
  invalid,
  onApply,
}: {
  value: string;
  invalid: boolean;
  onApply(reference: string): void;
}) {
  const t = useAdminT();
  const [text, setText] = useState(value);

  // The URL changed elsewhere (back button, a link): show its reference.
  useEffect(() => setText(value), [value]);

  const apply = (reference: string) => {
    if (reference.trim() !== value) onApply(reference.trim());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(text);
  };

  return (
    <form className="admin-posts__passage" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={ID}>
        {t('admin.posts.passageLabel')}
      </label>
      <input
        id={ID}
        className="admin-input"
        type="search"
        enterKeyHint="search"
        placeholder={t('admin.posts.passage')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (!event.target.value.trim()) apply('');
        }}
        onBlur={() => apply(text)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${ID}-error` : undefined}
      />
      {invalid && (
        <p id={`${ID}-error`} className="admin-field-error" role="alert">
          {t('admin.posts.passageInvalid', { reference: value })}
        </p>
      )}
    </form>
  );
}
