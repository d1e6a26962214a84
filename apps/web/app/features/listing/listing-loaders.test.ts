// @vitest-environment node
import { expandImage } from '@konak/domain/catalogue/image-variants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { translationBundle } from '../../i18n/translation-files';
import { loader as apartmentLoader } from '../../routes/apartment';
import { loader as detailLoader } from '../../routes/detail-redirect';
import { loader as tourLoader } from '../../routes/tour';
import {
  APARTMENT_ID,
  apartment,
  calendarDays,
  contextWith,
  type FakeCatalogue,
  fakeCatalogue,
  TOUR_ID,
} from './listing-test-fixtures';

type ApartmentArgs = Parameters<typeof apartmentLoader>[0];
type DetailArgs = Parameters<typeof detailLoader>[0];
type TourArgs = Parameters<typeof tourLoader>[0];

/** What React Router hands a loader; the parts these loaders read are real, the rest is never touched. */
function argsFor(catalogue: FakeCatalogue, href: string, params: Record<string, string>) {
  const url = new URL(href, 'https://konak.test');
  const args = { params, url, request: new Request(url), context: contextWith(catalogue) };
  return args as unknown as ApartmentArgs & DetailArgs & TourArgs;
}

/** The catalogue finding the apartment under a slug it says has moved to `redirectUrl`. */
function movedApartmentCatalogue(redirectUrl: string) {
  return fakeCatalogue({ bySlug: { found: true, apartment, shouldRedirect: true, redirectUrl } });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
}

async function redirectOf(promise: Promise<unknown>) {
  const response = (await rejection(promise)) as Response;
  expect(response).toBeInstanceOf(Response);
  return { status: response.status, location: response.headers.get('Location') };
}

