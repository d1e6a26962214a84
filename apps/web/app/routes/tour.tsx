import { data } from 'react-router';
import { isCatalogueId } from '../features/listing/detail-redirect.server';
import { preloadTourPageOnServer, TourPageIsland } from '../features/listing/listing-islands';
import { ListingNotFound } from '../features/listing/listing-not-found';
import { pageLanguageOf } from '../i18n/language-path';
import { loadTranslations } from '../i18n/translations.server';
import { catalogueOf, siteOf } from '../request-context';
import { tourPageSeo } from '../seo/catalogue-page-seo.server';
import { pageHead } from '../seo/page-head.server';
import { seoMetaOrNotFound } from '../seo/seo-meta';
import type { Route } from './+types/tour';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const language = pageLanguageOf(url.pathname);
  const i18n = loadTranslations(language, ['listing', 'booking-terms']);
  const [tour] = await Promise.all([
    isCatalogueId(params.id) ? catalogueOf(context).tourById(params.id, language) : null,
    preloadTourPageOnServer(),
  ]);
  if (!tour) return data({ i18n, tour: null }, { status: 404 });
  // Other languages' texts are not shown here; the tour page's path is the same in every language.
  const { translations: _translations, ...shown } = tour;
  return data({ i18n, tour: shown, seo: pageHead(context, tourPageSeo(url, siteOf(context), shown)) });
}

// Title, description, canonical, hreflang, social cards and structured data, built by the loader (decision 045).
export function meta(args: Route.MetaArgs) {
  return seoMetaOrNotFound(args, 'listing', 'meta.tourNotFound');
}

export default function Tour({ loaderData }: Route.ComponentProps) {
  return loaderData.tour ? <TourPageIsland tour={loaderData.tour} /> : <ListingNotFound kind="tour" />;
}
