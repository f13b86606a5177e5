import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { paths } from '../config/routes';
import { lazyRoute } from '../lib/lazy';
import { adminRoute } from './admin/route';

// Every page is its own chunk (static/js/<Name>-<hash>.js), loaded when first visited. The admin
// area mounts its own lazy routes under /admin; none of its code is imported here.
const HomePage = lazyRoute('HomePage', () => import('../features/home/HomePage'));
const PostPage = lazyRoute('PostPage', () => import('../features/post-page/PostPage'));
const TagPage = lazyRoute('TagPage', () => import('../features/tags/TagPage'));
const TagsPage = lazyRoute('TagsPage', () => import('../features/tags/TagsPage'));
const ContactPage = lazyRoute('ContactPage', () => import('../features/contact/ContactPage'));
const AboutPage = lazyRoute('AboutPage', () => import('../features/about/AboutPage'));
const BlogPage = lazyRoute('BlogPage', () => import('../features/posts/BlogPage'));
const ArchivePage = lazyRoute('ArchivePage', () => import('../features/posts/ArchivePage'));
const PrivacyPage = lazyRoute('PrivacyPage', () => import('../features/pages/PrivacyPage'));
const StylesPage = lazyRoute('StylesPage', () => import('../features/pages/StylesPage'));
const BiblePage = lazyRoute('BiblePage', () => import('../features/bible/BiblePage'));
const BibleIndexPage = lazyRoute('BibleIndexPage', () => import('../features/bible/BibleIndexPage'));
const NotFoundPage = lazyRoute('NotFoundPage', () => import('../features/pages/NotFoundPage'));
const NftDemoPage = lazyRoute('NftDemoPage', () => import('../features/demo/NftDemoPage'));
const MusicDemoPage = lazyRoute('MusicDemoPage', () => import('../features/demo/MusicDemoPage'));

/**
 * The site's routes, for the browser's router (entry-client.tsx) and the server's (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.post, element: <PostPage /> },
      { path: paths.tag, element: <TagPage /> },
      { path: paths.tags, element: <TagsPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.blog, element: <BlogPage /> },
      { path: paths.archive, element: <ArchivePage /> },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: paths.styles, element: <StylesPage /> },
      { path: paths.bible, element: <BibleIndexPage /> },
      { path: paths.passage, element: <BiblePage /> },
      { path: paths.nftDemo, element: <NftDemoPage /> },
      { path: paths.musicDemo, element: <MusicDemoPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  adminRoute,
];

/** A page component that loads its chunk on first use (lib/lazy.ts). */
export interface LazyRoute {
  /** Its chunk's name (`PostPage`): the chunk's files go with the page. */
  id: string;
  preload(): Promise<void>;
}

/** The lazy page components that these route matches show, outermost first. */
export function lazyRoutesOf(matches: readonly { route: RouteObject }[]): LazyRoute[] {
  return matches.flatMap(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    const lazyRoute = type as Partial<LazyRoute> | undefined;
    return lazyRoute?.id && lazyRoute.preload ? [lazyRoute as LazyRoute] : [];
  });
}

/**
 * Loads the lazy page components that `pathname` shows, so that a render of it does not suspend:
 * the browser hydrates with the page there, as the server rendered it.
 */
export async function preloadRoutes(pathname: string): Promise<void> {
  await Promise.all(lazyRoutesOf(matchRoutes(routes, pathname) ?? []).map((route) => route.preload()));
}
