import type { ApartmentSummary } from '@konak/domain/api/apartments/apartment';
import type { StayPriceResult } from '@konak/domain/api/pricing-calendar/stay-price';
import type { Tour } from '@konak/domain/api/tours/tour';
import { responsiveImage } from '@konak/domain/catalogue/image-variants';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';

// Test data of the quick view's tests (not part of the app).

const picture = (room: string) =>
  responsiveImage(
    `/media/apartments/galata-loft/${room}`,
    { width: 1600, height: 1200 },
    `Galata loft, ${room}`,
  );

const amenityNames = [
  'Wi-Fi',
  'Air conditioning',
  'Kitchen',
  'Washing machine',
  'Elevator',
  'Balcony',
  'Heating',
];

export const apartment: ApartmentSummary = {
  id: '0b7c1f7e-5a4e-4c57-9d3e-1f2a3b4c5d6e',
  apartmentNumber: 12,
  slug: 'galata-loft',
  slugs: { en: 'galata-loft' },
  title: 'Galata loft',
  description:
    'A bright loft two streets from the Galata Tower, with a balcony over the rooftops, a full kitchen and a quiet bedroom at the back.',
  district: 'Beyoğlu',
  neighborhood: 'Galata',
  city: 'İstanbul',
  rooms: 2,
  bathrooms: 1,
  size: 65,
  maxCapacity: 4,
  basePrice: 95,
  coordinates: null,
  checkInTime: '14:00',
  checkOutTime: '11:00',
  isFeatured: false,
  category: null,
  images: ['exterior', 'living', 'kitchen'].map(picture).map((image, index) => ({
    ...image,
    roomType: (['exterior', 'living', 'kitchen'] as const)[index] ?? 'other',
  })),
  imageCount: 3,
  amenities: amenityNames.map((name, index) => ({
    key: `amenity-${index}`,
    icon: 'wifi',
    category: 'basic',
    name,
    names: { tr: name, en: name, ar: name, ru: name },
  })),
};

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

export const tour: Tour = {
  id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  tourNumber: 3,
  slug: 'bosphorus-cruise',
  title: 'Bosphorus sunset cruise',
  description: 'Two and a half hours on the water.',
  meetingPoint: 'Eminönü pier',
  duration: 150,
  maxPeople: 12,
  startTimes: ['10:00', '14:30'],
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  price: 45,
  images: [picture('exterior')],
  translations: {},
};
