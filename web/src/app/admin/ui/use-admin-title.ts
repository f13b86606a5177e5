import { createContext, useContext, useEffect, useState } from 'react';
import { useAdminT } from '../i18n';

/** Lets a page add a detail (the post being edited) in front of the page name in the tab title. */
const TitleDetailContext = createContext<(detail: string) => void>(() => {});

export const TitleDetailProvider = TitleDetailContext.Provider;

/**
 * Sets the tab title "<detail> — <page> — Admin Panel" and returns the setter pages use for the
 * detail. Admin pages are never indexed.
 */
export function useAdminDocumentTitle(pageName: string): (detail: string) => void {
  const t = useAdminT();
  const [detail, setDetail] = useState('');
  useEffect(() => {
    document.title = [detail, pageName, t('admin.brand')].filter(Boolean).join(' — ');
    let robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!robots) {
      robots = document.createElement('meta');
      robots.name = 'robots';
      document.head.appendChild(robots);
    }
    robots.content = 'noindex, nofollow';
  }, [detail, pageName, t]);
  return setDetail;
}

/** Shows `detail` (e.g. a post's title) in the tab title while the calling page is shown. */
export function useAdminTitleDetail(detail: string) {
  const setDetail = useContext(TitleDetailContext);
  useEffect(() => {
    setDetail(detail);
    return () => setDetail('');
  }, [detail, setDetail]);
}
