import { searchDatesIssue } from '@konak/domain/api/apartments/available-apartments';
import type { SiteImage } from '@konak/domain/api/site-images/site-image';
import type { CatalogueReader } from '@konak/domain/catalogue/page-data';
import { type ApartmentCardsPage, apartmentCardOf } from '@konak/domain/catalogue/result-cards';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import type { Language } from '@konak/domain/languages';
import { istanbulDate } from '@konak/domain/stay-dates';
import { resultsPageFromParams, searchableParty, searchFromParams } from './search-params';

/**
 * How many result cards the first HTML of the home and rentals pages carries (decision 060): on a phone the hero
 * and the search bar fill the first screen, on a wide screen these are two rows of three. The rest come from the
 * API as the guest scrolls, or as ?page=2 without JavaScript. Eight kept the Russian rentals page with dates
 * only 0.2 KB under the 20 KB budget.
 */
export const FIRST_SCREEN_RESULTS = 6;

export type HomePageData = {
  /** The search the URL asks for, as the search bar shows it. */
  search: StaySearch;
  /** One page of the results as cards (`total` counts them all). */
  apartments: ApartmentCardsPage;
  /** The dates were bookable and the results are free for them (with stay prices). */
  datesApplied: boolean;
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
  const [results, siteImages] = await Promise.all([
    catalogue.searchApartments(searchableParty(search), language, {
      page: resultsPageFromParams(params),
      pageSize: FIRST_SCREEN_RESULTS,
    }),
    catalogue.siteImages(language),
  ]);
  // The catalogue ignores dates it cannot book (past, longer than 30 nights); the page says so.
  const datesApplied =
    search.checkIn !== undefined && searchDatesIssue(search.checkIn, search.checkOut, today) === null;
  return {
    search,
    apartments: { ...results, items: results.items.map(apartmentCardOf) },
    datesApplied,
    heroImage: rentalsHeroImage(siteImages),
  };
}
