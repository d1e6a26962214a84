import { randomUUID } from 'node:crypto';
import type { Language } from '@konak/domain/languages';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { startSecondInstance, useTestApp } from '../helpers/app.ts';
import { invalidFields } from '../helpers/invalid-fields.ts';
import { tokenOfNew } from '../helpers/users.ts';
import { daysFromToday } from './catalogue-fixtures.ts';
import { injector, tourBooking } from './reservation-fixtures.ts';

type Texts = { title: string; description: string; slug: string | null; meetingPoint: string };

/** A whole body for create and update; `label` keeps this test's titles and slugs apart from others'. */
function tourBody(label: string, overrides: Record<string, unknown> = {}) {
  const translations: Record<Language, Texts> = {
    tr: {
      title: `${label} Boğaz Turu Üsküdar`,
      description: 'Tekneyle iki kıta arasında.',
      slug: null,
      meetingPoint: 'Eminönü İskelesi',
    },
    en: {
      title: `${label} Bosphorus Cruise`,
      description: 'Between two continents by boat.',
      slug: null,
      meetingPoint: 'Eminönü pier',
    },
    ar: { title: 'رحلة البوسفور', description: 'بين قارتين بالقارب.', slug: null, meetingPoint: '' },
    ru: {
      title: `${label} Круиз по Босфору`,
      description: 'Между двумя континентами.',
      slug: null,
      meetingPoint: 'Причал Эминёню',
    },
  };
  return {
    translations,
    durationMinutes: 150,
    maxPeople: 12,
    price: 35.5,
    startTimes: ['14:00', '10:00'],
    weekdays: [6, 1, 3],
    ...overrides,
  };
}

