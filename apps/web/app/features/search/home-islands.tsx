import type { Language } from '@konak/domain/languages';
import { lazyIsland } from '../../components/lazy-island';

/**
 * The rentals home's hero text, search bar, results and tours arrive as server-rendered HTML that works on its
 * own: the dates and guests popovers open natively, the form is a GET form, cards are links. Their React code
 * (~6 KB gzip, home-body.tsx) and their texts (home-translations.tsx) load together at the guest's first
 * interaction (components/lazy-island.tsx), so hydration never waits on either.
 */
async function islandCode() {
  const [body] = await Promise.all([
    import('./home-body'),
    import('./home-translations').then((texts) => texts.preloadHomeIslandTranslations()),
  ]);
  return body;
}

const hero = lazyIsland('hero', () => islandCode().then(({ HeroContent }) => HeroContent));
const sections = lazyIsland('sections', () => islandCode().then(({ HomeSections }) => HomeSections));

/** The route's loader awaits this, so the server renders the islands in one piece with the page. */
export async function preloadHomeBodyOnServer(language: Language): Promise<void> {
  await Promise.all([
    hero.preloadOnServer(),
    sections.preloadOnServer(),
    import('./home-translations').then((texts) => texts.preloadHomeIslandTranslations(language)),
  ]);
}

export const HeroContentIsland = hero.Island;
export const HomeSectionsIsland = sections.Island;
