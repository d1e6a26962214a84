import { loadFaq, SITE_FAQ_FACTS } from '../components/faq/faq.server';
import { Hero } from '../features/home/hero';
import { LatestReviews } from '../features/home/latest-reviews';
import {
  HeroContentIsland,
  HomeSectionsIsland,
  preloadHomeBodyOnServer,
} from '../features/search/home-islands';
import { loadHomePage } from '../features/search/home-page.server';
import { pageLanguageOf } from '../i18n/language-path';
import { catalogueOf, siteOf } from '../request-context';
import { homePageSeo } from '../seo/catalogue-page-seo.server';
import { pageHead } from '../seo/page-head.server';
import { seoMeta } from '../seo/seo-meta';
import type { Route } from './+types/home';

// Serves both "/" and "/rentals" (route ids "home" and "rentals" in routes.ts). The whole search lives in the
// URL, so the loader runs again for every search and the page is server-rendered with its results.
export async function loader({ url, context }: Route.LoaderArgs) {
  const language = pageLanguageOf(url.pathname);
  const catalogue = catalogueOf(context);
  const [page] = await Promise.all([
    loadHomePage(catalogue, url.searchParams, language),
    preloadHomeBodyOnServer(language),
  ]);
  // No `i18n` here: the islands' texts (home, search) and the reviews carousel's come with their code (decision 060).
  // `faq` is the visible FAQ and the source of the page's FAQPage structured data (decision 044).
  const faq = loadFaq(language, SITE_FAQ_FACTS);
  const seo = pageHead(
    context,
    homePageSeo(url, siteOf(context), { heroImage: page.heroImage, faq: faq.entries }),
  );
  return {
    ...page,
    faq,
    seo,
  };
}

// Title, description, canonical, hreflang, social cards and structured data, built by the loader (decision 045).
export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData) ?? [];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { search, apartments, datesApplied, heroImage, faq } = loaderData;
  return (
    <>
      <Hero image={heroImage}>
        <HeroContentIsland search={search} />
      </Hero>
      <HomeSectionsIsland search={search} apartments={apartments} datesApplied={datesApplied} faq={faq} />
      <LatestReviews />
    </>
  );
}
