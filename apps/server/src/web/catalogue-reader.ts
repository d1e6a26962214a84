import { searchDatesIssue } from '@konak/domain/api/apartments/available-apartments';
import type { CatalogueReader } from '@konak/domain/catalogue/page-data';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import { isIsoDate, istanbulDate } from '@konak/domain/stay-dates';
import { apartmentById, apartmentBySlug, availableApartments } from '../modules/apartments/surface.ts';
import { readLegalDocument } from '../modules/legal/surface.ts';
import { calendarDays, calendarSpan, priceStay } from '../modules/pricing-calendar/surface.ts';
import { apartmentReviews, latestReviews } from '../modules/reviews/surface.ts';
import { listSiteImages } from '../modules/site-images/surface.ts';
import { catalogueTourById, catalogueTours } from '../modules/tours/surface.ts';
import type { AppServices } from '../services.ts';
import { memoryCalendarDays, memoryStayPrice } from './page-calendars.ts';

/**
 * The catalogue for page loaders (packages/domain/src/catalogue/page-data.ts): the same service functions as the
 * /api routes, called in-process so a server render needs no HTTP round trip. Loaders pass what a URL carried,
 * so anything malformed here means "nothing found", never an exception that would turn a page into a 500.
 */
export function createCatalogueReader(services: Pick<AppServices, 'database'>): CatalogueReader {
  const { database } = services;
  const { db } = database;
  return {
    searchApartments: (search, language, page) =>
      availableApartments(database, searchableStay(search), language, page),
    apartmentBySlug: (slug, language) => apartmentBySlug(database, slug, language),
    apartmentById: (id, language) => apartmentById(database, id, language),
    tours: (language) => catalogueTours(database, language),
    tourById: (id, language) => catalogueTourById(database, id, language),
    siteImages: (language) => listSiteImages(db, language),
    async calendar(apartmentId, startDate, endDate) {
      if (!isIsoDate(startDate) || !isIsoDate(endDate) || endDate < startDate) return [];
      try {
        calendarSpan(startDate, endDate);
        const fromMemory = await memoryCalendarDays(database, apartmentId, startDate, endDate);
        const days =
          fromMemory !== undefined ? fromMemory : await calendarDays(db, apartmentId, startDate, endDate);
        return days ?? [];
      } catch (error) {
        // calendarDays refuses ranges longer than the API allows; a page asking for one gets no calendar.
        if (error instanceof RangeError) return [];
        throw error;
      }
    },
    async stayPrice(apartmentId, checkIn, checkOut) {
      const price = await memoryStayPrice(database, apartmentId, checkIn, checkOut);
      return price !== undefined ? price : priceStay(db, apartmentId, checkIn, checkOut);
    },
    legalDocument: (type, language) => readLegalDocument(db, type, language),
    apartmentReviews: (apartmentId, page) =>
      apartmentReviews(database, apartmentId, Number.isSafeInteger(page) && page >= 1 ? page : 1),
    latestReviews: (language) => latestReviews(database, language),
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
