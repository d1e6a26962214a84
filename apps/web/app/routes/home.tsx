import { Hero } from '../features/home/hero';
import {
  HeroContentIsland,
  HomeSectionsIsland,
  preloadHomeBodyOnServer,
} from '../features/search/home-islands';
import { loadHomePage } from '../features/search/home-page.server';
import { pageLanguageOf } from '../i18n/language-path';
import { translatorForMeta } from '../i18n/meta-translator';
import { loadTranslations } from '../i18n/translations.server';
import { catalogueOf } from '../request-context';
import type { Route } from './+types/home';

// Serves both "/" and "/rentals" (route ids "home" and "rentals" in routes.ts). The whole search lives in the
// URL, so the loader runs again for every search and the page is server-rendered with its results.
export async function loader({ url, context }: Route.LoaderArgs) {
  const language = pageLanguageOf(url.pathname);
  const [page] = await Promise.all([
    loadHomePage(catalogueOf(context), url.searchParams, language),
    preloadHomeBodyOnServer(),
  ]);
  return { i18n: loadTranslations(language, ['home', 'search']), ...page };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = translatorForMeta({ matches, location });
  return [
    { title: t('home', 'meta.title') },
    { name: 'description', content: t('home', 'meta.description') },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { search, apartments, datesApplied, tours, heroImage } = loaderData;
  return (
    <>
      <Hero image={heroImage}>
        <HeroContentIsland search={search} />
      </Hero>
      <HomeSectionsIsland search={search} apartments={apartments} datesApplied={datesApplied} tours={tours} />
    </>
  );
}
