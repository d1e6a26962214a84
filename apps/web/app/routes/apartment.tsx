import { data, redirect } from 'react-router';
import { apartmentFaqFacts, loadFaq } from '../components/faq/faq.server';
import { apartmentPage, apartmentPageProps } from '../features/listing/apartment-page.server';
import { ApartmentPageIsland, preloadApartmentPageOnServer } from '../features/listing/listing-islands';
import { ListingNotFound } from '../features/listing/listing-not-found';
import { pageLanguageOf } from '../i18n/language-path';
import { loadTranslations } from '../i18n/translations.server';
import { catalogueOf, siteOf } from '../request-context';
import { apartmentPageSeo } from '../seo/catalogue-page-seo.server';
import { pageHead } from '../seo/page-head.server';
import { seoMetaOrNotFound } from '../seo/seo-meta';
import type { Route } from './+types/apartment';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const [outcome] = await Promise.all([
    apartmentPage(catalogueOf(context), { slug: params.slug, url, now: new Date() }),
    preloadApartmentPageOnServer(),
  ]);
  // 301: the slug moved for good (another language's slug, or a renamed apartment).
  if (outcome.kind === 'redirect') throw redirect(outcome.location, 301);
  const language = pageLanguageOf(url.pathname);
  if (outcome.kind === 'not-found') {
    return data(
      { i18n: loadTranslations(language, ['listing']), page: null, alternates: null },
      { status: 404 },
    );
  }
  const i18n = loadTranslations(language, ['listing', 'booking-terms', 'reviews']);
  // `page.faq` is the visible FAQ and the source of the page's FAQPage structured data (decision 044).
  const faq = loadFaq(language, apartmentFaqFacts(outcome.data.apartment));
  const seo = pageHead(
    context,
    apartmentPageSeo(url, siteOf(context), outcome.data, outcome.offers, faq.entries),
  );
  return data({
    i18n,
    page: { ...apartmentPageProps(outcome.data), faq },
    alternates: outcome.data.alternates,
    seo,
  });
}

// Title, description, canonical, hreflang, social cards and structured data, built by the loader (decision 045).
export function meta(args: Route.MetaArgs) {
  return seoMetaOrNotFound(args, 'listing', 'meta.apartmentNotFound');
}

export default function Apartment({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? (
    <ApartmentPageIsland {...loaderData.page} />
  ) : (
    <ListingNotFound kind="apartment" />
  );
}
