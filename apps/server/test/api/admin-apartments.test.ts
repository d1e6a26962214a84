import { randomUUID } from 'node:crypto';
import type { Language } from '@konak/domain/languages';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apartmentSlugHistory } from '../../src/db/schema/apartments.ts';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { startSecondInstance, useTestApp } from '../helpers/app.ts';
import { invalidFields } from '../helpers/invalid-fields.ts';
import { tokenOfNew } from '../helpers/users.ts';
import { daysFromToday, insertPricingDays } from './catalogue-fixtures.ts';
import { bookStay, injector } from './reservation-fixtures.ts';

type Texts = { title: string; description: string; slug: string | null };

/** A whole body for create and update; `label` keeps this test's titles and slugs apart from others'. */
function apartmentBody(label: string, overrides: Record<string, unknown> = {}) {
  const translations: Record<Language, Texts> = {
    tr: { title: `${label} Çatı Katı Şişli`, description: 'Deniz manzaralı, aydınlık daire.', slug: null },
    en: { title: `${label} Loft Sisli`, description: 'A bright flat with a sea view.', slug: null },
    ar: { title: 'شقة مطلة على البحر', description: 'شقة مشرقة بإطلالة على البحر.', slug: null },
    ru: { title: `${label} Лофт Шишли`, description: 'Светлая квартира с видом на море.', slug: null },
  };
  return {
    translations,
    rooms: 2,
    bathrooms: 1,
    sizeM2: 85,
    maxCapacity: 4,
    maxAdults: 3,
    maxChildren: 2,
    amenityKeys: [],
    checkInTime: '15:00',
    checkOutTime: '11:00',
    district: 'Şişli',
    neighborhood: 'Nişantaşı',
    address: 'Teşvikiye Cad. 10',
    latitude: 41.05,
    longitude: 28.99,
    guaranteeFeePercent: 20,
    basePrice: 120.5,
    permitNumber: '34-2024/1234',
    isFeatured: true,
    ...overrides,
  };
}