async function statusOf(promise: Promise<unknown>) {
  const error = (await rejection(promise)) as { init?: ResponseInit };
  return error.init?.status;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
});
describe('apartment page loader', () => {
  it('renders the apartment with a year of availability and every language’s slug path', async () => {
    const catalogue = fakeCatalogue();
    const result = await apartmentLoader(
      argsFor(catalogue, '/apartment/moda-deniz-manzarali-daire', {
        slug: 'moda-deniz-manzarali-daire',
      }) as ApartmentArgs,
    );
    expect(result.init?.status).toBeUndefined();
    const page = result.data.page;
    expect(page?.apartment.title).toBe(apartment.title);
    expect(page?.apartment).not.toHaveProperty('translations');
    expect(page?.quote).toEqual({ kind: 'no-dates' });
    expect(page?.availability.firstDate).toBe('2026-11-22');
    expect(page?.availability.lastDate).toBe('2027-11-22');
    expect(catalogue.calls).toEqual([
      'apartmentBySlug moda-deniz-manzarali-daire tr',
      `calendar ${APARTMENT_ID} 2026-11-22 2027-11-22`,
    ]);
    expect(result.data.alternates).toEqual({
      tr: '/apartment/moda-deniz-manzarali-daire',
      en: '/en/apartment/moda-sea-view-flat',
      ar: `/ar/apartment/${encodeURIComponent('شقة-مودا')}`,
      ru: `/ru/apartment/${encodeURIComponent('квартира-мода')}`,
    });
    expect(result.data.i18n.language).toBe('tr');
  });

  it('sends each picture by its base path, which the page turns back into every variant', async () => {
    const result = await apartmentLoader(
      argsFor(fakeCatalogue(), '/apartment/moda-deniz-manzarali-daire', {
        slug: 'moda-deniz-manzarali-daire',
      }) as ApartmentArgs,
    );
    const images = result.data.page?.apartment.images ?? [];
    expect(images).toEqual([
      { path: '/media/apartments/moda/living', width: 1600, height: 1200, alt: 'Salon' },
    ]);
    const { roomType: _roomType, ...shown } = apartment.images[0] as (typeof apartment.images)[number];
    expect(images.map(expandImage)).toEqual([shown]);
  });

  it('follows the server’s redirect to the current language’s slug with 301, keeping the search', async () => {
    const catalogue = movedApartmentCatalogue('/apartment/moda-deniz-manzarali-daire');
    const args = argsFor(catalogue, '/apartment/moda-sea-view-flat?adults=2', { slug: 'moda-sea-view-flat' });
    expect(await redirectOf(apartmentLoader(args as ApartmentArgs))).toEqual({
      status: 301,
      location: '/apartment/moda-deniz-manzarali-daire?adults=2',
    });
    expect(catalogue.calls).toEqual(['apartmentBySlug moda-sea-view-flat tr']);
  });

  it('keeps a German prefix when the server answers with the English page', async () => {
    const catalogue = movedApartmentCatalogue('/en/apartment/moda-sea-view-flat');
    const args = argsFor(catalogue, '/de/apartment/moda-deniz-manzarali-daire', {
      slug: 'moda-deniz-manzarali-daire',
    });
    expect(await redirectOf(apartmentLoader(args as ApartmentArgs))).toEqual({
      status: 301,
      location: '/de/apartment/moda-sea-view-flat',
    });
    expect(catalogue.calls).toEqual(['apartmentBySlug moda-deniz-manzarali-daire en']);
  });

  it('renders instead of looping when the redirect points at the requested page', async () => {
    const arabicPath = `/ar/apartment/${encodeURIComponent('شقة-مودا')}`;
    const catalogue = movedApartmentCatalogue(arabicPath);
    const result = await apartmentLoader(
      argsFor(catalogue, arabicPath, { slug: 'شقة-مودا' }) as ApartmentArgs,
    );
    expect(result.data.page?.apartment.id).toBe(APARTMENT_ID);
  });

  it('answers 404 with the listing texts for an unknown slug', async () => {
    const catalogue = fakeCatalogue({ bySlug: { found: false } });
    const result = await apartmentLoader(
      argsFor(catalogue, '/en/apartment/nowhere', { slug: 'nowhere' }) as ApartmentArgs,
    );
    expect(result.init?.status).toBe(404);
    expect(result.data.page).toBeNull();
    expect(translationBundle(result.data.i18n).value?.resources.listing?.notFound.back).toBe(
      'Back to the apartments',
    );
  });

  it('answers 404 without a lookup for a slug longer than any real one', async () => {
    const catalogue = fakeCatalogue();
    const slug = 'x'.repeat(201);
    const result = await apartmentLoader(argsFor(catalogue, `/apartment/${slug}`, { slug }) as ApartmentArgs);
    expect(result.init?.status).toBe(404);
    expect(catalogue.calls).toEqual([]);
  });

  it('prices chosen dates and carries the search, in a fixed order, to the book link', async () => {
    const catalogue = fakeCatalogue();
    const href =
      '/en/apartment/moda-sea-view-flat?adults=2&checkOut=2026-12-04&checkIn=2026-12-01&utm=x&children=abc';
    const result = await apartmentLoader(
      argsFor(catalogue, href, { slug: 'moda-sea-view-flat' }) as ApartmentArgs,
    );
    const page = result.data.page;
    expect(page?.quote.kind).toBe('priced');
    expect(page?.quote.kind === 'priced' && page.quote.price.totalPrice).toBe(340);
    expect(page?.searchQuery).toBe('?checkIn=2026-12-01&checkOut=2026-12-04&adults=2');
    expect(catalogue.calls).toContain(`stayPrice ${APARTMENT_ID} 2026-12-01 2026-12-04`);
  });

  it('says the dates cannot be booked when a night is taken, even though the price call answers', async () => {
    const catalogue = fakeCatalogue({
      days: (start, end) => calendarDays(start, end, { booked: ['2026-12-02'] }),
    });
    const href = '/apartment/moda?checkIn=2026-12-01&checkOut=2026-12-04';
    const result = await apartmentLoader(argsFor(catalogue, href, { slug: 'moda' }) as ApartmentArgs);
    expect(result.data.page?.quote).toEqual({
      kind: 'unavailable',
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
    });
    expect(result.data.page?.availability.booked).toEqual(['2026-12-02']);
  });

  it('says the dates cannot be booked when the price call refuses them (minimum stay, closed night)', async () => {
    const catalogue = fakeCatalogue({ price: () => null });
    const href = '/apartment/moda?checkIn=2026-12-01&checkOut=2026-12-02';
    const result = await apartmentLoader(argsFor(catalogue, href, { slug: 'moda' }) as ApartmentArgs);
    expect(result.data.page?.quote.kind).toBe('unavailable');
  });

  it('ignores reversed or impossible dates instead of asking for a price', async () => {
    const catalogue = fakeCatalogue();
    for (const query of [
      'checkIn=2026-12-04&checkOut=2026-12-01',
      'checkIn=2026-02-30&checkOut=2026-03-02',
    ]) {
      const result = await apartmentLoader(
        argsFor(catalogue, `/apartment/moda?${query}`, { slug: 'moda' }) as ApartmentArgs,
      );
      expect(result.data.page?.quote).toEqual({ kind: 'no-dates' });
    }
    expect(catalogue.calls.some((call) => call.startsWith('stayPrice'))).toBe(false);
  });
});

