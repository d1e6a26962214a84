import { loadFaq, SITE_FAQ_FACTS } from '../features/faq/faq.server';
import { Hero } from '../features/home/hero';
import {
  preloadReviewsCarouselOnServer,
  ReviewsCarouselIsland,
} from '../features/home/reviews-carousel-island';
import {
  HeroContentIsland,
  HomeSectionsIsland,
  preloadHomeBodyOnServer,
} from '../features/search/home-islands';
import { loadHomePage } from '../features/search/home-page.server';
import { pageLanguageOf } from '../i18n/language-path';
import { loadTranslations } from '../i18n/translations.server';
import { catalogueOf, siteOf } from '../request-context';
import { homePageSeo } from '../seo/catalogue-page-seo.server';
import { seoMeta } from '../seo/seo-meta';
import type { Route } from './+types/home';

// Serves both "/" and "/rentals" (route ids "home" and "rentals" in routes.ts). The whole search lives in the
// URL, so the loader runs again for every search and the page is server-rendered with its results.
export async function loader({ url, context }: Route.LoaderArgs) {
  const language = pageLanguageOf(url.pathname);
  const catalogue = catalogueOf(context);
  const [page, latestReviews] = await Promise.all([
    loadHomePage(catalogue, url.searchParams, language),
    catalogue.latestReviews(language),
    preloadHomeBodyOnServer(),
    preloadReviewsCarouselOnServer(),
  ]);
  // `faq` is the visible FAQ and the source of the page's FAQPage structured data (decision 044).
  const faq = loadFaq(language, SITE_FAQ_FACTS);
  const seo = homePageSeo(url, siteOf(context), { heroImage: page.heroImage, faq: faq.entries });
  return {
    i18n: loadTranslations(language, ['home', 'search', 'reviews']),
    ...page,
    faq,
    seo,
    reviews: latestReviews.items,
  };
}

// Title, description, canonical, hreflang, social cards and structured data, built by the loader (decision 045).
export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData) ?? [];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { search, apartments, datesApplied, tours, heroImage, faq, reviews } = loaderData;
  return (
    <>
      <Hero image={heroImage}>
        <HeroContentIsland search={search} />
      </Hero>
      <HomeSectionsIsland
        search={search}
        apartments={apartments}
        datesApplied={datesApplied}
        tours={tours}
        faq={faq}
      />
      {reviews.length > 0 && <ReviewsCarouselIsland reviews={reviews} />}
    </>
  );
}
