import { PageHead, usePageDescription } from '../../components/seo/PageHead';
import { sharedImage, translationVersions } from '../../components/seo/head-links';
import { blogPostingJsonLd } from '../../components/seo/structured-data';
import { useSiteOrigin } from '../../config/origin';
import { href, paths } from '../../config/routes';
import { useT } from '../../i18n/use-t';
import { languagePath } from '../../i18n/language-url';
import { useSite } from '../../lib/site/SiteSettingsProvider';
import type { PostPageQuery } from './api/post.generated';

type Post = NonNullable<PostPageQuery['post']>;

/** The later of two ISO 8601 instants: a post dated after its last save was modified when it appeared. */
function later(a: string, b: string): string {
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

/**
 * A post's head: shared as an article (its dates, tags and cover), in its own language, linked to
 * its translations, described by a BlogPosting and its breadcrumb (home › all articles › post).
 * Opened by a preview link, it is kept out of search engines, names only the post's public
 * address, and describes no published article (it may not be one yet).
 * @param author the byline as the page shows it.
 */
export function PostHead({ post, author, preview = false }: { post: Post; author: string; preview?: boolean }) {
  const t = useT();
  const origin = useSiteOrigin();
  const { name } = useSite();
  const description = usePageDescription(post.excerpt);
  const path = href.post(post.id);
  const modified = later(post.updatedAt, post.date);
  const group = [post, ...post.translations].map((version) => ({ ...version, path: href.post(version.id) }));
  if (preview) {
    return (
      <PageHead
        title={post.title}
        description={description}
        path={path}
        language={post.locale}
        image={post.coverImage}
        noindex
        privateUrl
      />
    );
  }
  return (
    <PageHead
      title={post.title}
      description={description}
      path={path}
      language={post.locale}
      versions={translationVersions(group)}
      image={post.coverImage}
      article={{ publishedTime: post.date, modifiedTime: modified, tags: post.tags }}
      breadcrumbs={[{ name: t('blog.title'), path: paths.blog }]}
      structuredData={[
        blogPostingJsonLd({
          url: `${origin}${path}`,
          headline: post.title,
          description,
          image: sharedImage(origin, post.coverImage),
          datePublished: post.date,
          dateModified: modified,
          author,
          inLanguage: post.locale,
          keywords: post.tags,
          publisher: { name, url: `${origin}${languagePath(paths.home, post.locale)}` },
        }),
      ]}
    />
  );
}
