import type { ApartmentSummary } from '@konak/domain/api/apartments/apartment';
import type { FavoriteEntry } from '@konak/domain/api/favorites/list-favorites';
import type { Tour } from '@konak/domain/api/tours/tour';
import { responsiveImage } from '@konak/domain/catalogue/image-variants';

// Test data of the /favorites page's tests (not part of the app).

export const savedFlat: ApartmentSummary = {
  id: '5b1e8a4e-8f5e-4c1a-9a53-0d6f4c2b1a01',
  apartmentNumber: 12,
  slug: 'galata-loft',
  slugs: { en: 'galata-loft' },
  title: 'Galata loft',
  description: 'A bright loft near the tower.',
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
  images: [
    {
      ...responsiveImage(
        '/media/apartments/galata-loft/living',
        { width: 1600, height: 1200 },
        'Living room',
      ),
      roomType: 'living',
    },
  ],
  imageCount: 1,
  amenities: [],
};

export const savedTour: Tour = {
  id: '7c2f9b5f-9a6f-4d2b-8b64-1e7a5d3c2b03',
  tourNumber: 3,
  slug: 'bosphorus-cruise',
  title: 'Bosphorus cruise',
  description: 'Two continents from the water.',
  meetingPoint: 'Eminönü pier',
  duration: 150,
  maxPeople: 12,
  startTimes: ['10:00', '14:30'],
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  price: 45.5,
  images: [],
  translations: {},
};

export const entries: FavoriteEntry[] = [
  { type: 'tours', favoritedAt: '2026-11-20T10:00:00.000Z', tour: savedTour },
  { type: 'apartments', favoritedAt: '2026-11-19T10:00:00.000Z', apartment: savedFlat },
];
