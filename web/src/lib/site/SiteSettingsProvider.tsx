import { useQuery } from '@apollo/client/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { site } from '../../config/site';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useLogError } from '../errors';
import { siteSettingsQuery } from './site-settings-query';

export interface SocialLink {
  network: string;
  url: string;
}

export interface SiteInfo {
  name: string;
  /** Empty until loaded: pages fall back to their own description. */
  description: string;
  socialLinks: SocialLink[];
  author: { name: string; title: string; email: string; bio: string[]; links: SocialLink[] };
  /** False while the settings load (or when they failed: the fallbacks stay). */
  loaded: boolean;
}

const FALLBACK: SiteInfo = {
  name: site.name,
  description: '',
  socialLinks: site.social,
  author: site.author,
  loaded: false,
};

const SiteContext = createContext<SiteInfo>(FALLBACK);

/** Loads `siteSettings` in the reader's language once for the whole site. */
export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  const { locale } = useLanguage();
  const { query, variables } = siteSettingsQuery(locale);
  const { data, error } = useQuery(query, { variables });
  useLogError('Failed to load the site settings', error);
  const settings = data?.siteSettings;
  const value = useMemo<SiteInfo>(
    () =>
      settings
        ? {
            name: settings.siteName,
            description: settings.description,
            socialLinks: settings.socialLinks,
            author: {
              name: settings.author.name,
              title: settings.author.title,
              email: settings.author.email,
              bio: settings.author.bio,
              links: settings.author.links,
            },
            loaded: true,
          }
        : FALLBACK,
    [settings],
  );
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteInfo {
  return useContext(SiteContext);
}
