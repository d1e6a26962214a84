import type { ReservationView } from '@konak/domain/api/reservations/reservation-view';
import { lazy, Suspense, useState } from 'react';
import { LocalizedLink } from '../../../components/localized-link';
import { ReviewCard } from '../../../components/reviews/review-card';
import { useTranslation } from '../../../i18n/i18n-context';
import { ReviewTranslations } from './review-translations';
import { type StayReviews, useStayReviewsOf } from './use-stay-reviews';

const ReviewForm = lazy(() => import('./review-form'));

/**
 * The foot of a finished apartment stay: the member's review of it, or "Write a review" opening the form (its code
 * loads on that click). Nothing for stays that cannot be reviewed.
 */
export function ReviewArea({ reservation }: { reservation: ReservationView }) {
  const reviews = useStayReviewsOf();
  if (!reviews.written.has(reservation.id) && !reviews.eligible.has(reservation.id)) return null;
  // The `reviews` texts come as their own small chunk, only for members with something to review or show.
  return (
    <Suspense fallback={null}>
      <ReviewTranslations>
        <ReviewAreaContent reservation={reservation} reviews={reviews} />
      </ReviewTranslations>
    </Suspense>
  );
}

function ReviewAreaContent({ reservation, reviews }: { reservation: ReservationView; reviews: StayReviews }) {
  const { t } = useTranslation('reviews');
  const { eligible, written, published } = reviews;
  const [writing, setWriting] = useState(false);
  const review = written.get(reservation.id);

  if (review) {
    return (
      <section
        aria-labelledby={`review-${reservation.id}-title`}
        className="mt-4 rounded-xl border border-stone-200 bg-stone-50 p-4"
        data-testid="own-review"
      >
        <h4 id={`review-${reservation.id}-title`} className="text-sm font-semibold text-stone-700">
          {t('form.yours')}
        </h4>
        <ReviewCard review={review} headingLevel="h4" className="mt-2" />
        {reservation.listing.slug && (
          <LocalizedLink
            to={`/apartment/${encodeURIComponent(reservation.listing.slug)}`}
            className="mt-2 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('form.viewOnPage')}
          </LocalizedLink>
        )}
      </section>
    );
  }
  if (!eligible.has(reservation.id)) return null;
  if (writing) {
    return (
      <Suspense fallback={null}>
        <ReviewForm
          reservation={reservation}
          onPublished={(created) => {
            setWriting(false);
            published(created);
          }}
          onCancel={() => setWriting(false)}
        />
      </Suspense>
    );
  }
  return (
    <div className="mt-4">
      <button
        type="button"
        onClick={() => setWriting(true)}
        className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        data-testid="write-review"
      >
        {t('form.write')}
        <span className="sr-only"> {reservation.listing.title}</span>
      </button>
    </div>
  );
}
