import { lazyIsland } from '../../components/lazy-island';

/**
 * The reviews carousel arrives as server-rendered HTML that scrolls on its own; the code of its previous and next
 * buttons (which carry data-replay-click) loads at the first interaction, like the other page islands (decision 013).
 */
const carousel = lazyIsland('reviews-carousel', () =>
  import('./reviews-carousel').then(({ ReviewsCarousel }) => ReviewsCarousel),
);

export const ReviewsCarouselIsland = carousel.Island;
export const preloadReviewsCarouselOnServer = carousel.preloadOnServer;
