import type { ApartmentSummary } from '../api/apartments/apartment.ts';
import type { ListApartmentsResponse } from '../api/apartments/list-apartments.ts';
import type { StayPriceResult } from '../api/pricing-calendar/stay-price.ts';
import type { Tour } from '../api/tours/tour.ts';
import type { ResponsiveImage } from './image-variants.ts';
import { type CompactImage, compactImage } from './image-variants.ts';
import type { StaySearch } from './stay-search.ts';
import { REPRESENTATIVE_CHILD_AGE } from './stay-search.ts';

// A result card's data is sent inside the first HTML of the home and rentals pages, so it carries only what a
// card renders and what its quick view shows at once (decision 060). The quick view asks the API for the rest
// (every picture, the description, the amenities) when it opens.

/** An apartment as its result card and the first moment of its quick view need it. */
export type ApartmentCardData = Pick<
  ApartmentSummary,
  | 'id'
  | 'slug'
  | 'title'
  | 'district'
  | 'neighborhood'
  | 'city'
  | 'rooms'
  | 'bathrooms'
  | 'size'
  | 'maxCapacity'
  | 'basePrice'
  | 'imageCount'
> & {
  /** The searched stay's price without its night-by-night breakdown, which only the apartment page shows. */
  stay?: CardStayPrice;
  /** The first picture, by its base path (expandImage gives its variants). */
  cover: CompactImage | null;
};

export type CardStayPrice = Omit<StayPriceResult, 'breakdown'>;

/** One page of results as cards; `total` counts every result, `pageSize` is the page's size. */
export type ApartmentCardsPage = Omit<ListApartmentsResponse, 'items'> & { items: ApartmentCardData[] };

/** A tour as its card and the first moment of its quick view need it. */
export type TourCardData = Pick<
  Tour,
  'id' | 'title' | 'meetingPoint' | 'duration' | 'maxPeople' | 'price'
> & {
  cover: CompactImage | null;
  /** How many pictures the tour has in all. */
  imageCount: number;
};

const coverOf = (images: readonly ResponsiveImage[]) => (images[0] ? compactImage(images[0]) : null);

/** The card's fields of a list summary: the cover by its base path; no description, amenities or other languages. */
export function apartmentCardOf(summary: ApartmentSummary): ApartmentCardData {
  const card: ApartmentCardData = {
    id: summary.id,
    slug: summary.slug,
    title: summary.title,
    district: summary.district,
    neighborhood: summary.neighborhood,
    city: summary.city,
    rooms: summary.rooms,
    bathrooms: summary.bathrooms,
    size: summary.size,
    maxCapacity: summary.maxCapacity,
    basePrice: summary.basePrice,
    imageCount: summary.imageCount,
    cover: coverOf(summary.images),
  };
  if (summary.stay) {
    const { breakdown: _shownOnTheApartmentPage, ...stay } = summary.stay;
    card.stay = stay;
  }
  return card;
}

/** The card's fields of a tour: the cover by its base path; no description, other pictures or other languages. */
export function tourCardOf(tour: Tour): TourCardData {
  return {
    id: tour.id,
    title: tour.title,
    meetingPoint: tour.meetingPoint,
    duration: tour.duration,
    maxPeople: tour.maxPeople,
    price: tour.price,
    cover: coverOf(tour.images),
    imageCount: tour.images.length,
  };
}

/**
 * The query of GET /api/apartments/available (available-apartments.ts) for a search and a results page: the party
 * with a representative age per child, the dates only when `withDates` (dates the API would refuse are left out,
 * as the server-rendered page leaves them out).
 */
export function availabilityParams(
  search: StaySearch,
  page: { page: number; pageSize: number },
  withDates: boolean,
): URLSearchParams {
  const params = new URLSearchParams();
  if (withDates && search.checkIn && search.checkOut) {
    params.set('checkIn', search.checkIn);
    params.set('checkOut', search.checkOut);
  }
  params.set('adults', String(search.adults));
  params.set('children', String(search.children));
  if (search.children > 0) {
    const groups = Object.keys(REPRESENTATIVE_CHILD_AGE) as (keyof typeof REPRESENTATIVE_CHILD_AGE)[];
    const ages = groups.flatMap((group) =>
      Array.from({ length: search.childrenAgeGroups[group] }, () => REPRESENTATIVE_CHILD_AGE[group]),
    );
    params.set('childrenAges', JSON.stringify(ages));
  }
  params.set('page', String(page.page));
  params.set('pageSize', String(page.pageSize));
  return params;
}
