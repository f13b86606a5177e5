import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { CoverImage } from '../../components/ui/CoverImage';
import { href } from '../../config/routes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/use-t';
import { formatDate, isoDate } from '../../lib/dates';
import { useLogError } from '../../lib/errors';
import { type PostCardFragment } from '../posts';
import { featuredPostsQuery } from './home-queries';

function FeaturedItem({ post, large }: { post: PostCardFragment; large: boolean }) {
  const t = useT();
  const { locale } = useLanguage();
  const Heading = large ? 'h2' : 'h3';
  return (
    <article className={`featured__item${large ? ' featured__item--large' : ''}`} lang={post.locale}>
      <CoverImage
        post={post}
        className="featured__image"
        eager
        sizes={large ? '(max-width: 900px) 100vw, 60vw' : '(max-width: 900px) 100vw, 30vw'}
      />
      <div className="featured__overlay">
        <p className="featured__meta" lang={locale}>
          <time dateTime={isoDate(post.date)}>{formatDate(post.date, 'long', locale)}</time>
          <span aria-hidden="true"> · </span>
          {post.author.trim() || t('post.anonymous')}
        </p>
        <Heading className="featured__title">
          <Link to={href.post(post.id)}>{post.title}</Link>
        </Heading>
        {large && post.excerpt && <p className="featured__excerpt">{post.excerpt}</p>}
      </div>
    </article>
  );
}

/**
 * One large post and two smaller ones from the featured list, each in the reader's language
 * when a translation exists. Renders nothing on error or when nothing is featured.
 */
export function FeaturedBlock() {
  const t = useT();
  const { locale } = useLanguage();
  const featured = featuredPostsQuery(locale);
  const { data, loading, error } = useQuery(featured.query, { variables: featured.variables });
  useLogError('Failed to fetch featured blogs', error);
  if (error) return null;
  if (loading && !data) {
    return (
      <section className="featured" aria-hidden="true" data-testid="featured-skeleton">
        <div className="featured__item featured__item--large skeleton" />
        <div className="featured__item skeleton" />
        <div className="featured__item skeleton" />
      </section>
    );
  }
  const posts = data?.featuredPosts.slice(0, 3) ?? [];
  if (posts.length === 0) return null;
  return (
    <section className="featured" aria-label={t('home.featured')} data-testid="featured">
      {posts.map((post, index) => (
        <FeaturedItem key={post.id} post={post} large={index === 0} />
      ))}
    </section>
  );
}
