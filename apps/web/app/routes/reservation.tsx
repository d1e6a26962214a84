import { data } from 'react-router';
import { ListingNotFound } from '../features/listing/listing-not-found';
import { ReservationPage } from '../features/reservation/reservation-page';
import { reservationListing, reservationTypeOf } from '../features/reservation/reservation-page.server';
import { pageLanguageOf, splitLanguagePrefix } from '../i18n/language-path';
import { translatorForMeta } from '../i18n/meta-translator';
import { loadTranslations } from '../i18n/translations.server';
import { catalogueOf } from '../request-context';
import { NOINDEX_NOFOLLOW } from '../seo/seo-meta';
import type { Route } from './+types/reservation';

// The listing's facts are rendered on the server; the member's data (profile, calendar, price) is loaded in the
// browser with the stored token, as on every member page (brief §1). The page is never indexed.
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const language = pageLanguageOf(url.pathname);
  // Two routes (reservation/apartment/:id, reservation/tour/:id) share this module: the path names the type.
  const type = reservationTypeOf(splitLanguagePrefix(url.pathname).path);
  const listing = await reservationListing(catalogueOf(context), { type, id: params.id, language });
  if (!listing) {
    const kind = type ?? 'apartment';
    return data({ i18n: loadTranslations(language, ['listing']), listing: null, kind }, { status: 404 });
  }
  return data({
    i18n: loadTranslations(language, ['reservation', 'booking-terms']),
    listing,
    kind: listing.type,
  });
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = translatorForMeta({ matches, location });
  const listing = loaderData?.listing;
  const title = listing
    ? t('reservation', 'meta.title', { title: listing.title })
    : t('listing', loaderData?.kind === 'tour' ? 'meta.tourNotFound' : 'meta.apartmentNotFound');
  return [{ title }, NOINDEX_NOFOLLOW];
}

export default function Reservation({ loaderData }: Route.ComponentProps) {
  return loaderData.listing ? (
    <ReservationPage listing={loaderData.listing} />
  ) : (
    <ListingNotFound kind={loaderData.kind} />
  );
}
