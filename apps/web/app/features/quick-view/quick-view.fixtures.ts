import type { ApartmentSummary } from '@konak/domain/api/apartments/apartment';
import type { StayPriceResult } from '@konak/domain/api/pricing-calendar/stay-price';
import type { Tour } from '@konak/domain/api/tours/tour';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';

import { apartmentSummary, catalogueTour, testPicture } from '../../../test/catalogue-fixtures';

// Test data of the quick view's tests (not part of the app).

const picture = (room: string) =>
  testPicture(`/media/apartments/galata-loft/${room}`, `Galata loft, ${room}`);

const amenityNames = [
  'Wi-Fi',
  'Air conditioning',
  'Kitchen',
  'Washing machine',
  'Elevator',
  'Balcony',
  'Heating',
];

export const apartment: ApartmentSummary = apartmentSummary({
  description:
    'A bright loft two streets from the Galata Tower, with a balcony over the rooftops, a full kitchen and a quiet bedroom at the back.',
  images: (['exterior', 'living', 'kitchen'] as const).map((room) => ({ ...picture(room), roomType: room })),
  imageCount: 3,
  amenities: amenityNames.map((name, index) => ({
    key: `amenity-${index}`,
    icon: 'wifi',
    category: 'basic',
    name,
    names: { tr: name, en: name, ar: name, ru: name },
  })),
});

export const stay: StayPriceResult = {
  checkIn: '2026-12-01',
  checkOut: '2026-12-04',
  nights: 3,
  totalPrice: 270,
  totalOriginalPrice: 300,
  hasDiscount: true,
  pricePerNight: 90,
  currency: 'EUR',
  breakdown: [],
};

export const searchWithoutDates: StaySearch = {
  adults: 2,
  children: 0,
  childrenAgeGroups: { above7: 0, between2And7: 0, under2: 0 },
};

export const searchWithDates: StaySearch = {
  ...searchWithoutDates,
  checkIn: '2026-12-01',
  checkOut: '2026-12-04',
};

export const tour: Tour = catalogueTour({
  id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  title: 'Bosphorus sunset cruise',
  images: [picture('exterior')],
});
