import { type ApolloClient, ApolloLink, type OperationVariables } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { type DocumentNode, type FormattedExecutionResult, print } from 'graphql';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { App, type RenderedPage } from './app/App';
import { scriptSafeJson, STATE_IDS } from './app/page-state';
import { pageQueries, postQueryOf } from './app/page-queries';
import { type LazyRoute, lazyRoutesOf, routes } from './app/router';
import { type RenderStatus, RenderStatusProvider } from './components/server/http-status';
import type { PostPageQuery } from './features/post-page/api/post.generated';
import type { RenderedLanguage } from './i18n/LanguageProvider';
import { loadCatalog } from './i18n/catalogs';
import { LANGUAGE_PARAM } from './i18n/language-url';
import { type AppLocale, DEFAULT_LOCALE, isAppLocale } from './i18n/locales';
import { createApolloClient } from './lib/apollo';

/** A query a page's component watches, with its variables. */
type WatchedQuery = { query: DocumentNode; variables?: OperationVariables };

/** One GraphQL operation, as the server's schema executes it. */
export interface GraphqlOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

/** What the server knows of a request for a page of the reader site. */
export interface PageRequest {
  /** The path and query asked for: `/blogs/12?lang=fr`. */
  url: string;
  /** The site's public origin (`PUBLIC_URL`), for absolute URLs and the router's request. */
  origin: string;
  /** The language the reader asks for when the URL names none (their cookie, else Accept-Language). */
  preferredLanguage?: string;
  /** Runs an operation against the API's schema in-process, with this request's context. */
  execute(operation: GraphqlOperation): Promise<FormattedExecutionResult>;
  /** This response's CSP nonce: on every script the page carries. */
  nonce: string;
  /**
   * The build's files the page loads (from Vite's manifest): URLs; `routes` gives, by page chunk
   * name, the style sheets and scripts a page adds.
   */
  assets: {
    script: string;
    styles: readonly string[];
    preloads: readonly string[];
    routes: Readonly<Record<string, { styles: readonly string[]; preloads: readonly string[] }>>;
    /** The text of style sheets, by URL: these are inlined rather than linked. */
    css?: Readonly<Record<string, string>>;
  };
  /** Aborts the render (the client went away). */
  signal?: AbortSignal;
}

export interface RenderedHtml {
  /** 200, or 404 when the page shows that nothing is at this URL. */
  status: number;
  html: string;
  /** How many times React rendered the page: 1 when pageQueries knew every query it runs. */
  renders: number;
}

let sharedHandler: ReturnType<typeof createStaticHandler> | undefined;

/**
 * React Router's static handler for the site's routes, made once: making one flattens and ranks
 * every route, which took more CPU than matching a URL against them.
 */
function staticHandler(): ReturnType<typeof createStaticHandler> {
  sharedHandler ??= createStaticHandler(routes);
  return sharedHandler;
}

/** A link that executes operations in this process (no HTTP round trip to ourselves). */
function inProcessLink(execute: PageRequest['execute']): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/**
 * The page's language: the one its URL names (`?lang=`), else the reader's (their cookie or
 * browser languages), else a post's own language on a post page, else English.
 */
async function pageLanguage(request: PageRequest, url: URL, client: ReturnType<typeof createApolloClient>) {
  const named = url.searchParams.get(LANGUAGE_PARAM);
  if (isAppLocale(named)) return { locale: named, fromUrl: true } satisfies RenderedLanguage;
  if (isAppLocale(request.preferredLanguage)) return { locale: request.preferredLanguage, fromUrl: false };
  let locale: AppLocale = DEFAULT_LOCALE;
  const post = postQueryOf(url);
  if (post) {
    // The page's own query: it is not run again before the render, which finds it in the cache.
    const result = await client.query<PostPageQuery>(post).catch(() => null);
    const postLocale = result?.data?.post?.locale;
    if (isAppLocale(postLocale)) locale = postLocale;
  }
  return { locale, fromUrl: false };
}

/** Records the query and variables of every query the page watches (every `useQuery` that runs). */
function watchedQueries(client: ApolloClient): WatchedQuery[] {
  const watched: WatchedQuery[] = [];
  const watchQuery = client.watchQuery.bind(client);
  client.watchQuery = ((options: WatchedQuery) => {
    watched.push({ query: options.query, variables: options.variables });
    return watchQuery(options as Parameters<typeof watchQuery>[0]);
  }) as typeof client.watchQuery;
  return watched;
}

