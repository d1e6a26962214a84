import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apartmentSlugHistory, apartments, apartmentTranslations } from '../../src/db/schema/apartments.ts';
import { useTestApp } from '../helpers/app.ts';
import { insertApartmentImage, insertListing } from './catalogue-fixtures.ts';

type Listing = Awaited<ReturnType<typeof insertListing>>;
type Item = { id: string; [key: string]: unknown };

const context = useTestApp();

const inject = (options: InjectOptions) => context.app.inject(options);
const get = (url: string, language = 'en') =>
  inject({ method: 'GET', url, headers: { 'accept-language': language } });
const ids = (body: { items: Item[] }) => body.items.map((item) => item.id);

function expectClientError(response: Awaited<ReturnType<typeof get>>, status = 400) {
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(typeof body.message).toBe('string');
  return body as { message: string; code?: string; errors?: { field: string; message: string }[] };
}

describe('GET /api/apartments', () => {
  it('pages the active apartments, 24 by default', async () => {
    const first = await get('/api/apartments');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(24);
    expect(body.items).toHaveLength(24);
    expect(body.total).toBeGreaterThanOrEqual(30);
    const second = (await get('/api/apartments?page=2&pageSize=10')).json();
    expect(second.items).toHaveLength(10);
    expect(ids(second).some((id) => ids(body).slice(0, 10).includes(id))).toBe(false);
  });

  it('refuses bad paging with 400', async () => {
    for (const query of ['pageSize=101', 'pageSize=0', 'page=0', 'page=-1', 'page=abc', 'pageSize=1e9']) {
      expectClientError(await get(`/api/apartments?${query}`));
    }
  });

  it('fills spec §9 defaults and leaves inactive apartments out', async () => {
    const plain = await insertListing(context.db, { label: 'plain' });
    const hidden = await insertListing(context.db, { label: 'hidden', isActive: false });
    const body = (await get('/api/apartments?pageSize=100')).json();
    expect(ids(body)).not.toContain(hidden.id);
    const item = body.items.find((candidate: Item) => candidate.id === plain.id);
    expect(item).toMatchObject({
      bathrooms: 1,
      size: 50,
      maxCapacity: 4,
      basePrice: 100,
      checkInTime: '14:00',
      checkOutTime: '11:00',
      city: 'İstanbul',
      title: 'plain en',
      slug: plain.slugs.en,
    });
    expect(item.slugs).toEqual(plain.slugs);
  });
});