describe('back-office tours (/api/admin/tours)', () => {
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
      url: '/api/admin/tours',
      token,
      language,
      headers: { 'idempotency-key': key },
      payload,
    });
  const update = (id: string, payload: object, language = 'en') =>
    inject({ method: 'PUT', url: `/api/admin/tours/${id}`, token: adminToken, language, payload });
  const publish = (id: string, published: boolean) =>
    inject({
      method: 'PUT',
      url: `/api/admin/tours/${id}/publication`,
      token: adminToken,
      payload: { published },
    });
  const created = async (label: string, overrides: Record<string, unknown> = {}) => {
    const answer = await create(tourBody(label, overrides));
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as {
      id: string;
      tourNumber: number;
      isPublished: boolean;
      updatedAt: string;
      values: Omit<ReturnType<typeof tourBody>, 'translations'> & {
        translations: Record<Language, Texts & { slug: string }>;
      };
    };
  };
  const actions = async (id: string, action: string) =>
    context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, id), eq(auditEvents.action, action)));

  it('are for admins: 401 without a session, 403 for a member and for staff; staff keep the departures', async () => {
    const tour = await created('Roles');
    const calls = [
      { method: 'GET', url: '/api/admin/tours' },
      { method: 'GET', url: `/api/admin/tours/${tour.id}` },
      {
        method: 'POST',
        url: '/api/admin/tours',
        payload: tourBody('x'),
        headers: { 'idempotency-key': randomUUID() },
      },
      { method: 'PUT', url: `/api/admin/tours/${tour.id}`, payload: tourBody('x') },
      { method: 'PUT', url: `/api/admin/tours/${tour.id}/publication`, payload: { published: true } },
    ] as const;
    for (const call of calls) {
      expect((await inject(call)).statusCode, call.url).toBe(401);
      expect((await inject({ ...call, token: memberToken })).statusCode, call.url).toBe(403);
      expect((await inject({ ...call, token: staffToken })).statusCode, call.url).toBe(403);
    }
    const departures = await inject({ method: 'GET', url: '/api/admin/tours/departures', token: staffToken });
    expect(departures.statusCode, departures.body).toBe(200);
  });

  it('create an unpublished tour with slugs per language, sorted days and times, audited', async () => {
    const tour = await created('Kuzguncuk');
    expect(tour.isPublished).toBe(false);
    expect(tour.values.translations.tr.slug).toBe('kuzguncuk-bogaz-turu-uskudar');
    expect(tour.values.translations.en.slug).toBe('kuzguncuk-bosphorus-cruise');
    expect(tour.values.translations.ar.slug).toBe('kuzguncuk-bosphorus-cruise-ar');
    expect(tour.values.translations.ru.slug).toBe('kuzguncuk-kruiz-po-bosforu');
    expect(tour.values).toMatchObject({
      durationMinutes: 150,
      maxPeople: 12,
      price: 35.5,
      startTimes: ['10:00', '14:00'],
      weekdays: [1, 3, 6],
    });
    expect(tour.values.translations.ar.meetingPoint).toBe('');
    const [audit] = await actions(tour.id, 'tour.create');
    expect(audit).toMatchObject({ subjectType: 'tour', before: null });
    expect((await inject({ method: 'GET', url: `/api/tours/${tour.id}` })).statusCode).toBe(404);
  });

  it('create once for a double click (same Idempotency-Key), refuse the key with another body', async () => {
    const key = randomUUID();
    const body = tourBody('Twice');
    const [first, second] = await Promise.all([create(body, { key }), create(body, { key })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    expect((await create(tourBody('Other'), { key })).statusCode).toBe(422);
    const list = (await inject({ method: 'GET', url: '/api/admin/tours', token: adminToken })).json();
    expect(
      list.items.filter((item: { title: string }) => item.title === 'Twice Bosphorus Cruise'),
    ).toHaveLength(1);
  });

  it('make generated slugs unique with -2 and refuse a typed slug another tour has (409)', async () => {
    const first = await created('Dupe');
    const second = await created('Dupe');
    expect(second.values.translations.tr.slug).toBe('dupe-bogaz-turu-uskudar-2');
    const clash = tourBody('Dupe');
    clash.translations.en.slug = first.values.translations.en.slug;
    const refused = await update(second.id, clash);
    expect(refused.statusCode).toBe(409);
    expect(invalidFields(refused)).toEqual(['translations.en.slug']);
    expect(refused.json().errors[0].message).toContain('Another tour');
  });

  it('refuse bad input with 400 and translated messages naming each field', async () => {
    const bad = await create(
      tourBody('Bad', {
        translations: {
          tr: { title: '', description: '', slug: null, meetingPoint: '' },
          en: { title: '', description: 'no title', slug: 'Not A Slug', meetingPoint: '' },
          ar: { title: '', description: '', slug: null, meetingPoint: '' },
          ru: { title: '', description: '', slug: null, meetingPoint: '' },
        },
        durationMinutes: 5,
        maxPeople: 0,
        price: 10.555,
        startTimes: ['10:00', '10:00', '25:00'],
        weekdays: [],
      }),
      { language: 'tr' },
    );
    expect(bad.statusCode).toBe(400);
    expect(invalidFields(bad)).toEqual([
      'durationMinutes',
      'maxPeople',
      'price',
      'startTimes',
      'startTimes.2',
      'translations.en.slug',
      'translations.en.title',
      'translations.tr.meetingPoint',
      'translations.tr.title',
      'weekdays',
    ]);
    const messages = Object.fromEntries(
      (bad.json().errors as { field: string; message: string }[]).map((error) => [
        error.field,
        error.message,
      ]),
    );
    expect(messages['translations.tr.meetingPoint']).toContain('Buluşma noktası');
    const repeated = await create(tourBody('Repeat', { startTimes: ['10:00', '10:00'], weekdays: [2, 2] }));
    expect(invalidFields(repeated)).toEqual(['startTimes', 'weekdays']);
    const noKey = await inject({
      method: 'POST',
      url: '/api/admin/tours',
      token: adminToken,
      payload: tourBody('k'),
    });
    expect(noKey.statusCode).toBe(400);
    expect((await update(randomUUID(), tourBody('Ghost'))).statusCode).toBe(404);
    const notUuid = await inject({ method: 'GET', url: '/api/admin/tours/not-a-uuid', token: adminToken });
    expect(notUuid.statusCode).toBe(400);
  });

  it('list every tour with its published state and missing languages', async () => {
    const partial = await created('Partial', {
      translations: {
        tr: { title: 'Partial Tur', description: 'Açıklama', slug: null, meetingPoint: 'Taksim' },
        en: { title: 'Partial Tour', description: '', slug: null, meetingPoint: '' },
        ar: { title: '', description: '', slug: null, meetingPoint: '' },
        ru: { title: '', description: '', slug: null, meetingPoint: '' },
      },
    });
    const list = await inject({ method: 'GET', url: '/api/admin/tours', token: adminToken });
    expect(list.json().items.find((row: { id: string }) => row.id === partial.id)).toMatchObject({
      title: 'Partial Tour',
      isPublished: false,
      missingLanguages: ['en', 'ar', 'ru'],
      price: 35.5,
      maxPeople: 12,
    });
  });

  it('publish: the tours list, page and sitemap show it at once, on another process too; unpublish hides it and keeps its reservations', async () => {
    const tour = await created('Shown', { weekdays: [1, 2, 3, 4, 5, 6, 7], startTimes: ['10:00'] });
    const second = await startSecondInstance(context);
    try {
      const listed = async (app = context.app) =>
        JSON.stringify(
          (
            await app.inject({ method: 'GET', url: '/api/tours', headers: { 'accept-language': 'en' } })
          ).json(),
        );
      // Warm the caches while it is unpublished, so showing it proves they heard the change.
      expect(await listed()).not.toContain(tour.id);
      expect(await listed(second.app)).not.toContain(tour.id);
      expect((await publish(tour.id, true)).json().isPublished).toBe(true);
      expect(await listed()).toContain(tour.id);
      expect(await listed(second.app)).toContain(tour.id);
      const page = await second.app.inject({
        method: 'GET',
        url: `/api/tours/${tour.id}`,
        headers: { 'accept-language': 'ru' },
      });
      expect(page.json()).toMatchObject({ title: 'Shown Круиз по Босфору', meetingPoint: 'Причал Эминёню' });
      const arabic = await inject({ method: 'GET', url: `/api/tours/${tour.id}`, language: 'ar' });
      // No Arabic meeting point: the Turkish one, the tour's own.
      expect(arabic.json().meetingPoint).toBe('Eminönü İskelesi');
      expect((await context.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(tour.id);
      await publish(tour.id, true);
      expect(await actions(tour.id, 'tour.publish')).toHaveLength(1);

      const booked = await inject({
        method: 'POST',
        url: '/api/reservations/create',
        token: memberToken,
        payload: tourBooking(tour.id, daysFromToday(10)),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      expect((await publish(tour.id, false)).json().isPublished).toBe(false);
      expect(await listed()).not.toContain(tour.id);
      expect(await listed(second.app)).not.toContain(tour.id);
      expect((await second.app.inject({ method: 'GET', url: `/api/tours/${tour.id}` })).statusCode).toBe(404);
      expect((await context.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(tour.id);
      const mine = await inject({
        method: 'GET',
        url: '/api/reservations/my-reservations',
        token: memberToken,
      });
      expect(JSON.stringify(mine.json())).toContain(booked.json().id);
    } finally {
      await second.close();
    }
  });

  it('update every value, seen by guests at once; the same values again record nothing', async () => {
    const tour = await created('Priced');
    await publish(tour.id, true);
    const body = tourBody('Priced', { price: 42, maxPeople: 20, durationMinutes: 90, weekdays: [7] });
    body.translations.en = {
      ...body.translations.en,
      title: 'Priced Sunset Cruise',
      slug: 'sunset-cruise-x',
    };
    const saved = await update(tour.id, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().values.translations.en.slug).toBe('sunset-cruise-x');
    const shown = await inject({ method: 'GET', url: `/api/tours/${tour.id}` });
    expect(shown.json()).toMatchObject({
      title: 'Priced Sunset Cruise',
      price: 42,
      maxPeople: 20,
      duration: 90,
      weekdays: [7],
    });
    expect(await actions(tour.id, 'tour.update')).toHaveLength(1);
    const again = await update(tour.id, { ...saved.json().values });
    expect(again.statusCode, again.body).toBe(200);
    expect(await actions(tour.id, 'tour.update')).toHaveLength(1);
  });

  it('take back every demo tour as it is without recording a change', async () => {
    const list = (await inject({ method: 'GET', url: '/api/admin/tours', token: adminToken })).json();
    const demo = list.items.find((item: { tourNumber: number }) => item.tourNumber === 1);
    const editor = (
      await inject({ method: 'GET', url: `/api/admin/tours/${demo.id}`, token: adminToken })
    ).json();
    const saved = await update(demo.id, editor.values);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().updatedAt).toBe(editor.updatedAt);
    expect(await actions(demo.id, 'tour.update')).toHaveLength(0);
  });
});
