import type { ApartmentDetail } from '@konak/domain/api/apartments/apartment';
import { MAX_SLUG_LENGTH } from '@konak/domain/api/apartments/apartment-by-slug';
import type { StayPriceResult } from '@konak/domain/api/pricing-calendar/stay-price';
import type { ApartmentReviewsResponse } from '@konak/domain/api/reviews/apartment-reviews';
import { type CompactImage, compactImage } from '@konak/domain/catalogue/image-variants';
import type { CatalogueReader } from '@konak/domain/catalogue/page-data';
import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import { NO_REVIEWS } from '../../components/reviews/no-reviews';
import type { LanguageAlternates } from '../../i18n/language-alternates';
import { localizedPath, pageLanguageOf, splitLanguagePrefix, urlLanguageOf } from '../../i18n/language-path';
import { apartmentOfferFacts, type OfferFacts } from '../../seo/offer-facts';
import { type Availability, compactAvailability, staySelectionRules } from './availability';
import { type ListingSearch, listingSearchFrom, listingSearchQuery } from './listing-search';

/** How far ahead the availability calendar reaches. */
export const CALENDAR_DAYS_AHEAD = 365;

/** The apartment as the page shows it: texts of the page language only (the other languages' texts stay home). */
export type ListingApartment = Omit<ApartmentDetail, 'translations' | 'stay' | 'amenities' | 'slugs'> & {
  amenities: Omit<ApartmentDetail['amenities'][number], 'names'>[];
};

/** The price box's state: no dates chosen, chosen dates that cannot be booked, or the priced stay. */
export type StayQuote =
  | { kind: 'no-dates' }
  | { kind: 'unavailable'; checkIn: string; checkOut: string }
  | { kind: 'priced'; price: StayPriceResult };

export type ApartmentPageData = {
  apartment: ListingApartment;
  availability: Availability;
  quote: StayQuote;
  search: ListingSearch;
  /** The search as a query string, carried to the reservation page. */
  searchQuery: string;
  /** This apartment's page in every language, for the language switcher. */
  alternates: LanguageAlternates;
  /** Rating summary and the newest reviews (first page). */
  reviews: ApartmentReviewsResponse;
};

/**
 * The page's data as the loader sends it to the browser: each picture by its stored base path when it follows the
 * naming rule (decision 060's compact form), which the page rebuilds with `expandImage`. Every variant URL of every
 * picture (~5.5 KB of the ~35 KB of loader data) was encoded into the page and scanned by the browser for nothing
 * (decision 113).
 */
export type ApartmentPageProps = Omit<ApartmentPageData, 'apartment'> & {
  apartment: Omit<ListingApartment, 'images'> & { images: CompactImage[] };
};

export function apartmentPageProps(data: ApartmentPageData): ApartmentPageProps {
  return { ...data, apartment: { ...data.apartment, images: data.apartment.images.map(compactImage) } };
}

export type ApartmentPageOutcome =
  | {
      kind: 'page';
      data: ApartmentPageData /** Price facts of its structured data (decision 045). */;
      offers: OfferFacts;
    }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

export function apartmentPath(slug: string): string {
  return `/apartment/${encodeURIComponent(slug)}`;
}

function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The server answers another language's slug, or a slug the apartment used to have, with the page path of the
 * current slug ("/en/apartment/…"). Its prefix is replaced by the URL's own (de and fr pages get English slugs
 * but keep their prefix), and the search is kept.
 */
function redirectLocation(redirectUrl: string, url: URL): string | null {
  const { path } = splitLanguagePrefix(redirectUrl);
  const target = localizedPath(urlLanguageOf(url.pathname), path);
  if (decodedPath(target) === decodedPath(url.pathname)) return null;
  return `${target}${url.search}`;
}

function alternatesOf(apartment: ApartmentDetail): LanguageAlternates {
  const entries = SUPPORTED_LANGUAGES.map((language) => {
    const slug = apartment.translations[language]?.slug ?? apartment.slugs[language] ?? apartment.slug;
    return [language, localizedPath(language, apartmentPath(slug))] as const;
  });
  return Object.fromEntries(entries) as LanguageAlternates;
}

function listingApartment(apartment: ApartmentDetail): ListingApartment {
  const { translations: _translations, stay: _stay, slugs: _slugs, amenities, ...rest } = apartment;
  return { ...rest, amenities: amenities.map(({ names: _names, ...amenity }) => amenity) };
}

function stayQuote(
  search: ListingSearch,
  availability: Availability,
  price: StayPriceResult | null,
): StayQuote {
  if (!search.dates) return { kind: 'no-dates' };
  const { checkIn, checkOut } = search.dates;
  // The price call checks the owner's rules (closed nights, minimum stay); reservations are the calendar's.
  const window = staySelectionRules(availability).checkOutWindow(checkIn);
  const fitsCalendar = window !== null && checkOut >= window.earliest && checkOut <= window.latest;
  return price && fitsCalendar ? { kind: 'priced', price } : { kind: 'unavailable', checkIn, checkOut };
}

/** What `/apartment/{slug}` shows, or where it sends the visitor. */
export async function apartmentPage(
  catalogue: CatalogueReader,
  { slug, url, now }: { slug: string | undefined; url: URL; now: Date },
): Promise<ApartmentPageOutcome> {
  if (!slug || slug.length > MAX_SLUG_LENGTH) return { kind: 'not-found' };
  const result = await catalogue.apartmentBySlug(slug, pageLanguageOf(url.pathname));
  if (!result.found) return { kind: 'not-found' };
  const { apartment } = result;
  if (result.shouldRedirect && result.redirectUrl) {
    const location = redirectLocation(result.redirectUrl, url);
    if (location) return { kind: 'redirect', location };
  }

  const today = istanbulDate(now);
  const search = listingSearchFrom(url.searchParams);
  const [days, price, reviews] = await Promise.all([
    catalogue.calendar(apartment.id, today, addDays(today, CALENDAR_DAYS_AHEAD)),
    search.dates ? catalogue.stayPrice(apartment.id, search.dates.checkIn, search.dates.checkOut) : null,
    catalogue.apartmentReviews(apartment.id, 1),
  ]);
  const availability = compactAvailability(days, today);
  return {
    kind: 'page',
    data: {
      apartment: listingApartment(apartment),
      availability,
      quote: stayQuote(search, availability, price),
      search,
      searchQuery: listingSearchQuery(search),
      alternates: alternatesOf(apartment),
      // An apartment withdrawn between the two reads has no reviews to show.
      reviews: reviews ?? NO_REVIEWS,
    },
    offers: apartmentOfferFacts(days, apartment.basePrice, today),
  };
}
