import { useEffect, useRef, useState } from 'react';
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
 */
export function SecretPanel({ issued, onDone }: { issued: IssuedSecret; onDone(): void }) {
  const t = useAdminT();
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
      await navigator.clipboard.writeText(issued.secret);
      setCopy('copied');
    } catch {
      selectSecret();
      setCopy('selected');
    }
  };

  return (
    <section className="integrations-secret" aria-labelledby="integrations-secret-title">
      <h2 id="integrations-secret-title" ref={heading} tabIndex={-1} className="admin-panel__title">
        {t(
          issued.regenerated ? 'admin.integrations.secret.regeneratedTitle' : 'admin.integrations.secret.createdTitle',
          {
            name: issued.name,
          },
        )}
      </h2>
      <p className="integrations-secret__warning">{t('admin.integrations.secret.warning')}</p>
      <div className="integrations-secret__row">
        <code ref={value} className="integrations-secret__value">
          {issued.secret}
        </code>
        <button type="button" className="admin-button admin-button--secondary" onClick={() => void onCopy()}>
          {t('admin.integrations.secret.copy')}
        </button>
      </div>
      <p className="admin-hint integrations-secret__status" role="status">
        {copy === 'copied' && t('admin.integrations.secret.copied')}
        {copy === 'selected' && t('admin.integrations.secret.copyFallback')}
      </p>
      <button type="button" className="admin-button" onClick={onDone}>
        {t('admin.integrations.secret.done')}
      </button>
    </section>
  );
}
