import type { AppLocale } from '../../i18n/locales';

/** Simplified national flags drawn inline (emoji flags do not render on every system). */
export function Flag({ locale, className }: { locale: AppLocale; className?: string }) {
  const common = {
    className,
    width: 48,
    height: 32,
    viewBox: '0 0 48 32',
    'aria-hidden': true,
    focusable: false,
  } as const;
  switch (locale) {
    case 'fr':
      return (
        <svg {...common}>
          <rect width="16" height="32" fill="#0055a4" />
          <rect x="16" width="16" height="32" fill="#ffffff" />
          <rect x="32" width="16" height="32" fill="#ef4135" />
        </svg>
      );
    case 'it':
      return (
        <svg {...common}>
          <rect width="16" height="32" fill="#009246" />
          <rect x="16" width="16" height="32" fill="#ffffff" />
          <rect x="32" width="16" height="32" fill="#ce2b37" />
        </svg>
      );
    case 'es':
      return (
        <svg {...common}>
          <rect width="48" height="32" fill="#aa151b" />
          <rect y="8" width="48" height="16" fill="#f1bf00" />
        </svg>
      );
    case 'en':
      return (
        <svg {...common}>
          <clipPath id="flag-uk-clip">
            <rect width="48" height="32" />
          </clipPath>
          <g clipPath="url(#flag-uk-clip)">
            <rect width="48" height="32" fill="#012169" />
            <path d="M0 0l48 32M48 0L0 32" stroke="#ffffff" strokeWidth="6" />
            <path d="M0 0l48 32M48 0L0 32" stroke="#c8102e" strokeWidth="2" />
            <path d="M24 0v32M0 16h48" stroke="#ffffff" strokeWidth="10" />
            <path d="M24 0v32M0 16h48" stroke="#c8102e" strokeWidth="6" />
          </g>
        </svg>
      );
  }
}
