import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { PostCard } from '../posts';
import { RelatedByPassageDocument } from './api/related.generated';

/** How far below the viewport the list starts loading (px): it is there when the reader arrives. */
const AHEAD = '600px';

/**
 * "Posts on the same passages": up to four published posts sharing the most verses with this one
 * (its language first). Asked for only once the reader scrolls to within AHEAD of it, so that the
 * page itself (cached until its own post changes: this list depends on every post) and a mere
 * view of it send no request; nothing is shown when there are none.
 */
export function RelatedByPassage({ postId }: { postId: string }) {
  const t = useT();
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (!element || near) return;
    let observer: IntersectionObserver | undefined;
    // Watched from the reader's first scroll: a page only viewed sends no request.
    const watch = () => {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: `0px 0px ${AHEAD} 0px` },
      );
      observer.observe(element);
    };
    window.addEventListener('scroll', watch, { passive: true, once: true });
    return () => {
      window.removeEventListener('scroll', watch);
      observer?.disconnect();
    };
  }, [near]);
  const { data } = useQuery(RelatedByPassageDocument, { variables: { id: postId }, skip: !near });
  const related = data?.post?.relatedByPassage ?? [];
  return (
    <div ref={marker} className="related-passages no-print">
      {related.length > 0 && (
        <section aria-labelledby="related-passages-title" data-testid="related-by-passage">
          <h2 id="related-passages-title" className="related-passages__title">
            {t('post.related.title')}
          </h2>
          <ul className="related-passages__list">
            {related.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