describe('back-office apartments (/api/admin/apartments)', () => {
  const context = useTestApp();
  const inject = injector(context);
  let adminToken: string;
  let staffToken: string;
  let memberToken: string;

  beforeAll(async () => {
    adminToken = await tokenOfNew(context, 'admin');
    staffToken = await tokenOfNew(context, 'staff');
    memberToken = await tokenOfNew(context);
  });

  const create = (
    payload: object,
    { key = randomUUID() as string, token = adminToken, language = 'en' } = {},
  ) =>
    inject({
      method: 'POST',
      url: '/api/admin/apartments',
      token,
      language,
      headers: { 'idempotency-key': key },
      payload,
    });
  const update = (id: string, payload: object, language = 'en') =>
    inject({ method: 'PUT', url: `/api/admin/apartments/${id}`, token: adminToken, language, payload });
  const publish = (id: string, published: boolean) =>
    inject({
      method: 'PUT',
      url: `/api/admin/apartments/${id}/publication`,
      token: adminToken,
      payload: { published },
    });
  const created = async (label: string, overrides: Record<string, unknown> = {}) => {
    const answer = await create(apartmentBody(label, overrides));
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as {
      id: string;
      apartmentNumber: number;
      isPublished: boolean;
      values: Omit<ReturnType<typeof apartmentBody>, 'translations'> & {
        translations: Record<Language, { title: string; description: string; slug: string }>;
      };
    };
  };
  const publicGet = (url: string, language = 'en') => inject({ method: 'GET', url, language });

  it('are for admins: 401 without a session, 403 for a member and for staff', async () => {
    const apartment = await created('Roles');
    const calls = [
      { method: 'GET', url: '/api/admin/apartments' },
      { method: 'GET', url: '/api/admin/apartments/amenities' },
      { method: 'GET', url: `/api/admin/apartments/${apartment.id}` },
      {
        method: 'POST',
        url: '/api/admin/apartments',
        payload: apartmentBody('x'),
        headers: { 'idempotency-key': randomUUID() },
      },
      { method: 'PUT', url: `/api/admin/apartments/${apartment.id}`, payload: apartmentBody('x') },
      {
        method: 'PUT',
        url: `/api/admin/apartments/${apartment.id}/publication`,
        payload: { published: true },
      },
    ] as const;
    for (const call of calls) {
      expect((await inject(call)).statusCode, call.url).toBe(401);
      expect((await inject({ ...call, token: memberToken })).statusCode, call.url).toBe(403);
      expect((await inject({ ...call, token: staffToken })).statusCode, call.url).toBe(403);
    }
  });

  it('create an unpublished apartment with Turkish-aware slugs, the Arabic one borrowed from English, audited', async () => {
    const apartment = await created('Moda');
    expect(apartment.isPublished).toBe(false);
    expect(apartment.values.translations.tr.slug).toBe('moda-cati-kati-sisli');
    expect(apartment.values.translations.en.slug).toBe('moda-loft-sisli');
    expect(apartment.values.translations.ar.slug).toBe('moda-loft-sisli-ar');
    expect(apartment.values.translations.ru.slug).toBe('moda-loft-shishli');
    expect(apartment.values).toMatchObject({ basePrice: 120.5, permitNumber: '34-2024/1234', maxAdults: 3 });
    const [audit] = await context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, apartment.id), eq(auditEvents.action, 'apartment.create')));
    expect(audit).toMatchObject({ subjectType: 'apartment', before: null });
    // Unpublished: no page for guests.
    expect((await publicGet(`/api/apartments/${apartment.id}`)).statusCode).toBe(404);
  });

  it('create once for a double click (same Idempotency-Key), refuse the key with another body', async () => {
    const key = randomUUID();
    const body = apartmentBody('Twice');
    const [first, second] = await Promise.all([create(body, { key }), create(body, { key })]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    const reused = await create(apartmentBody('Other'), { key });
    expect(reused.statusCode).toBe(422);
    const list = (await inject({ method: 'GET', url: '/api/admin/apartments', token: adminToken })).json();
    expect(list.items.filter((item: { title: string }) => item.title === 'Twice Loft Sisli')).toHaveLength(1);
  });

  it('make generated slugs unique with -2 and refuse a typed slug another apartment has or had (409)', async () => {
    const first = await created('Dupe');
    const second = await created('Dupe');
    expect(second.values.translations.tr.slug).toBe('dupe-cati-kati-sisli-2');
    const clash = apartmentBody('Dupe', {});
    clash.translations.en.slug = first.values.translations.en.slug;
    const refused = await update(second.id, clash);
    expect(refused.statusCode).toBe(409);
    expect(invalidFields(refused)).toEqual(['translations.en.slug']);
    expect(refused.json().errors[0].message).toContain('Another apartment');
  });

  it('refuse bad input with 400 and translated messages naming each field', async () => {
    const bad = await create(
      apartmentBody('Bad', {
        translations: {
          tr: { title: '', description: '', slug: null },
          en: { title: '', description: 'text without a title', slug: 'Not A Slug' },
          ar: { title: '', description: '', slug: null },
          ru: { title: '', description: '', slug: null },
        },
        rooms: -1,
        maxCapacity: 2,
        maxAdults: 3,
        checkInTime: '25:00',
        latitude: 41,
        longitude: null,
        guaranteeFeePercent: 40,
        basePrice: 0,
        permitNumber: '12',
      }),
      { language: 'tr' },
    );
    expect(bad.statusCode).toBe(400);
    expect(invalidFields(bad)).toEqual([
      'basePrice',
      'checkInTime',
      'guaranteeFeePercent',
      'longitude',
      'maxAdults',
      'permitNumber',
      'rooms',
      'translations.en.slug',
      'translations.en.title',
      'translations.tr.title',
    ]);
    const messages = Object.fromEntries(
      (bad.json().errors as { field: string; message: string }[]).map((error) => [
        error.field,
        error.message,
      ]),
    );
    expect(messages.permitNumber).toContain('İzin belgesi');
    const unknownAmenity = await create(apartmentBody('Amenity', { amenityKeys: ['no-such-amenity'] }));
    expect(unknownAmenity.statusCode).toBe(400);
    expect(invalidFields(unknownAmenity)).toEqual(['amenityKeys']);
    const noKey = await inject({
      method: 'POST',
      url: '/api/admin/apartments',
      token: adminToken,
      payload: apartmentBody('k'),
    });
    expect(noKey.statusCode).toBe(400);
    const unknown = await update(randomUUID(), apartmentBody('Ghost'));
    expect(unknown.statusCode).toBe(404);
    expect(
      (await inject({ method: 'GET', url: '/api/admin/apartments/not-a-uuid', token: adminToken }))
        .statusCode,
    ).toBe(400);
  });

  it('list every apartment with its published state and missing languages; offer the shared amenities', async () => {
    const partial = await created('Partial', {
      translations: {
        tr: { title: 'Partial Daire', description: 'Açıklama', slug: null },
        en: { title: 'Partial Flat', description: '', slug: null },
        ar: { title: '', description: '', slug: null },
        ru: { title: '', description: '', slug: null },
      },
    });
    const list = await inject({ method: 'GET', url: '/api/admin/apartments', token: adminToken });
    const item = list.json().items.find((row: { id: string }) => row.id === partial.id);
    expect(item).toMatchObject({
      title: 'Partial Flat',
      isPublished: false,
      missingLanguages: ['en', 'ar', 'ru'],
    });
    const amenities = await inject({
      method: 'GET',
      url: '/api/admin/apartments/amenities',
      token: adminToken,
      language: 'tr',
    });
    expect(amenities.statusCode).toBe(200);
    expect(amenities.json().items.length).toBeGreaterThan(5);
    const [first] = amenities.json().items;
    const withAmenity = await update(partial.id, {
      ...apartmentBody('Partial'),
      amenityKeys: [first.key],
    });
    expect(withAmenity.statusCode, withAmenity.body).toBe(200);
    expect(withAmenity.json().values.amenityKeys).toEqual([first.key]);
  });

  it('publish: search, sitemap, featured list and page show it at once, on another process too; unpublish hides it again and keeps its reservations', async () => {
    const apartment = await created('Shown');
    await insertPricingDays(
      context.db,
      apartment.id,
      Array.from({ length: 40 }, (_, index) => ({ date: daysFromToday(index), priceCents: 12050 })),
    );
    const second = await startSecondInstance(context);
    try {
      const slug = apartment.values.translations.en.slug;
      const searchUrl = `/api/apartments/available?adults=2&checkIn=${daysFromToday(20)}&checkOut=${daysFromToday(23)}&pageSize=100`;
      const ids = async (url: string, app = context.app) =>
        JSON.stringify(
          (await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } })).json(),
        );
      // Warm the caches while it is unpublished, so showing it proves they heard the change.
      expect(await ids(searchUrl)).not.toContain(apartment.id);
      expect(await ids(searchUrl, second.app)).not.toContain(apartment.id);
      expect((await publish(apartment.id, true)).json().isPublished).toBe(true);
      expect(await ids(searchUrl)).toContain(apartment.id);
      expect(await ids(searchUrl, second.app)).toContain(apartment.id);
      expect(await ids('/api/apartments/featured')).toContain(apartment.id);
      const page = await publicGet(`/api/apartments/slug/${slug}?lang=en`);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ title: 'Shown Loft Sisli', permitNumber: '34-2024/1234' });
      expect((await context.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(slug);
      // Publishing again changes nothing and records nothing.
      await publish(apartment.id, true);
      const published = await context.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, apartment.id), eq(auditEvents.action, 'apartment.publish')));
      expect(published).toHaveLength(1);

      const member = await tokenOfNew(context);
      const stay = await bookStay(context, {
        token: member,
        apartmentId: apartment.id,
        checkIn: daysFromToday(30),
        checkOut: daysFromToday(32),
      });
      expect((await publish(apartment.id, false)).json().isPublished).toBe(false);
      expect(await ids(searchUrl)).not.toContain(apartment.id);
      expect(await ids(searchUrl, second.app)).not.toContain(apartment.id);
      expect(await ids('/api/apartments/featured')).not.toContain(apartment.id);
      expect((await publicGet(`/api/apartments/slug/${slug}?lang=en`)).statusCode).toBe(404);
      expect((await context.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(slug);
      const mine = await inject({ method: 'GET', url: '/api/reservations/my-reservations', token: member });
      expect(JSON.stringify(mine.json())).toContain(stay.id);
    } finally {
      await second.close();
    }
  });

  it('update every value; a changed slug goes to the history and keeps redirecting; the same values again record nothing', async () => {
    const apartment = await created('Rename');
    await publish(apartment.id, true);
    const oldSlug = apartment.values.translations.en.slug;
    const body = apartmentBody('Rename');
    body.translations.en = {
      title: 'Renamed Loft',
      description: 'New words.',
      slug: 'renamed-loft-galata',
    };
    const saved = await update(apartment.id, { ...body, basePrice: 99, permitNumber: 'TR-34.5678' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().values).toMatchObject({ basePrice: 99, permitNumber: 'TR-34.5678' });
    expect(saved.json().values.translations.en.slug).toBe('renamed-loft-galata');
    // Seen at once through the public API (listing catalogue reloaded).
    const detail = await publicGet(`/api/apartments/${apartment.id}`);
    expect(detail.json()).toMatchObject({ title: 'Renamed Loft', basePrice: 99, permitNumber: 'TR-34.5678' });
    // Nights without their own calendar price cost the new base price in search at once.
    const search = await publicGet(
      `/api/apartments/available?adults=2&checkIn=${daysFromToday(50)}&checkOut=${daysFromToday(53)}&pageSize=100`,
    );
    const found = search.json().items.find((item: { id: string }) => item.id === apartment.id);
    expect(found).toMatchObject({ title: 'Renamed Loft', stay: { totalPrice: 297 } });
    const history = await context.db
      .select()
      .from(apartmentSlugHistory)
      .where(eq(apartmentSlugHistory.apartmentId, apartment.id));
    // The Arabic slug borrowed the English one, so it moved with it.
    expect(history.map((row) => row.slug).sort()).toEqual([oldSlug, `${oldSlug}-ar`]);
    const former = (await publicGet(`/api/apartments/slug/${oldSlug}?lang=en`)).json();
    expect(former).toMatchObject({ shouldRedirect: true, redirectUrl: '/en/apartment/renamed-loft-galata' });
    // Another apartment cannot take the old slug: its links still belong to this one.
    const other = await created('Other');
    const taking = apartmentBody('Other');
    taking.translations.en.slug = oldSlug;
    expect((await update(other.id, taking)).statusCode).toBe(409);

    const count = async () =>
      (
        await context.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.subjectId, apartment.id), eq(auditEvents.action, 'apartment.update')))
      ).length;
    expect(await count()).toBe(1);
    const again = await update(apartment.id, { ...saved.json().values });
    expect(again.statusCode, again.body).toBe(200);
    expect(await count()).toBe(1);
  });

  it('take back every demo apartment as it is, native-script slugs included, without recording a change', async () => {
    const list = (await inject({ method: 'GET', url: '/api/admin/apartments', token: adminToken })).json();
    const demo = list.items.find((item: { apartmentNumber: number }) => item.apartmentNumber === 1);
    const editor = (
      await inject({ method: 'GET', url: `/api/admin/apartments/${demo.id}`, token: adminToken })
    ).json();
    expect(editor.values.permitNumber).toMatch(/^34-\d+$/);
    const saved = await update(demo.id, editor.values);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().updatedAt).toBe(editor.updatedAt);
    const updates = await context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, demo.id), eq(auditEvents.action, 'apartment.update')));
    expect(updates).toHaveLength(0);
  });
});
