import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageHead } from '../../components/seo/PageHead';
import { useNotFoundStatus } from '../../components/server/http-status';
import { CoverImage } from '../../components/ui/CoverImage';
import { href, paths } from '../../config/routes';
import { site } from '../../config/site';
import { useSite } from '../../lib/site/SiteSettingsProvider';
import { type Alternates, usePublishAlternates } from '../../i18n/alternates';
import { useLanguage } from '../../i18n/LanguageProvider';
import { type AppLocale, isAppLocale, languageName, NATIVE_NAMES } from '../../i18n/locales';
import { useT } from '../../i18n/use-t';
import { formatDate, isoDate } from '../../lib/dates';
import { errorCode, errorMessage } from '../../lib/errors';
import { CommentForm } from './comments/CommentForm';
import { CommentList } from './comments/CommentList';
import { usePendingComments } from './comments/use-pending-comments';
import './comments/comments.css';
import { TagChips } from '../../components/ui/TagChips';
import type { PostPageQuery } from './api/post.generated';
import { PostHead } from './PostHead';
import { PREVIEW_PARAM, postPageQuery } from './post-lookup';
import { RelatedByPassage } from './RelatedByPassage';
import { ScripturePreviews } from '../bible';
import './post-page.css';

type Post = NonNullable<PostPageQuery['post']>;

/** Width the article's images take: the whole screen on phones, the text column (48rem) above. */
const ARTICLE_IMAGE_SIZES = '(max-width: 800px) 100vw, 48rem';

function PostSkeleton() {
  const t = useT();
  return (
    <div className="article article--skeleton" data-testid="post-skeleton">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <div aria-hidden="true">
        <div className="skeleton" style={{ height: '2.6rem', width: '80%' }} />
        <div className="skeleton" style={{ height: '1rem', width: '35%', marginTop: 'var(--space-4)' }} />
        <div className="skeleton article__cover" style={{ marginTop: 'var(--space-6)' }} />
        {[100, 96, 90, 98, 60].map((width, index) => (
          <div
            key={index}
            className="skeleton"
            style={{ height: '1rem', width: `${width}%`, marginTop: 'var(--space-3)' }}
          />
        ))}
      </div>
    </div>
  );
}

/** Where the reader's language finds this article: its translations' pages, by language. */
function alternatesOf(translations: readonly { id: string; locale: AppLocale }[]): Alternates {
  return Object.fromEntries(translations.map((other) => [other.locale, href.post(other.id)]));
}

/** Says, in the reader's language, that this article has no version in it and is shown as written. */
function UntranslatedNotice({ original }: { original: AppLocale }) {
  const t = useT();
  const { locale } = useLanguage();
  return (
    <p className="notice article__language-notice no-print" role="status" lang={locale} data-testid="language-notice">
      {t('post.untranslated', { language: languageName(original, locale) })}
    </p>
  );
}

/** Tells whoever opened a preview link what they see: a post readers cannot see yet, or can. */
function PreviewBanner({ post }: { post: Pick<Post, 'id' | 'status' | 'date'> }) {
  const t = useT();
  const { locale } = useLanguage();
  const text =
    post.status === 'TO_PUBLISH'
      ? t('post.preview.scheduled', { date: formatDate(post.date, 'long', locale) })
      : post.status === 'PUBLISHED'
        ? t('post.preview.published')
        : t('post.preview.draft');
  return (
    <p className="preview-banner" role="note" lang={locale} data-testid="preview-banner">
      <strong>{text}</strong>
      {post.status === 'PUBLISHED' && <Link to={href.post(post.id)}>{t('post.preview.publicPage')}</Link>}
    </p>
  );
}

const NO_COMMENTS: [] = [];

