const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3 6.1 20.5l1.3-6.5L2.5 9.4l6.6-.8z';

/**
 * Five stars, filled up to `rating` (halves round to the nearer star). Decorative: `label` (e.g. "4 out of 5
 * stars") is what assistive technology reads.
 */
export function StarRating({
  rating,
  label,
  className = 'size-4',
}: {
  rating: number;
  label: string;
  className?: string;
}) {
  const filled = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          className={`${className} ${star <= filled ? 'fill-amber-500 text-amber-500' : 'fill-none text-stone-500'}`}
          viewBox="0 0 24 24"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
