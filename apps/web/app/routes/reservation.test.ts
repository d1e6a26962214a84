// @vitest-environment node
import type { ApartmentDetail } from '@konak/domain/api/apartments/apartment';
import type { CatalogueReader } from '@konak/domain/catalogue/page-data';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject, RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EXAMPLE_SITE } from '../../test/site-settings';
import { apartment, tour } from '../features/listing/listing-test-fixtures';
import enBookingTerms from '../i18n/locales/en/booking-terms.json';
import enReservation from '../i18n/locales/en/reservation.json';
import { type TranslationFiles, translationBundle } from '../i18n/translation-files';
import { requestContext } from '../request-context';
import routes from '../routes';
import { loader, meta } from './reservation';

type LoaderArgs = Parameters<typeof loader>[0];
type MetaArgs = Parameters<typeof meta>[0];

function catalogue(): CatalogueReader & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    apartmentById: vi.fn(async (id: string) => {
      calls.push(`apartment ${id}`);
      return id === apartment.id ? (apartment as ApartmentDetail) : null;
    }),
    tourById: vi.fn(async (id: string) => {
      calls.push(`tour ${id}`);
      return id === tour.id ? tour : null;
    }),
  } as unknown as CatalogueReader & { calls: string[] };
}

async function load(path: string, reader = catalogue()) {
  const context = new RouterContextProvider();
  context.set(requestContext, { nonce: 'n', catalogue: reader, site: EXAMPLE_SITE });
  const url = new URL(path, 'https://konak.test');
  const id = url.pathname.split('/')[4];
  const result = await loader({ params: { lang: 'en', id }, url, context } as unknown as LoaderArgs);
  return {
    result: result as unknown as { data: Record<string, unknown>; init: ResponseInit | null },
    reader,
  };
}

/** The app's route config as plain route objects named by their module, for matchRoutes. */
function routeObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { index: true, id: entry.id ?? entry.file }
      : { path: entry.path, id: entry.id ?? entry.file, children: routeObjects(entry.children ?? []) },
  );
}

/** The page a path opens, with the language layout's children in config order or reversed. */
function pageFor(path: string, order: 'config' | 'reversed' = 'config'): string | undefined {
  const tree = routeObjects(routes).map((layout) => ({
    ...layout,
    children: order === 'config' ? layout.children : [...(layout.children ?? [])].reverse(),
  }));
  return matchRoutes(tree as RouteObject[], path)?.at(-1)?.route.id;
}

describe('reservation route', () => {
  it('owns /reservation/{type}/{id} in every language, which the apartment and tour pages could also claim', () => {
    // The browser learns routes lazily and appends them, so the order of siblings must not decide.
    for (const order of ['config', 'reversed'] as const) {
      for (const prefix of ['', '/en', '/ar', '/ru']) {
        const where = `${order} ${prefix}`;
        expect(pageFor(`${prefix}/reservation/apartment/${apartment.id}`, order), where).toBe(
          'reservation-apartment',
        );
        expect(pageFor(`${prefix}/reservation/tour/${tour.id}`, order), where).toBe('reservation-tour');
      }
      expect(pageFor('/apartment/galata-loft', order)).toBe('routes/apartment.tsx');
      expect(pageFor('/en/tour/abc', order)).toBe('routes/tour.tsx');
    }
  });

  it('renders the apartment’s facts for the form, with the reservation texts of the page language', async () => {
    const { result } = await load(`/en/reservation/apartment/${apartment.id}?checkIn=2026-06-10`);
    expect(result.init?.status ?? 200).toBe(200);
    expect(translationBundle(result.data.i18n as TranslationFiles).value).toEqual({
      language: 'en',
      resources: { reservation: enReservation, 'booking-terms': enBookingTerms },
    });
    expect(result.data.listing).toMatchObject({
      type: 'apartment',
      id: apartment.id,
      title: apartment.title,
      slug: apartment.slug,
      place: 'Moda, Kadıköy, İstanbul',
      checkInTime: apartment.checkInTime,
      checkOutTime: apartment.checkOutTime,
      maxCapacity: apartment.maxCapacity,
      guaranteeFeePercent: apartment.guaranteeFeePercent,
      image: apartment.images[0],
    });
    // Nothing of other languages or of the whole gallery travels to the page.
    expect(result.data.listing).not.toHaveProperty('translations');
    expect(result.data.listing).not.toHaveProperty('images');
  });

  it('renders a tour', async () => {
    const { result } = await load(`/en/reservation/tour/${tour.id}`);
    expect(result.data.listing).toMatchObject({
      type: 'tour',
      id: tour.id,
      meetingPoint: tour.meetingPoint,
      duration: tour.duration,
      maxPeople: tour.maxPeople,
      price: tour.price,
    });
  });

  it('answers 404 with the listing not-found texts for unknown ids, types and non-ids', async () => {
    for (const path of [
      '/en/reservation/apartment/6f1c2a4e-8b1d-4c3e-9a2f-000000000000',
      '/en/reservation/tour/6f1c2a4e-8b1d-4c3e-9a2f-000000000000',
      `/en/reservation/villa/${apartment.id}`,
      '/en/reservation/apartment/drop-table',
    ]) {
      const { result, reader } = await load(path);
      expect(result.init?.status, path).toBe(404);
      expect(result.data.listing, path).toBeNull();
      expect(Object.keys((result.data.i18n as TranslationFiles).files), path).toEqual(['listing']);
      if (path.endsWith('drop-table') || path.includes('villa')) expect(reader.calls, path).toEqual([]);
    }
  });

  it('is never indexed', async () => {
    const { result } = await load(`/en/reservation/apartment/${apartment.id}`);
    const tags = meta({
      loaderData: result.data,
      matches: [{ loaderData: result.data }],
      location: { pathname: `/en/reservation/apartment/${apartment.id}` },
    } as unknown as MetaArgs);
    expect(tags).toEqual([
      { title: `Book ${apartment.title} – Konak` },
      { name: 'robots', content: 'noindex, nofollow' },
    ]);
  });
});
