import { useSite } from '../../lib/site/SiteSettingsProvider';

/** The wordmark: an open book and the site's name. */
export function Logo() {
  const { name } = useSite();
  return (
    <span className="logo__inner">
      <svg className="logo__mark" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="9" fill="var(--color-accent)" />
        <path
          d="M8 11c3-1.3 6.3-1.1 10 1 3.7-2.1 7-2.3 10-1v14c-3-1.3-6.3-1.1-10 1-3.7-2.1-7-2.3-10-1z"
          fill="none"
          stroke="var(--color-on-accent)"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M18 12v14" stroke="var(--color-on-accent)" strokeWidth="1.8" />
      </svg>
      <span className="logo__name">{name}</span>
    </span>
  );
}
