import type { ApartmentReviewsResponse } from '@konak/domain/api/reviews/apartment-reviews';
import type { PublicReview } from '@konak/domain/api/reviews/review-view';
import { REVIEW_RATINGS } from '@konak/domain/reviews';
import { useState } from 'react';
import { ReviewCard } from '../../components/reviews/review-card';
import { StarRating } from '../../components/reviews/star-rating';
import { useTranslation } from '../../i18n/i18n-context';

const averageFormats = new Map<string, Intl.NumberFormat>();
function formatAverage(average: number, language: string): string {
  let format = averageFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    averageFormats.set(language, format);
  }
  return format.format(average);
}

function Distribution({ summary }: { summary: ApartmentReviewsResponse }) {
  const { t } = useTranslation('reviews');
  return (
    <div className="w-full max-w-xs">
      <h3 className="sr-only">{t('section.distribution')}</h3>
      <dl className="grid gap-1 text-sm">
        {[...REVIEW_RATINGS].reverse().map((stars) => {
          const count = summary.distribution[`${stars}`];
          const share = summary.count === 0 ? 0 : Math.round((count / summary.count) * 100);
          return (
            <div key={stars} className="grid grid-cols-[5.5rem_1fr_2rem] items-center gap-2">
              <dt className="text-stone-700">{t('stars', { count: stars })}</dt>
              <dd className="contents">
                <span className="h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
                  <span className="block h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
                </span>
                <span className="text-end tabular-nums text-stone-700">{count}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/**
 * The apartment's reviews (issue 6 point 6): the average with stars, the count and distribution, the newest
 * reviews server-rendered in the language each was written in, and "show more" for the next pages.
 */
export function ReviewsSection({
  apartmentId,
  reviews,
}: {
  apartmentId: string;
  reviews: ApartmentReviewsResponse;
}) {
  const { t, language } = useTranslation('reviews');
  const [items, setItems] = useState<PublicReview[]>(reviews.items);
  const [page, setPage] = useState(reviews.page);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  const showMore = async () => {
    setState('loading');
    try {
      const { apartmentReviews } = await import('./api/apartment-reviews');
      const next = await apartmentReviews(apartmentId, page + 1, language);
      const known = new Set(items.map((item) => item.id));
      setItems([...items, ...next.items.filter((item) => !known.has(item.id))]);
      setPage(next.page);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <section aria-labelledby="reviews-title" data-testid="reviews-section">
      <h2 id="reviews-title" className="text-xl font-bold text-stone-900 md:text-2xl">
        {t('section.title')}
      </h2>
      {reviews.average === null ? (
        <p className="mt-3 text-stone-700">{t('section.none')}</p>
      ) : (
        <>
          <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-10">
            <div>
              <p className="flex items-center gap-3">
                <span className="text-4xl font-bold text-stone-900" data-testid="reviews-average">
                  {formatAverage(reviews.average, language)}
                </span>
                <StarRating
                  rating={reviews.average}
                  label={t('section.average', { average: formatAverage(reviews.average, language) })}
                  className="size-5"
                />
              </p>
              <p className="mt-1 text-stone-600" data-testid="reviews-count">
                {t('section.count', { count: reviews.count })}
              </p>
            </div>
            <Distribution summary={reviews} />
          </div>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {items.map((review) => (
              <li key={review.id} className="rounded-2xl border border-stone-200 bg-white p-4">
                <ReviewCard review={review} className="h-full" />
              </li>
            ))}
          </ul>
          {items.length < reviews.total && (
            <div className="mt-4">
              <button
                type="button"
                onClick={() => void showMore()}
                disabled={state === 'loading'}
                aria-busy={state === 'loading'}
                data-replay-click
                className="inline-flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-60"
              >
                {t('section.showMore')}
              </button>
              {state === 'failed' && (
                <p role="alert" className="mt-2 text-sm text-red-800">
                  {t('section.loadFailed')}
                </p>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
