import type { ApartmentDetail } from '@konak/domain/api/apartments/apartment';
import type { Tour } from '@konak/domain/api/tours/tour';
import type { CatalogueReader } from '@konak/domain/catalogue/page-data';
import type { Language } from '@konak/domain/languages';
import type { ReservationApartment, ReservationListing, ReservationTour } from './reservation-listing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The type of `/reservation/{type}/{id}` (app path, without the language prefix): `apartment` or `tour`, as the
 * book buttons write it; routes.ts has one route for each.
 */
export function reservationTypeOf(appPath: string): ReservationListing['type'] | null {
  const type = appPath.split('/')[2];
  return type === 'apartment' || type === 'tour' ? type : null;
}

function place(apartment: ApartmentDetail): string {
  return [apartment.neighborhood, apartment.district, apartment.city].filter(Boolean).join(', ');
}

function apartmentListing(apartment: ApartmentDetail): ReservationApartment {
  return {
    type: 'apartment',
    id: apartment.id,
    title: apartment.title,
    slug: apartment.slug,
    place: place(apartment),
    image: apartment.images[0] ?? null,
    checkInTime: apartment.checkInTime,
    checkOutTime: apartment.checkOutTime,
    maxCapacity: apartment.maxCapacity,
    maxAdults: apartment.maxAdults,
    maxChildren: apartment.maxChildren,
    guaranteeFeePercent: apartment.guaranteeFeePercent,
    basePrice: apartment.basePrice,
  };
}

function tourListing(tour: Tour): ReservationTour {
  return {
    type: 'tour',
    id: tour.id,
    title: tour.title,
    image: tour.images[0] ?? null,
    meetingPoint: tour.meetingPoint,
    duration: tour.duration,
    maxPeople: tour.maxPeople,
    startTimes: tour.startTimes,
    weekdays: tour.weekdays,
    price: tour.price,
  };
}

/** The listing a reservation address names, in the page language, or null when there is none to book. */
export async function reservationListing(
  catalogue: CatalogueReader,
  {
    type,
    id,
    language,
  }: { type: ReservationListing['type'] | null; id: string | undefined; language: Language },
): Promise<ReservationListing | null> {
  // Catalogue ids are UUIDs; anything else cannot name a record and must not reach the database.
  if (!type || id === undefined || !UUID.test(id)) return null;
  if (type === 'apartment') {
    const apartment = await catalogue.apartmentById(id, language);
    return apartment ? apartmentListing(apartment) : null;
  }
  const tour = await catalogue.tourById(id, language);
  return tour ? tourListing(tour) : null;
}