describe('/detail/{type}/{id}', () => {
  it('sends apartments to their slug page in the URL’s language with 301', async () => {
    const catalogue = fakeCatalogue();
    const args = argsFor(catalogue, `/en/detail/apartments/${APARTMENT_ID}?adults=2`, {
      type: 'apartments',
      id: APARTMENT_ID,
    });
    expect(await redirectOf(detailLoader(args as DetailArgs))).toEqual({
      status: 301,
      location: '/en/apartment/moda-sea-view-flat?adults=2',
    });
  });

  it('sends tours to /tour/{id}', async () => {
    const args = argsFor(fakeCatalogue(), `/ru/detail/tours/${TOUR_ID}`, { type: 'tours', id: TOUR_ID });
    expect(await redirectOf(detailLoader(args as DetailArgs))).toEqual({
      status: 301,
      location: `/ru/tour/${TOUR_ID}`,
    });
  });

  it.each([
    ['an unknown type', 'houses', APARTMENT_ID],
    ['an unknown apartment', 'apartments', '00000000-0000-4000-8000-000000000000'],
    ['an unknown tour', 'tours', APARTMENT_ID],
  ])('answers 404 for %s', async (_case, type, id) => {
    const args = argsFor(fakeCatalogue(), `/detail/${type}/${id}`, { type, id });
    expect(await statusOf(detailLoader(args as DetailArgs))).toBe(404);
  });

  it.each(['42', 'abc', "1' or 1=1", `${APARTMENT_ID}x`])(
    'answers 404 without a lookup for the id %s',
    async (id) => {
      const catalogue = fakeCatalogue();
      const args = argsFor(catalogue, `/detail/apartments/${encodeURIComponent(id)}`, {
        type: 'apartments',
        id,
      });
      expect(await statusOf(detailLoader(args as DetailArgs))).toBe(404);
      expect(catalogue.calls).toEqual([]);
    },
  );
});

describe('tour page loader', () => {
  it('renders the tour in the page language without the other languages’ texts', async () => {
    const catalogue = fakeCatalogue();
    const result = await tourLoader(argsFor(catalogue, `/ar/tour/${TOUR_ID}`, { id: TOUR_ID }) as TourArgs);
    expect(result.data.tour?.title).toBe('Bosphorus cruise');
    expect(result.data.tour).not.toHaveProperty('translations');
    expect(catalogue.calls).toEqual([`tourById ${TOUR_ID} ar`]);
  });

  it.each([
    ['malformed', 'not-a-uuid'],
    ['unknown', APARTMENT_ID],
  ])('answers 404 for a %s id', async (_case, id) => {
    const result = await tourLoader(argsFor(fakeCatalogue(), `/tour/${id}`, { id }) as TourArgs);
    expect(result.init?.status).toBe(404);
    expect(result.data.tour).toBeNull();
  });
});