/** The page's style sheets, module preloads and entry script: the entry's, then its page chunks'. */
function headTags(request: PageRequest, pageRoutes: readonly LazyRoute[]): string {
  const { assets, nonce } = request;
  const pages = pageRoutes.flatMap((route) => assets.routes[route.id] ?? []);
  const styles = new Set([...assets.styles, ...pages.flatMap((page) => page.styles)]);
  const preloads = new Set([...assets.preloads, ...pages.flatMap((page) => page.preloads)]);
  return [
    ...[...styles].map((href) => styleTag(href, assets.css?.[href])),
    // The page reads without its scripts: on a slow link its text, fonts and cover come first.
    ...[...preloads].map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`),
    `<script type="module" src="${assets.script}" nonce="${nonce}" fetchpriority="low"></script>`,
  ].join('');
}

/** Style elements built once per style sheet: a sheet's URL names its content (hashed file names). */
const styleTags = new Map<string, string>();

/**
 * A style sheet inline when its text is known, else linked. `data-href` names the file it came
 * from. `</style` cannot occur in a style element's text: `\/` is the same character in CSS.
 */
function styleTag(href: string, css: string | undefined): string {
  if (css === undefined) return `<link rel="stylesheet" href="${href}">`;
  let tag = styleTags.get(href);
  if (tag === undefined) {
    tag = `<style data-href="${href}">${css.replaceAll(/<\/style/gi, '<\\/style')}</style>`;
    styleTags.set(href, tag);
  }
  return tag;
}

function stateTag(id: string, value: unknown, nonce: string): string {
  return `<script type="application/json" id="${id}" nonce="${nonce}">${scriptSafeJson(value)}</script>`;
}

/**
 * Renders a page of the reader site on the server with the components the browser runs: React
 * Router's static handler for the URL; the queries the page is known to run (pageQueries),
 * executed together in-process; Apollo's prerenderStatic with React's static prerender of the
 * whole document, once from the cache when those were all the page needed, else until every query
 * it finds has its data. The page carries the Apollo cache and how it was rendered, so the browser
 * hydrates it without a request.
 * @returns the status (404 when a page reported not found) and the HTML.
 * @throws when the render fails or is aborted.
 */
export async function render(request: PageRequest): Promise<RenderedHtml> {
  const url = new URL(request.url, request.origin);
  const handler = staticHandler();
  const context = await handler.query(new Request(url, { signal: request.signal }));
  if (context instanceof Response) throw new Error(`Unexpected router response ${context.status}`);
  const pageRoutes = lazyRoutesOf(context.matches);
  const client = createApolloClient({ link: inProcessLink(request.execute), ssrMode: true });
  const language = await pageLanguage(request, url, client);
  await Promise.all([
    loadCatalog(language.locale),
    // The page's own components: its render does not suspend, and the browser hydrates it as sent.
    ...pageRoutes.map((route) => route.preload()),
    // A query that fails leaves nothing in the cache: the render meets the failure itself.
    ...pageQueries(url, language.locale).map((query) => client.query(query).catch(() => undefined)),
  ]);

  const router = createStaticRouter(handler.dataRoutes, context);
  const page: RenderedPage = { origin: request.origin, language };
  const status: RenderStatus = { code: 200 };
  const tree = (
    <StrictMode>
      <RenderStatusProvider status={status}>
        <App client={client} rendered={page}>
          <StaticRouterProvider router={router} context={context} hydrate={false} nonce={request.nonce} />
        </App>
      </RenderStatusProvider>
    </StrictMode>
  );
  const prerender = (fetchPolicy: 'cache-only' | 'cache-first') => {
    client.defaultOptions.watchQuery = { ...client.defaultOptions.watchQuery, fetchPolicy };
    return prerenderStatic({
      tree,
      signal: request.signal,
      diagnostics: true,
      renderFunction: (element) => {
        // Each pass renders the page afresh: only the last one's report counts.
        status.code = 200;
        // Inline every boundary, whatever its size: outlined ones would need React's inline scripts.
        return prerenderToNodeStream(element, {
          signal: request.signal,
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        });
      },
    });
  };

  // From the cache alone first: prerenderStatic starts no query then, so a page whose queries all
  // ran above renders in one pass. If the page ran one that did not, it renders again, its
  // queries found as it goes (a pass per wave of queries).
  const watched = watchedQueries(client);
  let { result, diagnostics } = await prerender('cache-only');
  let renders = diagnostics?.renderCount ?? 1;
  if (watched.some((options) => client.readQuery(options) === null)) {
    ({ result, diagnostics } = await prerender('cache-first'));
    renders += diagnostics?.renderCount ?? 1;
  }

  const state =
    stateTag(STATE_IDS.apollo, client.extract(), request.nonce) + stateTag(STATE_IDS.page, page, request.nonce);
  // Replacer functions: a replacement string would read `$&` or `$'` in a post's text as patterns.
  const html = result
    .replace('</head>', () => `${headTags(request, pageRoutes)}</head>`)
    .replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${state}</body>`);
  return { status: status.code, html, renders };
}