export default function PostPage() {
  const t = useT();
  const { locale } = useLanguage();
  const settings = useSite();
  const { id: param = '' } = useParams();
  const [searchParams] = useSearchParams();
  const preview = searchParams.get(PREVIEW_PARAM) || null;
  const { query, variables, errorPolicy } = postPageQuery(param, preview);
  const { data, loading, error } = useQuery(query, { variables, errorPolicy });
  const post = data?.post;
  usePublishAlternates(post ? alternatesOf(post.translations) : {});
  const [pending, holdComment] = usePendingComments(post?.id ?? '', post?.comments ?? NO_COMMENTS);
  const body = useRef<HTMLDivElement>(null);
  const hasReferences = Boolean(post?.sections.some((section) => section.linkedContent.includes('scripture-ref')));
  // An unknown, unpublished or malformed id, or a refused preview link: the server answers 404.
  useNotFoundStatus(!post && (Boolean(error) || !loading));

  if (loading && !data) {
    return (
      <div className="container page">
        <PageHead noindex={Boolean(preview)} privateUrl={Boolean(preview)} />
        <PostSkeleton />
      </div>
    );
  }
  // The API refuses a link that expired, was altered or is for another post (FORBIDDEN); a page
  // hydrated from the server's render finds that refusal as the null it left in the cache.
  if (preview && !post && (!error || errorCode(error) === 'FORBIDDEN')) {
    return (
      <div className="container page">
        <PageHead title={t('post.preview.invalid.title')} noindex privateUrl />
        <div className="article">
          <p className="notice notice--error" role="alert" data-testid="preview-invalid">
            {t('post.preview.invalid')}
          </p>
          <Link to={paths.home}>{t('notFound.home')}</Link>
        </div>
      </div>
    );
  }
  if (error && !post) {
    return (
      <div className="container page">
        <PageHead title={t('post.notFound.title')} noindex />
        <p className="notice notice--error" role="alert">
          {t('common.error', { message: errorMessage(error) })}
        </p>
      </div>
    );
  }
  if (!post) {
    return (
      <div className="container page">
        <PageHead title={t('post.notFound.title')} noindex />
        <div className="article">
          <p className="notice" role="alert" data-testid="post-not-found">
            {t('post.notFound')}
          </p>
          <Link to={paths.home}>{t('notFound.home')}</Link>
        </div>
      </div>
    );
  }

  const author = post.author.trim() || t('post.anonymous');
  // The site's own author gets the profile from the site settings.
  const profile = settings.author.name === author ? settings.author : null;
  const translations = post.translations.filter((other) => isAppLocale(other.locale));
  const untranslated = post.locale !== locale && !translations.some((other) => other.locale === locale);

  return (
    <div className="container page">
      <PostHead post={post} author={author} preview={Boolean(preview)} />
      <article className="article" lang={post.locale}>
        {preview && <PreviewBanner post={post} />}
        <header className="article__header">
          {untranslated && <UntranslatedNotice original={post.locale} />}
          {translations.length > 0 && (
            <p className="article__translations no-print" lang={locale}>
              <span>{t('post.alsoIn')}</span>{' '}
              {translations.map((other, index) => (
                <span key={other.id}>
                  {index > 0 && ', '}
                  <Link to={href.post(other.id)} hrefLang={other.locale} lang={other.locale} title={other.title}>
                    {NATIVE_NAMES[other.locale]}
                  </Link>
                </span>
              ))}
            </p>
          )}
          <h1 className="article__title">{post.title}</h1>
          <p className="article__meta" lang={locale}>
            <span>{t('post.byAuthor', { author })}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={isoDate(post.date)}>{formatDate(post.date, 'long', locale)}</time>
          </p>
        </header>
        {(post.cover || post.coverImage) && (
          <CoverImage post={post} className="article__cover" eager sizes={ARTICLE_IMAGE_SIZES} />
        )}
        {post.excerpt && <p className="article__excerpt">{post.excerpt}</p>}
        <div className="article__body" ref={body}>
          {post.sections.map((section) => (
            <section key={section.id} className="article__section">
              {section.title && <h2>{section.title}</h2>}
              {section.image && (
                <img
                  src={section.image}
                  alt=""
                  width={section.imageDetails?.width}
                  height={section.imageDetails?.height}
                  srcSet={section.imageDetails?.srcset ?? undefined}
                  sizes={section.imageDetails?.srcset ? ARTICLE_IMAGE_SIZES : undefined}
                  loading="lazy"
                  decoding="async"
                  className="article__section-image"
                />
              )}
              {/* Sanitized by the API on save, its Bible references made links (api/src/rich-text). */}
              <div className="prose" dangerouslySetInnerHTML={{ __html: section.linkedContent }} />
            </section>
          ))}
        </div>
        {post.tags.length > 0 && (
          <footer className="article__tags" lang={locale}>
            <h2 className="visually-hidden">{t('post.tags')}</h2>
            <TagChips tags={post.tags} />
          </footer>
        )}
      </article>
      <ScripturePreviews container={body} locale={post.locale} enabled={hasReferences} />
      {!preview && post.passages.length > 0 && <RelatedByPassage postId={post.id} />}

      <aside className="author-box" aria-labelledby="author-box-title" lang={locale}>
        <img src={site.avatar} width={72} height={72} alt="" loading="lazy" className="author-box__avatar" />
        <div>
          <h2 id="author-box-title" className="author-box__title">
            {t('post.authorBox.title')}
          </h2>
          <p className="author-box__name">{author}</p>
          {profile?.title && <p className="author-box__role">{profile.title}</p>}
          <p className="author-box__text">{profile?.bio[0] ?? t('post.authorBox.text')}</p>
        </div>
      </aside>

      <section className="comments" aria-labelledby="comments-title" lang={locale}>
        <h2 id="comments-title">{t('comments.title', { count: post.commentCount })}</h2>
        <CommentList comments={post.comments} pending={pending} />
        {preview ? (
          // A post that may not be public yet takes no comments, whatever its setting.
          <p className="notice" data-testid="comments-preview">
            {t('post.preview.comments')}
          </p>
        ) : post.allowComments ? (
          <CommentForm postId={post.id} onHeld={holdComment} />
        ) : (
          <p className="notice" data-testid="comments-closed">
            {t('comments.closed')}
          </p>
        )}
      </section>
    </div>
  );
}
