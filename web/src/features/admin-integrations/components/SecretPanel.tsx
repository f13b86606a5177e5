import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useAdminT } from '../../../i18n/admin-messages';

/** A secret the server has just issued: held in this screen's state only, until Done. */
export interface IssuedSecret {
  secret: string;
  tokenId: string;
  name: string;
  regenerated: boolean;
}

/**
 * The one time a secret is shown: it takes the focus (so a screen reader reads the warning), a
 * Copy button writes it to the clipboard, and where the clipboard is refused (an insecure origin,
 * a denied permission) the secret is selected instead for the keyboard's copy. Done forgets it.
 * Used for API tokens and webhook signing secrets: `title`, `warning` and `copyFallback` say which,
 * and `children` (notes on how to use the secret) come between the secret and Done.
 */
export function SecretPanel({
  secret,
  title,
  warning,
  copyFallback,
  onDone,
  children,
}: {
  secret: string;
  title: string;
  warning: string;
  copyFallback: string;
  onDone(): void;
  children?: ReactNode;
}) {
  const t = useAdminT();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const value = useRef<HTMLElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'selected'>('idle');

  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  const selectSecret = () => {
    const element = value.current;
    const selection = window.getSelection();
    if (!element || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(element);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  const onCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard here');
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      selectSecret();
      setCopy('selected');
    }
  };

  return (
    <section className="integrations-secret" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="admin-panel__title">
        {title}
      </h2>
      <p className="integrations-secret__warning">{warning}</p>
      <div className="integrations-secret__row">
        <code ref={value} className="integrations-secret__value">
          {secret}
        </code>
        <button type="button" className="admin-button admin-button--secondary" onClick={() => void onCopy()}>
          {t('admin.integrations.secret.copy')}
        </button>
      </div>
      <p className="admin-hint integrations-secret__status" role="status">
        {copy === 'copied' && t('admin.integrations.secret.copied')}
        {copy === 'selected' && copyFallback}
      </p>
      {children}
      <button type="button" className="admin-button" onClick={onDone}>
        {t('admin.integrations.secret.done')}
      </button>
    </section>
  );
}
