import type { ApartmentSummary } from '@konak/domain/api/apartments/apartment';
import type { Tour } from '@konak/domain/api/tours/tour';
import { type ResponsiveImage, responsiveImage } from '@konak/domain/catalogue/image-variants';

// The catalogue's test data, shared by the web tests: one apartment and one tour that each test adjusts to what
// it checks (not part of the app).

/** A picture of the given media path, as the server describes it. */
export const testPicture = (path: string, alt = 'A picture'): ResponsiveImage =>
  responsiveImage(path, { width: 1600, height: 1200 }, alt);

/** The Galata loft, with the given fields changed. */
export function apartmentSummary(overrides: Partial<ApartmentSummary> = {}): ApartmentSummary {
  return {
    id: '0b7c1f7e-5a4e-4c57-9d3e-1f2a3b4c5d6e',
    apartmentNumber: 12,
    slug: 'galata-loft',
    slugs: { en: 'galata-loft' },
    title: 'Galata loft',
    description: 'A bright loft two streets from the Galata Tower.',
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
    images: [{ ...testPicture('/media/apartments/galata-loft/living'), roomType: 'living' }],
    imageCount: 1,
    amenities: [],
    ...overrides,
  };
}

/** The Bosphorus cruise: two departures a day, every day, at €45 a person; with the given fields changed. */
export function catalogueTour(overrides: Partial<Tour> = {}): Tour {
  return {
    id: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
    tourNumber: 3,
    slug: 'bosphorus-cruise',
    title: 'Bosphorus cruise',
    description: 'Two and a half hours on the water.',
    meetingPoint: 'Eminönü pier',
    duration: 150,
    maxPeople: 12,
    startTimes: ['10:00', '14:30'],
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    price: 45,
    images: [],
    translations: {},
    ...overrides,
  };
}
