import { lazyIsland } from '../../components/lazy-island';

/**
 * The apartment and tour pages arrive as server-rendered HTML that works on its own: the pictures (the first one
 * is the LCP image), the price box's <details>, the book link. Their React code (gallery, calendar loader, price
 * box: ~6 KB gzip) loads at the guest's first interaction (components/lazy-island.tsx); the buttons that need it
 * carry data-replay-click, so a click that comes first still counts.
 */

const apartmentPage = lazyIsland('apartment', () =>
  import('./apartment-page').then(({ ApartmentPage }) => ApartmentPage),
);
const tourPage = lazyIsland('tour', () => import('./tour-page').then(({ TourPage }) => TourPage));

export const ApartmentPageIsland = apartmentPage.Island;
export const TourPageIsland = tourPage.Island;

/** Awaited by the routes' loaders, so the server renders the page body in one piece. */
export const preloadApartmentPageOnServer = apartmentPage.preloadOnServer;
export const preloadTourPageOnServer = tourPage.preloadOnServer;
