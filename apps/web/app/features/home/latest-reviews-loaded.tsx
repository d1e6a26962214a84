import type { LatestReview } from '@konak/domain/api/reviews/latest-reviews';
import type { Language } from '@konak/domain/languages';
import { use } from 'react';
import { useLanguage } from '../../i18n/i18n-context';
import { lazyNamespace } from '../../i18n/lazy-namespace';
import type { NamespaceResources } from '../../i18n/namespaces';
import { latestReviews as askLatestReviews } from './api/latest-reviews';
import { ReviewsCarousel } from './reviews-carousel';

/** The `reviews` namespace, in this chunk's language files rather than in the home page's HTML. */
const ReviewsTexts = lazyNamespace(
  'reviews',
  import.meta.glob<NamespaceResources['reviews']>('../../i18n/locales/*/reviews.json', { import: 'default' }),
);

const requests = new Map<Language, Promise<LatestReview[]>>();

/** One call per language and page view; a failure shows no carousel (the reviews are on each apartment's page). */
function latestReviews(language: Language): Promise<LatestReview[]> {
  let request = requests.get(language);
  if (!request) {
    request = askLatestReviews({ language })
      .then((answer) => answer.items)
      .catch(() => []);
    requests.set(language, request);
  }
  return request;
}

export default function LatestReviewsLoaded() {
  const { language } = useLanguage();
  const reviews = use(latestReviews(language));
  if (reviews.length === 0) return null;
  return (
    <ReviewsTexts>
      <ReviewsCarousel reviews={reviews} />
    </ReviewsTexts>
  );
}
