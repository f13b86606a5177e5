import { Link } from 'react-router-dom';
import { CoverImage } from '../../../components/ui/CoverImage';
import { href } from '../../../config/routes';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { NATIVE_NAMES } from '../../../i18n/locales';
import { useT } from '../../../i18n/use-t';
import { formatDate, isoDate } from '../../../lib/dates';
import type { PostCardFragment } from '../api/posts.generated';
import { TagChips } from '../../../components/ui/TagChips';
import './post-card.css';

export type PostCardData = PostCardFragment;

/**
 * A post in a list. 'grid' (home, blog, archive): short date, first two tags opening in a new
 * tab. 'row' (tag page): long date, 'By author', every tag, a 'Read More' link. A post in another
 * language than the reader's (all-languages lists, search) names its language.
 */
export function PostCard({ post, variant = 'grid' }: { post: PostCardData; variant?: 'grid' | 'row' }) {
  const t = useT();
  const { locale } = useLanguage();
  const link = href.post(post.id);
  const author = post.author.trim() || t('post.anonymous');
  const excerpt = post.excerpt.trim() || t('post.noDescription');
  const date = formatDate(post.date, variant === 'row' ? 'long' : 'short', locale);
  return (
    <article className={`post-card post-card--${variant}`} lang={post.locale}>
      <Link to={link} className="post-card__cover" tabIndex={-1} aria-hidden="true">
        <CoverImage
          post={post}
          sizes={variant === 'row' ? '(max-width: 768px) 100vw, 20rem' : '(max-width: 600px) 100vw, 20rem'}
        />
      </Link>
      <div className="post-card__body">
        <p className="post-card__meta" lang={locale}>
          <time dateTime={isoDate(post.date)}>{date}</time>
          <span aria-hidden="true"> · </span>
          <span>{variant === 'row' ? t('post.byAuthor', { author }) : author}</span>
          {post.locale !== locale && (
            <>
              <span aria-hidden="true"> · </span>
              <span lang={post.locale} className="post-card__language" data-testid="card-language">
                {NATIVE_NAMES[post.locale]}
              </span>
            </>
          )}
        </p>
        <h3 className="post-card__title">
          <Link to={link}>{post.title}</Link>
        </h3>
        <p className="post-card__excerpt">{excerpt}</p>
        {variant === 'grid' ? (
          <TagChips tags={post.tags.slice(0, 2)} newTab />
        ) : (
          <>
            <TagChips tags={post.tags} />
            <Link to={link} className="post-card__more" lang={locale}>
              {t('post.readMore')}
              <span className="visually-hidden">: {post.title}</span>
            </Link>
          </>
        )}
      </div>
    </article>
  );
}
