/** A card's shape while posts load. */
export function PostCardSkeleton({ variant = 'grid' }: { variant?: 'grid' | 'row' }) {
  return (
    <div
      className={`post-card post-card--${variant} post-card--skeleton`}
      aria-hidden="true"
      data-testid="post-skeleton"
    >
      <div className="post-card__cover skeleton" />
      <div className="post-card__body">
        <div className="skeleton skeleton--line" style={{ width: '40%' }} />
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" style={{ width: '70%' }} />
      </div>
    </div>
  );
}
