import { lazyIsland } from '../../components/lazy-island';

/**
 * The rentals home's hero text, search bar, results and tours arrive as server-rendered HTML that works on its
 * own: the dates and guests popovers open natively, the form is a GET form, cards are links. Their React code
 * (~6 KB gzip, home-body.tsx) loads at the guest's first interaction (components/lazy-island.tsx).
 */

const hero = lazyIsland('hero', () => import('./home-body').then(({ HeroContent }) => HeroContent));
const sections = lazyIsland('sections', () => import('./home-body').then(({ HomeSections }) => HomeSections));

/** The route's loader awaits this, so the server renders the islands in one piece with the page. */
export async function preloadHomeBodyOnServer(): Promise<void> {
  await Promise.all([hero.preloadOnServer(), sections.preloadOnServer()]);
}

export const HeroContentIsland = hero.Island;
export const HomeSectionsIsland = sections.Island;
