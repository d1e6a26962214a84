import type { ApartmentDetail } from '../api/apartments/apartment.ts';
import type { ResultsPage } from '../api/apartments/available-apartments.ts';
import type { ListApartmentsResponse } from '../api/apartments/list-apartments.ts';
import type { LegalDocument } from '../api/legal/legal-document.ts';
import type { CalendarDay } from '../api/pricing-calendar/calendar-day.ts';
import type { StayPriceResult } from '../api/pricing-calendar/stay-price.ts';
import type { ApartmentReviewsResponse } from '../api/reviews/apartment-reviews.ts';
import type { LatestReviewsResponse } from '../api/reviews/latest-reviews.ts';
import type { SiteImage } from '../api/site-images/site-image.ts';
import type { Tour } from '../api/tours/tour.ts';
import type { Language } from '../languages.ts';
import type { StaySearch } from './stay-search.ts';

export type ApartmentBySlugResult =
  | { found: false }
  | { found: true; apartment: ApartmentDetail; shouldRedirect: boolean; redirectUrl: string | null };

/**
 * What the server hands to page loaders (through the router's request context) so public pages render with
 * their data without an HTTP round trip. The server implements it with the same service functions as /api.
 */
export type CatalogueReader = {
  /**
   * Apartments that fit the party and, with dates, are free and bookable for the whole stay (with stay prices);
   * one page of them (default: the first 24), `total` counting all.
   */
  searchApartments(
    search: StaySearch,
    language: Language,
    page?: ResultsPage,
  ): Promise<ListApartmentsResponse>;
  apartmentBySlug(slug: string, language: Language): Promise<ApartmentBySlugResult>;
  apartmentById(id: string, language: Language): Promise<ApartmentDetail | null>;
  tours(language: Language): Promise<Tour[]>;
  tourById(id: string, language: Language): Promise<Tour | null>;
  siteImages(language: Language): Promise<SiteImage[]>;
  /** Days from startDate to endDate inclusive. */
  calendar(apartmentId: string, startDate: string, endDate: string): Promise<CalendarDay[]>;
  /** Null when the stay breaks a stay rule (closed night, minimum stay, too long, past). */
  stayPrice(apartmentId: string, checkIn: string, checkOut: string): Promise<StayPriceResult | null>;
  /** A legal document for a reader of the language (the Turkish original when missing); null when none. */
  legalDocument(type: string, language: Language): Promise<LegalDocument | null>;
  /** The apartment's rating summary and one page of its reviews; null for an unknown or withdrawn apartment. */
  apartmentReviews(apartmentId: string, page: number): Promise<ApartmentReviewsResponse | null>;
  /** The home carousel: the newest good reviews across apartments, apartment titles in `language`. */
  latestReviews(language: Language): Promise<LatestReviewsResponse>;
};
