import { data, redirect } from 'react-router';
import { apartmentPage } from '../features/listing/apartment-page.server';
import { ApartmentPageIsland, preloadApartmentPageOnServer } from '../features/listing/listing-islands';
import { ListingNotFound } from '../features/listing/listing-not-found';
import { metaDescription } from '../features/listing/meta-description';
import { pageLanguageOf } from '../i18n/language-path';
import { translatorForMeta } from '../i18n/meta-translator';
import { loadTranslations } from '../i18n/translations.server';
import { catalogueOf } from '../request-context';
import type { Route } from './+types/apartment';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const [outcome] = await Promise.all([
    apartmentPage(catalogueOf(context), { slug: params.slug, url, now: new Date() }),
    preloadApartmentPageOnServer(),
  ]);
  // 301: the slug moved for good (another language's slug, or a renamed apartment).
  if (outcome.kind === 'redirect') throw redirect(outcome.location, 301);
  const i18n = loadTranslations(pageLanguageOf(url.pathname), ['listing']);
  if (outcome.kind === 'not-found') return data({ i18n, page: null, alternates: null }, { status: 404 });
  return data({ i18n, page: outcome.data, alternates: outcome.data.alternates });
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = translatorForMeta({ matches, location });
  const apartment = loaderData?.page?.apartment;
  if (!apartment) {
    return [{ title: t('listing', 'meta.apartmentNotFound') }, { name: 'robots', content: 'noindex' }];
  }
  return [
    { title: t('listing', 'meta.apartmentTitle', { title: apartment.title }) },
    { name: 'description', content: metaDescription(apartment.description) },
  ];
}

export default function Apartment({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? (
    <ApartmentPageIsland {...loaderData.page} />
  ) : (
    <ListingNotFound kind="apartment" />
  );
}
