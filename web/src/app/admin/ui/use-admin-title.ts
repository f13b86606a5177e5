import { useEffect } from 'react';
import { useAdminT } from '../i18n';

/** Sets the tab title of an admin screen ("Posts — Admin"). Admin pages are never indexed. */
export function useAdminTitle(title: string) {
  const t = useAdminT();
  useEffect(() => {
    document.title = `${title} — ${t('admin.brand')}`;
    let robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!robots) {
      robots = document.createElement('meta');
      robots.name = 'robots';
      document.head.appendChild(robots);
    }
    robots.content = 'noindex, nofollow';
  }, [title, t]);
}
