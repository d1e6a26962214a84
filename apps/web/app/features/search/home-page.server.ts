import { searchDatesIssue } from '@konak/domain/api/apartments/available-apartments';
import {
  DEFAULT_APARTMENT_PAGE_SIZE,
  type ListApartmentsResponse,
} from '@konak/domain/api/apartments/list-apartments';
import type { CatalogueReader } from '@konak/domain/catalogue/page-data';
import type { SiteImage } from '@konak/domain/catalogue/site-image';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import type { Tour } from '@konak/domain/catalogue/tour';
import type { Language } from '@konak/domain/languages';
import { istanbulDate } from '@konak/domain/stay-dates';
import { resultsPageFromParams, searchableParty, searchFromParams } from './search-params';

export type HomePageData = {
  /** The search the URL asks for, as the search bar shows it. */
  search: StaySearch;
  /** One page of the results (`total` counts them all). */
  apartments: ListApartmentsResponse;
  /** The dates were bookable and the results are free for them (with stay prices). */
  datesApplied: boolean;
  tours: Tour[];
  /** The hero's picture (the page's LCP image), or null when the site has none. */
  heroImage: SiteImage | null;
};

/** Spec §3 "Site image": the rentals home prefers its own hero pictures, then the site-wide one. */
export function rentalsHeroImage(images: readonly SiteImage[]): SiteImage | null {
  return (
    images.find((image) => image.category === 'hero-rentals') ??
    images.find((image) => image.category === 'hero') ??
    null
  );
}

/** Everything the rentals home renders, read in parallel from the catalogue. */
export async function loadHomePage(
  catalogue: CatalogueReader,
  params: URLSearchParams,
  language: Language,
  today: string = istanbulDate(new Date()),
): Promise<HomePageData> {
  const search = searchFromParams(params);
  const [apartments, tours, siteImages] = await Promise.all([
    catalogue.searchApartments(searchableParty(search), language, {
      page: resultsPageFromParams(params),
      pageSize: DEFAULT_APARTMENT_PAGE_SIZE,
    }),
    catalogue.tours(language),
    catalogue.siteImages(language),
  ]);
  // The catalogue ignores dates it cannot book (past, longer than 30 nights); the page says so.
  const datesApplied =
    search.checkIn !== undefined && searchDatesIssue(search.checkIn, search.checkOut, today) === null;
  return { search, apartments, datesApplied, tours, heroImage: rentalsHeroImage(siteImages) };
}
