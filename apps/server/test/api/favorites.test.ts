import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apartments } from '../../src/db/schema/apartments.ts';
import { favorites } from '../../src/db/schema/favorites.ts';
import { tours, tourTranslations } from '../../src/db/schema/tours.ts';
import { useTestApp } from '../helpers/app.ts';
import { invalidFields } from '../helpers/invalid-fields.ts';
import { bearer, createUser, signIn } from '../helpers/users.ts';
import { insertListing } from './catalogue-fixtures.ts';

const context = useTestApp();

type Member = { id: string; headers: Record<string, string> };
type Item = { id: string; title: string };

/** A new member with a session of their own, so no test sees another's favourites. */
async function newMember(): Promise<Member> {
  const user = await createUser(context.db);
  return { id: user.id, headers: bearer(await signIn(context.services, user.id)) };
}

async function insertTour({ isActive = true }: { isActive?: boolean } = {}) {
  const [tour] = await context.db
    .insert(tours)
    .values({
      meetingPoint: 'Sultanahmet',
      durationMinutes: 120,
      maxPeople: 10,
      basePriceCents: 3000,
      isActive,
    })
    .returning();
  if (!tour) throw new Error('no tour');
  await context.db.insert(tourTranslations).values([
    {
      tourId: tour.id,
      language: 'tr',
      title: 'Tarihi yarımada',
      description: 'Tr',
      slug: `tarihi-${tour.id}`,
    },
    {
      tourId: tour.id,
      language: 'en',
      title: 'Old city walk',
      description: 'En',
      slug: `old-city-${tour.id}`,
    },
  ]);
  return tour;
}

const call = (member: Member | null, options: InjectOptions) =>
  context.app.inject({
    ...options,
    headers: { 'accept-language': 'en', ...member?.headers, ...options.headers },
  });
const get = (member: Member | null, url: string, language = 'en') =>
  call(member, { method: 'GET', url, headers: { 'accept-language': language } });
const toggle = (member: Member | null, type: 'apartments' | 'tours', id: string) =>
  call(member, { method: 'POST', url: `/api/favorites/${type}/${id}/toggle` });
const checkMultiple = (member: Member | null, items: unknown) =>
  call(member, { method: 'POST', url: '/api/favorites/check-multiple', payload: { items } });

async function storedRows(userId: string) {
  return context.db.select().from(favorites).where(eq(favorites.userId, userId));
}

