import { createContext, useContext, useEffect, useState } from 'react';
import { useAdminT } from '../../i18n/admin-messages';

/** Lets a page add a detail (the post being edited) in front of the page name in the tab title. */
const TitleDetailContext = createContext<(detail: string) => void>(() => {});

export const TitleDetailProvider = TitleDetailContext.Provider;

/**
 * @returns the tab title "<detail> — <page> — Admin Panel", for a `<title>` element, and the
 * setter pages use for the detail.
 */
export function useAdminDocumentTitle(pageName: string): { title: string; setDetail: (detail: string) => void } {
  const t = useAdminT();
  const [detail, setDetail] = useState('');
  return { title: [detail, pageName, t('admin.brand')].filter(Boolean).join(' — '), setDetail };
}

/** Shows `detail` (e.g. a post's title) in the tab title while the calling page is shown. */
export function useAdminTitleDetail(detail: string) {
  const setDetail = useContext(TitleDetailContext);
  useEffect(() => {
    setDetail(detail);
    return () => setDetail('');
  }, [detail, setDetail]);
}
