import type { ApartmentSummary } from '@konak/domain/api/apartments/apartment';
import type { SiteImage } from '@konak/domain/api/site-images/site-image';
import type { Tour } from '@konak/domain/api/tours/tour';
import type { CatalogueReader } from '@konak/domain/catalogue/page-data';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import { RouterContextProvider } from 'react-router';
import { apartmentSummary, catalogueTour, testPicture } from '../../../test/catalogue-fixtures';
import { EXAMPLE_SITE } from '../../../test/site-settings';
import { noReviews } from '../../components/reviews/review-test-fixtures';
import { requestContext } from '../../request-context';

// Test data of the rentals home's tests (not part of the app).

const picture = (path: string) => testPicture(path);

export const discountedStay = {
  checkIn: '2026-12-01',
  checkOut: '2026-12-05',
  nights: 4,
  totalPrice: 342,
  totalOriginalPrice: 380,
  hasDiscount: true,
  pricePerNight: 85.5,
  currency: 'EUR',
  breakdown: [],
} as const satisfies ApartmentSummary['stay'];

export const tour: Tour = catalogueTour({
  slug: 'bosphorus-sunset-cruise',
  title: 'Bosphorus sunset cruise',
  images: [picture('/media/tours/bosphorus/boat')],
});

export const heroImages: SiteImage[] = [
  { ...picture('/media/site/hero'), category: 'hero' },
  { ...picture('/media/site/rentals-1'), category: 'hero-rentals' },
  { ...picture('/media/site/rentals-2'), category: 'hero-rentals' },
];

export const familySearch: StaySearch = {
  checkIn: '2026-12-01',
  checkOut: '2026-12-05',
  adults: 2,
  children: 1,
  childrenAgeGroups: { above7: 0, between2And7: 1, under2: 0 },
};

/** A catalogue whose search answers with `apartments` and records what it was asked. */
export function fakeCatalogue(apartments: ApartmentSummary[] = [apartmentSummary()]) {
  const searches: StaySearch[] = [];
  const pages: number[] = [];
  const catalogue: CatalogueReader = {
    searchApartments: async (search, _language, page = { page: 1, pageSize: 24 }) => {
      searches.push(search);
      pages.push(page.page);
      const start = (page.page - 1) * page.pageSize;
      return { items: apartments.slice(start, start + page.pageSize), total: apartments.length, ...page };
    },
    tours: async () => [tour],
    siteImages: async () => heroImages,
    apartmentBySlug: async () => ({ found: false }),
    apartmentById: async () => null,
    tourById: async () => null,
    calendar: async () => [],
    stayPrice: async () => null,
    legalDocument: async () => null,
    apartmentReviews: async (_apartmentId, page) => ({ ...noReviews, page }),
    latestReviews: async () => ({ items: [], total: 0 }),
  };
  return { catalogue, searches, pages };
}

export function contextWith(catalogue: CatalogueReader): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, { nonce: 'test-nonce', catalogue, site: EXAMPLE_SITE });
  return context;
}