describe('without a member', () => {
  const someId = randomUUID();
  const calls: InjectOptions[] = [
    { method: 'GET', url: '/api/favorites/apartments' },
    { method: 'GET', url: '/api/favorites/tours' },
    { method: 'GET', url: '/api/favorites/all' },
    { method: 'GET', url: '/api/favorites/stats' },
    { method: 'POST', url: `/api/favorites/apartments/${someId}/toggle` },
    { method: 'POST', url: `/api/favorites/tours/${someId}/toggle` },
    { method: 'GET', url: `/api/favorites/check/apartments/${someId}` },
    { method: 'POST', url: '/api/favorites/check-multiple', payload: { items: [] } },
    { method: 'DELETE', url: '/api/favorites/clear-all' },
  ];

  it('answers every call 401 to a guest and to a bad token, before looking at the input', async () => {
    for (const options of calls) {
      const guest = await call(null, options);
      expect(guest.statusCode, `${options.method} ${options.url}`).toBe(401);
      expect(guest.json()).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
      const forged = await call(null, { ...options, headers: { authorization: 'Bearer not-a-token' } });
      expect(forged.statusCode).toBe(401);
    }
    expect((await call(null, { method: 'GET', url: '/api/favorites/check/castles/nope' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/favorites/{type}/{id}/toggle', () => {
  it('saves an apartment, then removes it, answering isFavorite each time', async () => {
    const member = await newMember();
    const flat = await insertListing(context.db, { label: 'toggle' });
    const first = await toggle(member, 'apartments', flat.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ isFavorite: true });
    expect(await storedRows(member.id)).toMatchObject([{ itemType: 'apartment', itemId: flat.id }]);
    expect((await toggle(member, 'apartments', flat.id)).json()).toEqual({ isFavorite: false });
    expect(await storedRows(member.id)).toEqual([]);
  });

  it('saves and removes a tour the same way', async () => {
    const member = await newMember();
    const tour = await insertTour();
    expect((await toggle(member, 'tours', tour.id)).json()).toEqual({ isFavorite: true });
    expect((await get(member, `/api/favorites/check/tours/${tour.id}`)).json()).toEqual({ isFavorite: true });
    expect((await toggle(member, 'tours', tour.id)).json()).toEqual({ isFavorite: false });
  });

  it('answers 404 for an unknown or inactive listing, and for an id of the other kind', async () => {
    const member = await newMember();
    const hiddenFlat = await insertListing(context.db, { label: 'hidden-fav', isActive: false });
    const hiddenTour = await insertTour({ isActive: false });
    const flat = await insertListing(context.db, { label: 'kind' });
    for (const [type, id] of [
      ['apartments', randomUUID()],
      ['tours', randomUUID()],
      ['apartments', hiddenFlat.id],
      ['tours', hiddenTour.id],
      ['tours', flat.id],
    ] as const) {
      const response = await toggle(member, type, id);
      expect(response.statusCode, `${type} ${id}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'listing_not_found', message: expect.any(String) });
    }
    expect(await storedRows(member.id)).toEqual([]);
  });

  it('refuses a malformed id with 400 and the field, never 500', async () => {
    const member = await newMember();
    for (const id of ['not-a-uuid', '123', "1'%20or%201=1"]) {
      const response = await toggle(member, 'apartments', id);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'id', message: expect.any(String) }]);
    }
    expect(
      (await call(member, { method: 'POST', url: `/api/favorites/castles/${randomUUID()}/toggle` }))
        .statusCode,
    ).toBe(404);
  });

  it('survives a double click: racing toggles all succeed and leave a state the check agrees with', async () => {
    const member = await newMember();
    const flat = await insertListing(context.db, { label: 'double' });
    const pair = await Promise.all([
      toggle(member, 'apartments', flat.id),
      toggle(member, 'apartments', flat.id),
    ]);
    expect(pair.map((response) => response.statusCode)).toEqual([200, 200]);
    const rows = await storedRows(member.id);
    expect(rows.length).toBeLessThanOrEqual(1);
    const check = (await get(member, `/api/favorites/check/apartments/${flat.id}`)).json();
    expect(check).toEqual({ isFavorite: rows.length === 1 });
    // Answers agree with what is stored: the last one never claims a favourite that is not there.
    if (rows.length === 0) expect(pair.map((response) => response.json().isFavorite)).toContain(false);

    const burst = await Promise.all(Array.from({ length: 8 }, () => toggle(member, 'tours', flat.id)));
    expect(burst.every((response) => response.statusCode === 404)).toBe(true);
    const tour = await insertTour();
    const many = await Promise.all(Array.from({ length: 7 }, () => toggle(member, 'tours', tour.id)));
    expect(many.every((response) => response.statusCode === 200)).toBe(true);
    const tourRows = (await storedRows(member.id)).filter((row) => row.itemId === tour.id);
    expect(tourRows.length).toBeLessThanOrEqual(1);
  });
});

describe('GET /api/favorites/apartments, /tours, /all and /stats', () => {
  it('lists the member’s favourites newest first, as cards show them, in the request language', async () => {
    const member = await newMember();
    const older = await insertListing(context.db, {
      label: 'older',
      titles: { en: 'Older flat', ru: 'Старая' },
    });
    const newer = await insertListing(context.db, {
      label: 'newer',
      titles: { en: 'Newer flat', ru: 'Новая' },
    });
    const tour = await insertTour();
    await toggle(member, 'apartments', older.id);
    await toggle(member, 'tours', tour.id);
    await toggle(member, 'apartments', newer.id);

    const flats = await get(member, '/api/favorites/apartments');
    expect(flats.statusCode).toBe(200);
    const flatsBody = flats.json();
    expect(flatsBody.total).toBe(2);
    expect(flatsBody.items.map((item: Item) => item.title)).toEqual(['Newer flat', 'Older flat']);
    expect(flatsBody.items[0]).toMatchObject({
      id: newer.id,
      slug: newer.slugs.en,
      basePrice: 100,
      images: [],
    });

    const russian = (await get(member, '/api/favorites/apartments', 'ru')).json();
    expect(russian.items.map((item: Item) => item.title)).toEqual(['Новая', 'Старая']);
    const byQuery = (await get(member, '/api/favorites/apartments?lang=ru', 'en')).json();
    expect(byQuery.items[0].title).toBe('Новая');
    expect((await get(member, '/api/favorites/apartments?lang=xx')).statusCode).toBe(400);

    const tourList = (await get(member, '/api/favorites/tours')).json();
    expect(tourList).toMatchObject({ total: 1, items: [{ id: tour.id, title: 'Old city walk', price: 30 }] });
    expect((await get(member, '/api/favorites/tours', 'ru')).json().items[0].title).toBe('Tarihi yarımada');

    const all = (await get(member, '/api/favorites/all')).json();
    expect(all.total).toBe(3);
    expect(all.items.map((entry: { type: string }) => entry.type)).toEqual([
      'apartments',
      'tours',
      'apartments',
    ]);
    expect(all.items[0]).toMatchObject({ type: 'apartments', apartment: { id: newer.id } });
    expect(all.items[1]).toMatchObject({ type: 'tours', tour: { id: tour.id, title: 'Old city walk' } });
    const times = all.items.map((entry: { favoritedAt: string }) => Date.parse(entry.favoritedAt));
    expect(times.every((time: number) => Number.isFinite(time))).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    expect((await get(member, '/api/favorites/stats')).json()).toEqual({ apartments: 2, tours: 1, total: 3 });
  });

  it('answers empty lists and zero counts for a member without favourites', async () => {
    const member = await newMember();
    for (const list of ['apartments', 'tours', 'all']) {
      expect((await get(member, `/api/favorites/${list}`)).json()).toEqual({ items: [], total: 0 });
    }
    expect((await get(member, '/api/favorites/stats')).json()).toEqual({ apartments: 0, tours: 0, total: 0 });
  });

  it('leaves out listings withdrawn after they were saved, and shows them again when they return', async () => {
    const member = await newMember();
    const flat = await insertListing(context.db, { label: 'withdrawn' });
    const tour = await insertTour();
    await toggle(member, 'apartments', flat.id);
    await toggle(member, 'tours', tour.id);
    await context.db.update(apartments).set({ isActive: false }).where(eq(apartments.id, flat.id));
    await context.db.update(tours).set({ isActive: false }).where(eq(tours.id, tour.id));

    for (const list of ['apartments', 'tours', 'all']) {
      expect((await get(member, `/api/favorites/${list}`)).json()).toEqual({ items: [], total: 0 });
    }
    expect((await get(member, '/api/favorites/stats')).json()).toEqual({ apartments: 0, tours: 0, total: 0 });
    expect((await get(member, `/api/favorites/check/apartments/${flat.id}`)).json()).toEqual({
      isFavorite: false,
    });

    await context.db.update(apartments).set({ isActive: true }).where(eq(apartments.id, flat.id));
    expect((await get(member, '/api/favorites/apartments')).json().total).toBe(1);
  });
});

describe('GET /api/favorites/check/{type}/{id}', () => {
  it('says whether the listing is a favourite, false for unknown ones', async () => {
    const member = await newMember();
    const flat = await insertListing(context.db, { label: 'check' });
    expect((await get(member, `/api/favorites/check/apartments/${flat.id}`)).json()).toEqual({
      isFavorite: false,
    });
    await toggle(member, 'apartments', flat.id);
    expect((await get(member, `/api/favorites/check/apartments/${flat.id}`)).json()).toEqual({
      isFavorite: true,
    });
    // The same id asked as a tour is another listing.
    expect((await get(member, `/api/favorites/check/tours/${flat.id}`)).json()).toEqual({
      isFavorite: false,
    });
    expect((await get(member, `/api/favorites/check/tours/${randomUUID()}`)).json()).toEqual({
      isFavorite: false,
    });
  });

  it('refuses an unknown type or a malformed id with 400 naming the field', async () => {
    const member = await newMember();
    const badType = await get(member, `/api/favorites/check/castles/${randomUUID()}`);
    expect(badType.statusCode).toBe(400);
    expect(invalidFields(badType)).toEqual(['type']);
    const badId = await get(member, '/api/favorites/check/tours/42');
    expect(badId.statusCode).toBe(400);
    expect(invalidFields(badId)).toEqual(['id']);
  });
});

describe('POST /api/favorites/check-multiple', () => {
  it('answers every asked item in the order asked, apartments and tours together', async () => {
    const member = await newMember();
    const saved = await insertListing(context.db, { label: 'multi-saved' });
    const other = await insertListing(context.db, { label: 'multi-other' });
    const tour = await insertTour();
    await toggle(member, 'apartments', saved.id);
    await toggle(member, 'tours', tour.id);
    const unknown = randomUUID();
    const response = await checkMultiple(member, [
      { type: 'tours', id: tour.id },
      { type: 'apartments', id: other.id },
      { type: 'apartments', id: saved.id },
      { type: 'tours', id: saved.id },
      { type: 'apartments', id: unknown },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        { type: 'tours', id: tour.id, isFavorite: true },
        { type: 'apartments', id: other.id, isFavorite: false },
        { type: 'apartments', id: saved.id, isFavorite: true },
        { type: 'tours', id: saved.id, isFavorite: false },
        { type: 'apartments', id: unknown, isFavorite: false },
      ],
    });
    expect((await checkMultiple(member, [])).json()).toEqual({ results: [] });
  });

  it('takes 100 items and refuses 101, a bad type or id, or a missing list with 400', async () => {
    const member = await newMember();
    const items = (count: number) =>
      Array.from({ length: count }, () => ({ type: 'apartments', id: randomUUID() }));
    const hundred = await checkMultiple(member, items(100));
    expect(hundred.statusCode).toBe(200);
    expect(hundred.json().results).toHaveLength(100);

    const tooMany = await checkMultiple(member, items(101));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].field).toBe('items');

    const badItem = await checkMultiple(member, [
      { type: 'apartments', id: randomUUID() },
      { type: 'castles', id: 'nope' },
    ]);
    expect(badItem.statusCode).toBe(400);
    expect(invalidFields(badItem)).toEqual(['items.1.id', 'items.1.type']);
    const noList = await call(member, { method: 'POST', url: '/api/favorites/check-multiple', payload: {} });
    expect(noList.statusCode).toBe(400);
    const notJson = await call(member, {
      method: 'POST',
      url: '/api/favorites/check-multiple',
      payload: '{"items": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('DELETE /api/favorites/clear-all', () => {
  it('removes all the member’s favourites, counting them, withdrawn listings included', async () => {
    const member = await newMember();
    const flat = await insertListing(context.db, { label: 'clear' });
    const gone = await insertListing(context.db, { label: 'clear-gone' });
    const tour = await insertTour();
    await toggle(member, 'apartments', flat.id);
    await toggle(member, 'apartments', gone.id);
    await toggle(member, 'tours', tour.id);
    await context.db.update(apartments).set({ isActive: false }).where(eq(apartments.id, gone.id));

    const cleared = await call(member, { method: 'DELETE', url: '/api/favorites/clear-all' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ removed: 3 });
    expect(await storedRows(member.id)).toEqual([]);
    expect((await call(member, { method: 'DELETE', url: '/api/favorites/clear-all' })).json()).toEqual({
      removed: 0,
    });
  });
});

describe('a member only sees and changes their own favourites', () => {
  it('keeps A’s favourites out of B’s lists, checks and clear-all, and B’s toggles off A’s', async () => {
    const alice = await newMember();
    const bob = await newMember();
    const flat = await insertListing(context.db, { label: 'idor' });
    const tour = await insertTour();
    await toggle(alice, 'apartments', flat.id);
    await toggle(alice, 'tours', tour.id);

    for (const list of ['apartments', 'tours', 'all']) {
      expect((await get(bob, `/api/favorites/${list}`)).json()).toEqual({ items: [], total: 0 });
    }
    expect((await get(bob, '/api/favorites/stats')).json()).toEqual({ apartments: 0, tours: 0, total: 0 });
    expect((await get(bob, `/api/favorites/check/apartments/${flat.id}`)).json()).toEqual({
      isFavorite: false,
    });
    expect((await checkMultiple(bob, [{ type: 'tours', id: tour.id }])).json().results[0].isFavorite).toBe(
      false,
    );

    // Bob's toggle of the same apartment saves it for Bob; Alice's stays.
    expect((await toggle(bob, 'apartments', flat.id)).json()).toEqual({ isFavorite: true });
    expect((await call(bob, { method: 'DELETE', url: '/api/favorites/clear-all' })).json()).toEqual({
      removed: 1,
    });

    const aliceRows = await context.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, alice.id)));
    expect(aliceRows).toHaveLength(2);
    expect((await get(alice, '/api/favorites/stats')).json()).toEqual({ apartments: 1, tours: 1, total: 2 });
  });
});

describe('the OpenAPI document', () => {
  it('describes every Favourites call with its bearer security', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const expected = {
      '/api/favorites/apartments': 'get',
      '/api/favorites/tours': 'get',
      '/api/favorites/all': 'get',
      '/api/favorites/stats': 'get',
      '/api/favorites/apartments/{id}/toggle': 'post',
      '/api/favorites/tours/{id}/toggle': 'post',
      '/api/favorites/check/{type}/{id}': 'get',
      '/api/favorites/check-multiple': 'post',
      '/api/favorites/clear-all': 'delete',
    };
    for (const [path, method] of Object.entries(expected)) {
      expect(document.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    }
  });
});
