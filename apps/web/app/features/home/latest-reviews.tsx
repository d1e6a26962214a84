import { lazy, Suspense } from 'react';
import { useNearScreen } from '../../components/use-near-screen';

const LoadedReviews = lazy(() => import('./latest-reviews-loaded'));

/**
 * The home page's reviews carousel, below everything else: it is not part of the first screen, so neither its
 * reviews nor its markup travel in the page's HTML (decision 060). Its code, texts and the reviews
 * (GET /api/reviews/latest) load while the guest is still a screen away, so it is there before it is reached.
 */
export function LatestReviews() {
  const [placeholder, near] = useNearScreen<HTMLDivElement>();
  return (
    <div ref={placeholder} data-testid="latest-reviews">
      {near && (
        <Suspense fallback={null}>
          <LoadedReviews />
        </Suspense>
      )}
    </div>
  );
}
