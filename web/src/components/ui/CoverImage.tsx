const PLACEHOLDER = { url: '/images/placeholder-cover.svg', width: 1200, height: 675 };

export interface CoverSource {
  cover?: string | null;
  coverImage?: { url: string; width: number; height: number; srcset?: string | null } | null;
}

/**
 * A post's cover with its intrinsic size set (no layout shift), lazy below the fold, or the
 * placeholder artwork when the post has none. Covers are decorative next to the post's title.
 */
export function CoverImage({
  post,
  className,
  eager = false,
  sizes,
}: {
  post: CoverSource;
  className?: string;
  /** Above the fold (featured block, post page): load at once. */
  eager?: boolean;
  sizes?: string;
}) {
  const image: CoverSource['coverImage'] & object =
    post.coverImage ?? (post.cover ? { url: post.cover, width: 1200, height: 675 } : PLACEHOLDER);
  return (
    <img
      className={className}
      src={image.url}
      // Smaller WebP files where the server has them; `sizes` tells the browser which one fits.
      srcSet={image.srcset ?? undefined}
      width={image.width}
      height={image.height}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      sizes={image.srcset ? sizes : undefined}
    />
  );
}
