import { useEffect } from 'react';
import { site } from '../config/site';
import { useSite } from '../features/site/SiteSettingsProvider';

export interface PageMeta {
  /** The page's own title; the site suffix is added ("Tags — Wisdom Blog"). None on the home page. */
  title?: string;
  /** Defaults to the site's description (site settings). */
  description?: string;
  /** Path of the canonical URL (defaults to the current path, without the query). */
  canonicalPath?: string;
  /** robots noindex (not-found page, tags page on error). */
  noindex?: boolean;
  type?: 'website' | 'article';
  /** BCP 47 language of the page's content (og:locale). */
  lang?: string;
}

const OG_LOCALES: Record<string, string> = { en: 'en_US', fr: 'fr_FR', es: 'es_ES', it: 'it_IT' };

export function fullTitle(title: string | undefined, siteName: string): string {
  return title ? `${title}${site.titleSeparator}${siteName}` : siteName;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setCanonical(url: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = url;
}

/** Sets the document's title, description, canonical URL, robots and social card tags. */
export function usePageMeta(meta: PageMeta): void {
  const { title, canonicalPath, noindex = false, type = 'website', lang } = meta;
  const settings = useSite();
  const siteName = settings.name;
  const description = meta.description || settings.description;
  useEffect(() => {
    const origin = window.location.origin;
    const url = origin + (canonicalPath ?? window.location.pathname);
    const image = origin + site.socialImage.url;
    const heading = fullTitle(title, siteName);
    document.title = heading;
    setMeta('name', 'description', description);
    setMeta('name', 'robots', noindex ? 'noindex, nofollow' : 'index, follow');
    setCanonical(url);
    setMeta('property', 'og:site_name', siteName);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:title', heading);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:image', image);
    setMeta('property', 'og:image:width', String(site.socialImage.width));
    setMeta('property', 'og:image:height', String(site.socialImage.height));
    setMeta('property', 'og:locale', OG_LOCALES[lang ?? document.documentElement.lang] ?? 'en_US');
    setMeta('name', 'twitter:card', 'summary_large_image');
    setMeta('name', 'twitter:site', site.twitterHandle);
    setMeta('name', 'twitter:title', heading);
    setMeta('name', 'twitter:description', description);
    setMeta('name', 'twitter:image', image);
  }, [title, description, siteName, canonicalPath, noindex, type, lang]);
}
