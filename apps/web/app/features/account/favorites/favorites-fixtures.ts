import type { ApartmentSummary } from '@konak/domain/api/apartments/apartment';
import type { FavoriteEntry } from '@konak/domain/api/favorites/list-favorites';
import type { Tour } from '@konak/domain/api/tours/tour';

import { apartmentSummary, catalogueTour, testPicture } from '../../../../test/catalogue-fixtures';

// Test data of the /favorites page's tests (not part of the app).

export const savedFlat: ApartmentSummary = apartmentSummary({
  id: '5b1e8a4e-8f5e-4c1a-9a53-0d6f4c2b1a01',
  description: 'A bright loft near the tower.',
  images: [{ ...testPicture('/media/apartments/galata-loft/living', 'Living room'), roomType: 'living' }],
});

export const savedTour: Tour = catalogueTour({
  id: '7c2f9b5f-9a6f-4d2b-8b64-1e7a5d3c2b03',
  description: 'Two continents from the water.',
  price: 45.5,
});

export const entries: FavoriteEntry[] = [
  { type: 'tours', favoritedAt: '2026-11-20T10:00:00.000Z', tour: savedTour },
  { type: 'apartments', favoritedAt: '2026-11-19T10:00:00.000Z', apartment: savedFlat },
];
