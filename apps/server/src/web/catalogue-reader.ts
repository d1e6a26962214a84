import { searchDatesIssue } from '@konak/domain/api/apartments/available-apartments';
import type { CatalogueReader } from '@konak/domain/catalogue/page-data';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import { isIsoDate, istanbulDate } from '@konak/domain/stay-dates';
import type { Database } from '../db/client.ts';
import { availableApartments } from '../modules/apartments/availability.ts';
import { apartmentById, apartmentBySlug } from '../modules/apartments/service.ts';
import { calendarDays, priceStay } from '../modules/pricing-calendar/service.ts';
import { listSiteImages } from '../modules/site-images/service.ts';
import { listTours, tourById } from '../modules/tours/service.ts';
import type { AppServices } from '../services.ts';

/**
 * The catalogue for page loaders (packages/domain/src/catalogue/page-data.ts): the same service functions as the
 * /api routes, called in-process so a server render needs no HTTP round trip. Loaders pass what a URL carried,
 * so anything malformed here means "nothing found", never an exception that would turn a page into a 500.
 */
export function createCatalogueReader(services: Pick<AppServices, 'database'>): CatalogueReader {
  const db: Database = services.database.db;
  return {
    searchApartments: (search, language, page) =>
      availableApartments(db, searchableStay(search), language, page),
    apartmentBySlug: (slug, language) => apartmentBySlug(db, slug, language),
    apartmentById: (id, language) => apartmentById(db, id, language),
    tours: (language) => listTours(db, language),
    tourById: (id, language) => tourById(db, id, language),
    siteImages: (language) => listSiteImages(db, language),
    async calendar(apartmentId, startDate, endDate) {
      if (!isIsoDate(startDate) || !isIsoDate(endDate) || endDate < startDate) return [];
      try {
        return (await calendarDays(db, apartmentId, startDate, endDate)) ?? [];
      } catch (error) {
        // calendarDays refuses ranges longer than the API allows; a page asking for one gets no calendar.
        if (error instanceof RangeError) return [];
        throw error;
      }
    },
    stayPrice: (apartmentId, checkIn, checkOut) => priceStay(db, apartmentId, checkIn, checkOut),
  };
}

/**
 * The rentals page's URL may hold dates the API would refuse (a bookmarked search whose dates passed, a
 * hand-edited URL). The page then lists what fits the party without dates rather than failing, and the search bar
 * shows the dates for correction.
 */
function searchableStay(search: StaySearch) {
  const party = {
    adults: search.adults,
    children: search.children,
    childrenAgeGroups: search.childrenAgeGroups,
  };
  const { checkIn, checkOut } = search;
  const datesUsable =
    isIsoDate(checkIn) &&
    isIsoDate(checkOut) &&
    searchDatesIssue(checkIn, checkOut, istanbulDate(new Date())) === null;
  return datesUsable ? { checkIn, checkOut, party } : { party };
}
