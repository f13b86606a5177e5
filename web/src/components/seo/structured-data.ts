import type {
  BlogPosting,
  BreadcrumbList,
  ImageObject,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';

/** JSON-LD for a `<script type="application/ld+json">` block: any schema.org node with its context. */
export type StructuredData = WithContext<Thing>;

/** An image with its absolute URL and size in pixels. */
export interface SizedImage {
  url: string;
  width: number;
  height: number;
}

/** schema.org ImageObject with its size as QuantitativeValues in pixels (UN/CEFACT unit E37). */
export function imageObject(image: SizedImage): ImageObject {
  const pixels = (value: number) => ({ '@type': 'QuantitativeValue' as const, value, unitCode: 'E37' });
  return { '@type': 'ImageObject', url: image.url, width: pixels(image.width), height: pixels(image.height) };
}

export interface BlogPostingInput {
  /** Absolute URL of the post's page (also its mainEntityOfPage). */
  url: string;
  headline: string;
  description: string;
  image: SizedImage;
  /** ISO 8601. */
  datePublished: string;
  /** ISO 8601. */
  dateModified: string;
  author: string;
  /** BCP 47 language of the post. */
  inLanguage: string;
  keywords: readonly string[];
  /** The site: its name and absolute home URL. */
  publisher: { name: string; url: string };
}

/** schema.org BlogPosting of a post's page (the fields Google's Article rich results read). */
export function blogPostingJsonLd(post: BlogPostingInput): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${post.url}#article`,
    url: post.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    headline: post.headline,
    description: post.description,
    image: imageObject(post.image),
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: post.publisher.name, url: post.publisher.url },
    inLanguage: post.inLanguage,
    ...(post.keywords.length > 0 ? { keywords: [...post.keywords] } : {}),
  };
}

export interface WebSiteInput {
  /** Absolute URL of the home page. */
  url: string;
  name: string;
  description: string;
  inLanguage: string;
  /** Absolute URL of a search, SEARCH_TERM standing for the words searched. */
  searchUrlTemplate: string;
}

const SEARCH_TERM_NAME = 'search_term_string';
/** The placeholder of the search URL template, declared by the SearchAction's `query-input`. */
export const SEARCH_TERM = `{${SEARCH_TERM_NAME}}`;

/** schema.org WebSite of the home page, with the SearchAction that runs the site's search. */
export function webSiteJsonLd(site: WebSiteInput): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: site.searchUrlTemplate },
    'query-input': `required name=${SEARCH_TERM_NAME}`,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.url}#website`,
    url: site.url,
    name: site.name,
    description: site.description,
    inLanguage: site.inLanguage,
    potentialAction: search,
  };
}

/** schema.org BreadcrumbList: the trail from the home page to the page, each step with its absolute URL. */
export function breadcrumbJsonLd(trail: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/**
 * @returns `data` as the text of a `<script type="application/ld+json">`: JSON with every `<`
 * written `\u003c`, so text from posts (a title holding `</script>`) cannot end the block.
 */
export function serializeJsonLd(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
