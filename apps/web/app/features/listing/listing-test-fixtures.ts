// Test data for the listing feature's tests: an apartment as the catalogue reader answers it and a fake reader.
import type { ApartmentDetail } from '@konak/domain/api/apartments/apartment';
import type { CalendarDay } from '@konak/domain/api/pricing-calendar/calendar-day';
import type { StayPriceResult } from '@konak/domain/api/pricing-calendar/stay-price';
import type { Tour } from '@konak/domain/api/tours/tour';
import { responsiveImage } from '@konak/domain/catalogue/image-variants';
import type { ApartmentBySlugResult, CatalogueReader } from '@konak/domain/catalogue/page-data';
import { addDays, daysBetween } from '@konak/domain/stay-dates';
import { RouterContextProvider } from 'react-router';
import { catalogueTour } from '../../../test/catalogue-fixtures';
import { EXAMPLE_SITE } from '../../../test/site-settings';
import { noReviews } from '../../components/reviews/review-test-fixtures';
import { requestContext } from '../../request-context';

export const APARTMENT_ID = '6f1c2a4e-8b1d-4c3e-9a2f-0d5e7b9c1a23';
export const TOUR_ID = '0b7e3c52-1f4a-4d8e-b6c9-2a5d8e1f3c47';

export const apartment: ApartmentDetail = {
  id: APARTMENT_ID,
  apartmentNumber: 7,
  slug: 'moda-deniz-manzarali-daire',
  slugs: { tr: 'moda-deniz-manzarali-daire', en: 'moda-sea-view-flat', ar: 'شقة-مودا', ru: 'квартира-мода' },
  title: 'Moda’da deniz manzaralı daire',
  description: 'Moda sahiline iki dakika.',
  district: 'Kadıköy',
  neighborhood: 'Moda',
  city: 'İstanbul',
  rooms: 2,
  bathrooms: 1,
  size: 80,
  maxCapacity: 4,
  basePrice: 120,
  coordinates: { lat: 40.98452, lng: 29.02618 },
  checkInTime: '15:00',
  checkOutTime: '11:00',
  isFeatured: false,
  category: 'apartment',
  imageCount: 1,
  images: [
    {
      ...responsiveImage('/media/apartments/moda/living', { width: 1600, height: 1200 }, 'Salon'),
      roomType: 'living',
    },
  ],
  amenities: [
    {
      key: 'wifi',
      icon: 'wifi',
      category: 'basic',
      name: 'Wi-Fi',
      names: { tr: 'Wi-Fi', en: 'Wi-Fi', ar: 'واي فاي', ru: 'Wi-Fi' },
    },
    {
      key: 'safe',
      icon: 'safe',
      category: 'security',
      name: 'Kasa',
      names: { tr: 'Kasa', en: 'Safe', ar: 'خزنة', ru: 'Сейф' },
    },
    {
      key: 'oven',
      icon: 'oven',
      category: 'kitchen',
      name: 'Fırın',
      names: { tr: 'Fırın', en: 'Oven', ar: 'فرن', ru: 'Духовка' },
    },
  ],
  maxAdults: null,
  maxChildren: null,
  guaranteeFeePercent: 20,
  permitNumber: '34-2317',
  translations: {
    tr: {
      title: 'Moda’da deniz manzaralı daire',
      description: 'Moda sahiline iki dakika.',
      slug: 'moda-deniz-manzarali-daire',
    },
    en: {
      title: 'Sea-view flat in Moda',
      description: 'Two minutes from the seafront.',
      slug: 'moda-sea-view-flat',
    },
    ar: { title: 'شقة في مودا', description: 'على بعد دقيقتين من البحر.', slug: 'شقة-مودا' },
    ru: { title: 'Квартира в Моде', description: 'В двух минутах от моря.', slug: 'квартира-мода' },
  },
};

export const tour: Tour = catalogueTour({ id: TOUR_ID, description: 'Two continents in one afternoon.' });

/** Open days at the base price, with the given dates booked, closed or needing a minimum stay. */
export function calendarDays(
  startDate: string,
  endDate: string,
  special: { booked?: string[]; closed?: string[]; minStay?: Record<string, number> } = {},
): CalendarDay[] {
  return Array.from({ length: daysBetween(startDate, endDate) + 1 }, (_, offset) => {
    const date = addDays(startDate, offset);
    const isBooked = special.booked?.includes(date) ?? false;
    const isClosed = special.closed?.includes(date) ?? false;
    return {
      date,
      price: 120,
      originalPrice: null,
      minStayNights: special.minStay?.[date] ?? 1,
      isClosed,
      isBooked,
      available: !isBooked && !isClosed,
    };
  });
}

export function stayPrice(checkIn: string, checkOut: string): StayPriceResult {
  const nights = daysBetween(checkIn, checkOut);
  const breakdown = Array.from({ length: nights }, (_, index) => ({
    date: addDays(checkIn, index),
    price: index === 0 ? 100 : 120,
    originalPrice: index === 0 ? 150 : null,
  }));
  const total = breakdown.reduce((sum, night) => sum + night.price, 0);
  const original = breakdown.reduce((sum, night) => sum + (night.originalPrice ?? night.price), 0);
  return {
    checkIn,
    checkOut,
    nights,
    totalPrice: total,
    totalOriginalPrice: original,
    hasDiscount: original > total,
    pricePerNight: total / nights,
    currency: 'EUR',
    breakdown,
  };
}

export type FakeCatalogue = CatalogueReader & { calls: string[] };

/** A catalogue that knows one apartment and one tour, and records the calls it gets. */
export function fakeCatalogue({
  bySlug = { found: true, apartment, shouldRedirect: false, redirectUrl: null },
  days = (start: string, end: string) => calendarDays(start, end),
  price = (checkIn: string, checkOut: string): StayPriceResult | null => stayPrice(checkIn, checkOut),
}: {
  bySlug?: ApartmentBySlugResult;
  days?: (start: string, end: string) => CalendarDay[];
  price?: (checkIn: string, checkOut: string) => StayPriceResult | null;
} = {}): FakeCatalogue {
  const calls: string[] = [];
  return {
    calls,
    searchApartments: async () => {
      throw new Error('the listing pages never search');
    },
    apartmentBySlug: async (slug, language) => {
      calls.push(`apartmentBySlug ${slug} ${language}`);
      return bySlug;
    },
    apartmentById: async (id, language) => {
      calls.push(`apartmentById ${id} ${language}`);
      return id === APARTMENT_ID
        ? { ...apartment, slug: apartment.translations[language]?.slug ?? apartment.slug }
        : null;
    },
    tours: async () => [tour],
    tourById: async (id, language) => {
      calls.push(`tourById ${id} ${language}`);
      return id === TOUR_ID ? tour : null;
    },
    siteImages: async () => [],
    calendar: async (apartmentId, start, end) => {
      calls.push(`calendar ${apartmentId} ${start} ${end}`);
      return days(start, end);
    },
    stayPrice: async (apartmentId, checkIn, checkOut) => {
      calls.push(`stayPrice ${apartmentId} ${checkIn} ${checkOut}`);
      return price(checkIn, checkOut);
    },
    legalDocument: async () => null,
    apartmentReviews: async (_apartmentId, page) => ({ ...noReviews, page }),
    latestReviews: async () => ({ items: [], total: 0 }),
  };
}

export function contextWith(catalogue: CatalogueReader): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, { nonce: 'test-nonce', catalogue, site: EXAMPLE_SITE });
  return context;
}