describe('GET /api/apartments/{id}', () => {
  let listing: Listing;
  beforeAll(async () => {
    listing = await insertListing(context.db, { label: 'detail', maxAdults: 3, guaranteeFeePercent: 15 });
    await insertApartmentImage(context.db, listing.id, {
      url: '/media/apartments/detail/living',
      roomType: 'living',
      width: 1280,
      height: 853,
      alt: { tr: 'Salon', en: 'Living room' },
      sortOrder: 2,
    });
    await insertApartmentImage(context.db, listing.id, {
      url: '/media/apartments/detail/out',
      roomType: 'exterior',
      sortOrder: 1,
    });
  });

  it('answers the detail in the Accept-Language language, ?lang overriding it', async () => {
    const english = (await get(`/api/apartments/${listing.id}`)).json();
    expect(english).toMatchObject({
      id: listing.id,
      title: 'detail en',
      maxAdults: 3,
      guaranteeFeePercent: 15,
    });
    expect(Object.keys(english.translations).sort()).toEqual(['ar', 'en', 'ru', 'tr']);
    expect((await get(`/api/apartments/${listing.id}`, 'ru')).json().title).toBe('detail ru');
    expect((await get(`/api/apartments/${listing.id}?lang=ar`, 'ru')).json().title).toBe('detail ar');
    // de is recognised and answered in English.
    expect((await get(`/api/apartments/${listing.id}?lang=de`)).json().title).toBe('detail en');
  });

  it('orders images and builds their responsive variants', async () => {
    const { images } = (await get(`/api/apartments/${listing.id}`)).json();
    expect(images.map((image: { roomType: string }) => image.roomType)).toEqual(['exterior', 'living']);
    expect(images[1]).toMatchObject({
      url: '/media/apartments/detail/living/960.webp',
      width: 1280,
      height: 853,
      alt: 'Living room',
    });
    expect(images[1].srcSet.avif).toContain('/media/apartments/detail/living/1280.avif 1280w');
    // Stored without an alt text: the title stands in.
    expect(images[0].alt).toBe('detail en');
  });

  it('lists amenities in catalogue order with names in the language', async () => {
    const demo = (await get('/api/apartments?pageSize=1')).json().items[0];
    expect(demo.amenities.length).toBeGreaterThan(0);
    expect(demo.amenities[0]).toMatchObject({ key: expect.any(String), icon: expect.any(String) });
    const turkish = (await get(`/api/apartments/${demo.id}`, 'tr')).json();
    const keys = turkish.amenities.map((amenity: { key: string }) => amenity.key);
    expect(keys).toEqual(demo.amenities.map((amenity: { key: string }) => amenity.key));
    expect(turkish.amenities[0].name).toBe(turkish.amenities[0].names.tr);
    // Lists stay light: one language's names and the cover picture only; the detail has everything.
    expect(demo.amenities[0].names).toBeUndefined();
    expect(demo.images).toHaveLength(1);
    expect(turkish.images).toHaveLength(demo.imageCount);
  });

  it('answers 400 for a malformed id, 404 "listing not found" for an unknown or inactive one', async () => {
    for (const id of ['abc', '123', "1' or '1'='1", `${randomUUID()}x`]) {
      const body = expectClientError(await get(`/api/apartments/${encodeURIComponent(id)}`));
      expect(body.errors?.[0]?.field).toBe('id');
    }
    const unknown = expectClientError(await get(`/api/apartments/${randomUUID()}`), 404);
    expect(unknown).toMatchObject({ code: 'listing_not_found', message: 'Listing not found.' });
    expect(expectClientError(await get(`/api/apartments/${randomUUID()}`, 'tr'), 404).message).toBe(
      'İlan bulunamadı.',
    );
    const hidden = await insertListing(context.db, { label: 'gone', isActive: false });
    expectClientError(await get(`/api/apartments/${hidden.id}`), 404);
  });

  it('shows an edited listing once the apartment row is updated', async () => {
    const edited = await insertListing(context.db, { label: 'edited' });
    expect((await get(`/api/apartments/${edited.id}`)).json().title).toBe('edited en');
    await context.db
      .update(apartmentTranslations)
      .set({ title: 'edited again' })
      .where(and(eq(apartmentTranslations.apartmentId, edited.id), eq(apartmentTranslations.language, 'en')));
    await context.db.update(apartments).set({ rooms: 2 }).where(eq(apartments.id, edited.id));
    expect((await get(`/api/apartments/${edited.id}`)).json()).toMatchObject({
      title: 'edited again',
      rooms: 2,
    });
  });

  it('refuses an unknown ?lang with 400', async () => {
    const body = expectClientError(await get(`/api/apartments/${listing.id}?lang=xx`));
    expect(body.errors?.[0]?.field).toBe('lang');
  });
});

describe('GET /api/apartments/slug/{slug}', () => {
  let listing: Listing;
  beforeAll(async () => {
    listing = await insertListing(context.db, { label: 'sluggy' });
    await context.db
      .insert(apartmentSlugHistory)
      .values({ language: 'en', slug: 'old-sluggy-name', apartmentId: listing.id });
  });
  const bySlug = (slug: string, query = '') =>
    get(`/api/apartments/slug/${encodeURIComponent(slug)}${query}`);

  it('finds the current slug without a redirect', async () => {
    const body = (await bySlug(listing.slugs.en, '?lang=en')).json();
    expect(body).toMatchObject({
      id: listing.id,
      shouldRedirect: false,
      redirectUrl: null,
      title: 'sluggy en',
    });
    const turkish = (await bySlug(listing.slugs.tr, '?lang=tr')).json();
    expect(turkish).toMatchObject({ shouldRedirect: false, redirectUrl: null, title: 'sluggy tr' });
  });

  it('redirects a slug of another language to the slug of the wanted one', async () => {
    const toTurkish = (await bySlug(listing.slugs.en, '?lang=tr')).json();
    expect(toTurkish).toMatchObject({ shouldRedirect: true, redirectUrl: `/apartment/${listing.slugs.tr}` });
    const toRussian = (await bySlug(listing.slugs.tr, '?lang=ru')).json();
    expect(toRussian.redirectUrl).toBe(`/ru/apartment/${listing.slugs.ru}`);
    // Without ?lang the Accept-Language decides.
    expect((await get(`/api/apartments/slug/${listing.slugs.tr}`, 'en')).json().redirectUrl).toBe(
      `/en/apartment/${listing.slugs.en}`,
    );
  });

  it('redirects a former slug and percent-encodes non-Latin slugs', async () => {
    const former = (await bySlug('old-sluggy-name', '?lang=en')).json();
    expect(former).toMatchObject({
      id: listing.id,
      shouldRedirect: true,
      redirectUrl: `/en/apartment/${listing.slugs.en}`,
    });
    const demo = (await get('/api/apartments?pageSize=1', 'ar')).json().items[0];
    const arabic = (await bySlug(demo.slugs.tr, '?lang=ar')).json();
    expect(arabic.redirectUrl).toBe(`/ar/apartment/${encodeURIComponent(demo.slugs.ar)}`);
    expect(arabic.redirectUrl).toMatch(/^[\x21-\x7e]+$/);
  });

  it('answers 404 for an unknown or absurdly long slug and 400 for a bad language', async () => {
    expect(expectClientError(await bySlug('no-such-apartment'), 404).code).toBe('listing_not_found');
    // Longer than the router's maxParamLength: no route matches.
    expectClientError(await bySlug('x'.repeat(201)), 404);
    expectClientError(await bySlug(listing.slugs.en, '?lang=xx'));
  });
});

