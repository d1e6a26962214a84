import type { OwnReview } from '@konak/domain/api/reviews/review-view';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useLanguage } from '../../../i18n/i18n-context';
import { eligibleStays } from '../api/eligible-stays';
import { myReviews } from '../api/my-reviews';

export type StayReviews = {
  /** Reservation ids of finished stays the member may still review. */
  eligible: ReadonlySet<string>;
  /** The member's reviews by reservation id. */
  written: ReadonlyMap<string, OwnReview>;
  /** Records a review just published: its stay leaves `eligible`. */
  published: (review: OwnReview) => void;
};

const NONE: StayReviews = { eligible: new Set(), written: new Map(), published: () => undefined };

export const StayReviewsContext = createContext<StayReviews>(NONE);

export function useStayReviewsOf(): StayReviews {
  return useContext(StayReviewsContext);
}

/**
 * Which of the member's stays can be reviewed and which already were (GET /api/reviews/eligible and /mine), loaded
 * next to the reservation lists. A failure leaves both empty: the lists still work, only the review buttons wait
 * for the next visit.
 */
export function useStayReviews(): StayReviews {
  const { language } = useLanguage();
  const [eligible, setEligible] = useState<ReadonlySet<string>>(new Set());
  const [written, setWritten] = useState<ReadonlyMap<string, OwnReview>>(new Map());

  useEffect(() => {
    const abort = new AbortController();
    const options = { language, signal: abort.signal };
    Promise.all([eligibleStays(options), myReviews(options)])
      .then(([stays, mine]) => {
        setEligible(new Set(stays.items.map((stay) => stay.reservationId)));
        setWritten(new Map(mine.items.map((review) => [review.reservationId, review])));
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, [language]);

  const published = useCallback((review: OwnReview) => {
    setWritten((current) => new Map(current).set(review.reservationId, review));
    setEligible((current) => {
      const next = new Set(current);
      next.delete(review.reservationId);
      return next;
    });
  }, []);

  return { eligible, written, published };
}
