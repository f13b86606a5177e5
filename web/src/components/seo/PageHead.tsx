import { useLocation } from 'react-router-dom';
import { useSiteOrigin } from '../../config/origin';
import { paths } from '../../config/routes';
import { site } from '../../config/site';
import { useSite } from '../../lib/site/SiteSettingsProvider';
import { useLanguage } from '../../i18n/LanguageProvider';
import { languagePath } from '../../i18n/language-url';
import type { AppLocale } from '../../i18n/locales';
import { useT } from '../../i18n/use-t';
import { feedLinks, type LanguageVersion, listVersions, ogLocale, sharedImage } from './head-links';
import { breadcrumbJsonLd, serializeJsonLd, type SizedImage, type StructuredData } from './structured-data';

/** What an article's page adds to its head (Open Graph `article:*`). */
export interface ArticleHead {
  /** ISO 8601. */
  publishedTime: string;
  /** ISO 8601. */
  modifiedTime: string;
  tags: readonly string[];
}

export interface PageHeadProps {
  /** The page's own title; the site's name is added ("Tags — Wisdom Blog"). None on the home page. */
  title?: string;
  /** Meta description; defaults to the site's description. */
  description?: string;
  /** Path of the page's canonical URL, without `?lang` (default: the current path). */
  path?: string;
  /** Keeps the page out of search engines (robots noindex): no canonical URL, no language versions. */
  noindex?: boolean;
  /**
   * The page's address carries a secret (a preview link's token): the head never repeats it, and
   * shares the page as `path` (its public address) instead.
   */
  privateUrl?: boolean;
  /**
   * The language of a page written in one language only (a post), whose URL carries no `?lang`.
   * Default: the interface language, named by `?lang` in the page's URL.
   */
  language?: AppLocale;
  /** The page in each language for hreflang (default: the `?lang=` versions of `path`). */
  versions?: readonly LanguageVersion[];
  /** The image shared with the page (an absolute path or URL); default: the site's social card. */
  image?: SizedImage | null;
  /** An article's dates and tags: the page is shared as an article. */
  article?: ArticleHead;
  /** On a tag page: its feeds are announced beside the site's. */
  feedTag?: string;
  /**
   * The list pages between the home page and this one (paths without `?lang`): a BreadcrumbList
   * from the home page through them to this page, named by its title.
   */
  breadcrumbs?: readonly { name: string; path: string }[];
  /** JSON-LD blocks describing the page (schema.org). */
  structuredData?: readonly StructuredData[];
}

/** "Page — Site", or the site's name alone for a page without a title of its own. */
export function fullTitle(title: string | undefined, siteName: string): string {
  return title ? `${title}${site.titleSeparator}${siteName}` : siteName;
}

/** The page's meta description: its own, else the site's (from the site settings, else the catalog's). */
export function usePageDescription(description?: string): string {
  const t = useT();
  const settings = useSite();
  return description || settings.description || t('meta.home.description');
}

/**
 * The page's head, written where the page renders it: React puts `<title>`, `<meta>` and `<link>`
 * into the document's `<head>` (in the browser and when rendering on the server). Title,
 * description, robots, canonical URL, hreflang versions, feed autodiscovery (RSS and Atom),
 * Open Graph (https://ogp.me) and Twitter card tags, and the JSON-LD blocks given.
 */
export function PageHead({
  title,
  description,
  path,
  noindex = false,
  privateUrl = false,
  language,
  versions,
  image,
  article,
  feedTag,
  breadcrumbs,
  structuredData = [],
}: PageHeadProps) {
  const t = useT();
  const settings = useSite();
  const { locale } = useLanguage();
  const origin = useSiteOrigin();
  const location = useLocation();
  const lang = language ?? locale;
  const pagePath = path ?? location.pathname;
  const canonical = `${origin}${language ? pagePath : languagePath(pagePath, lang)}`;
  const url = noindex && !privateUrl ? `${origin}${location.pathname}${location.search}` : canonical;
  const heading = fullTitle(title, settings.name);
  const shareTitle = title ?? settings.name;
  const summary = usePageDescription(description);
  const alternates = noindex ? [] : (versions ?? listVersions(pagePath));
  const otherLocales = alternates.flatMap((version) =>
    version.hrefLang === 'x-default' || version.hrefLang === lang ? [] : [version.hrefLang],
  );
  const picture = sharedImage(origin, image);
  const localized = (step: { name: string; path: string }) => ({
    name: step.name,
    url: `${origin}${languagePath(step.path, lang)}`,
  });
  const blocks = breadcrumbs
    ? [
        ...structuredData,
        breadcrumbJsonLd([
          localized({ name: t('nav.home'), path: paths.home }),
          ...breadcrumbs.map(localized),
          { name: shareTitle, url: canonical },
        ]),
      ]
    : structuredData;
  const feeds = [
    ...feedLinks(lang).map((feed) => ({ ...feed, title: t('meta.feed') })),
    ...(feedTag === undefined
      ? []
      : feedLinks(lang, feedTag).map((feed) => ({ ...feed, title: t('meta.feed.tag', { tag: feedTag }) }))),
  ];

  return (
    <>
      <title>{heading}</title>
      <meta name="description" content={summary} />
      <meta name="robots" content={noindex ? 'noindex, nofollow' : 'index, follow'} />
      {!noindex && <link rel="canonical" href={canonical} />}
      {alternates.map((version) => (
        <link key={version.hrefLang} rel="alternate" hrefLang={version.hrefLang} href={`${origin}${version.path}`} />
      ))}
      {feeds.map((feed) => (
        <link
          key={feed.path}
          rel="alternate"
          type={feed.type}
          title={`${feed.title} (${feed.label})`}
          href={`${origin}${feed.path}`}
        />
      ))}
      <meta property="og:site_name" content={settings.name} />
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:title" content={shareTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={picture.url} />
      <meta property="og:image:width" content={String(picture.width)} />
      <meta property="og:image:height" content={String(picture.height)} />
      <meta property="og:locale" content={ogLocale(lang)} />
      {otherLocales.map((other) => (
        <meta key={other} property="og:locale:alternate" content={ogLocale(other)} />
      ))}
      {article && <meta property="article:published_time" content={article.publishedTime} />}
      {article && <meta property="article:modified_time" content={article.modifiedTime} />}
      {article?.tags.map((tag, index) => (
        <meta key={index} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={site.twitterHandle} />
      <meta name="twitter:title" content={shareTitle} />
      <meta name="twitter:description" content={summary} />
      <meta name="twitter:image" content={picture.url} />
      {blocks.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </>
  );
}