describe('featured and category lists', () => {
  it('lists only featured apartments', async () => {
    const body = (await get('/api/apartments/featured')).json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((item: { isFeatured: boolean }) => item.isFeatured)).toBe(true);
  });

  it('lists a category and refuses an unknown one', async () => {
    const body = (await get('/api/apartments/category/sea-view')).json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((item: { category: string }) => item.category === 'sea-view')).toBe(true);
    const unknown = expectClientError(await get('/api/apartments/category/castle'));
    expect(unknown.errors?.[0]?.field).toBe('category');
  });
});

describe('GET /api/apartments/search', () => {
  const search = async (query: string, language = 'en') => {
    const response = await get(`/api/apartments/search?query=${encodeURIComponent(query)}`, language);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      items: (Item & { district: string; neighborhood: string; title: string })[];
      total: number;
    };
  };

  it('ignores case and Turkish letters: kadikoy finds Kadıköy', async () => {
    const plain = await search('kadikoy');
    expect(plain.total).toBeGreaterThan(0);
    expect(
      plain.items.every((item) => `${item.district} ${item.neighborhood} ${item.title}`.includes('Kad')),
    ).toBe(true);
    expect(ids(await search('KADIKÖY'))).toEqual(ids(plain));
    expect(ids(await search('kadıköy'))).toEqual(ids(plain));
    const sisli = await search('sisli');
    expect(sisli.total).toBeGreaterThan(0);
    expect(sisli.items.every((item) => item.district === 'Şişli')).toBe(true);
  });

  it('treats ISTANBUL, istanbul and İstanbul alike', async () => {
    const lower = await search('istanbul');
    expect(lower.total).toBeGreaterThan(0);
    expect(ids(await search('ISTANBUL'))).toEqual(ids(lower));
    expect(ids(await search('İstanbul'))).toEqual(ids(lower));
    expect(ids(await search('ıstanbul'))).toEqual(ids(lower));
  });

  it('finds Russian and Arabic titles, ignoring ё and hamza spellings', async () => {
    const listing = await insertListing(context.db, {
      label: 'scripts',
      titles: { ru: 'Квартира с видом на Ёлочную бухту', ar: 'شقة أنيقة قرب الميناء' },
    });
    expect(ids(await search('елочную', 'ru'))).toContain(listing.id);
    expect(ids(await search('ЁЛОЧНУЮ БУХТУ', 'ru'))).toContain(listing.id);
    expect(ids(await search('انيقة', 'ar'))).toContain(listing.id);
    expect(ids(await search('أنيقة الميناء', 'ar'))).toContain(listing.id);
  });

  it('puts the district and neighbourhood matches first', async () => {
    const body = await search('moda');
    expect(body.total).toBeGreaterThan(0);
    expect(body.items[0]?.neighborhood).toBe('Moda');
  });

  it('needs every word to match', async () => {
    expect((await search('kadikoy sisli')).total).toBe(0);
  });

  it('takes SQL and LIKE wildcards literally', async () => {
    for (const query of ["'; drop table apartments; --", '%', '_', '%%kad%', "' or 1=1 --", '\\']) {
      expect((await search(query)).total).toBe(0);
    }
    expect((await get('/api/apartments')).json().total).toBeGreaterThanOrEqual(30);
  });

  it('refuses empty, blank and very long queries with 400', async () => {
    for (const url of [
      '/api/apartments/search',
      '/api/apartments/search?query=',
      '/api/apartments/search?query=%20%20',
    ]) {
      const body = expectClientError(await get(url));
      expect(body.errors?.[0]?.field).toBe('query');
    }
    expectClientError(await get(`/api/apartments/search?query=${'a'.repeat(101)}`));
  });
});
