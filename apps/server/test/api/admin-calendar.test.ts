import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { insertReservation } from '../db/fixtures.ts';
import { startSecondInstance, useTestApp } from '../helpers/app.ts';
import { invalidFields } from '../helpers/invalid-fields.ts';
import { createUser, signIn, tokenOfNew } from '../helpers/users.ts';
import { daysFromToday, insertListing, insertPricingDays } from './catalogue-fixtures.ts';
import { injector } from './reservation-fixtures.ts';

type Day = {
  price: number;
  originalPrice: number | null;
  minStayNights: number;
  isClosed: boolean;
};
type Columns = {
  prices: number[];
  originalPrices: (number | null)[];
  minStayNights: number[];
  closed: boolean[];
};
type Row = Columns & { id: string; title: string; isActive: boolean; bookings: Record<string, unknown>[] };

/** The row's day columns as one object per day, to compare days. */
const daysOf = (row: Columns): Day[] =>
  row.prices.map((price, index) => ({
    price,
    originalPrice: row.originalPrices[index] ?? null,
    minStayNights: row.minStayNights[index] ?? Number.NaN,
    isClosed: row.closed[index] ?? false,
  }));

describe('back-office calendar (/api/admin/calendar)', () => {
  const context = useTestApp();
  const inject = injector(context);
  let adminToken: string;
  let staffToken: string;
  let memberToken: string;

  beforeAll(async () => {
    const admin = await createUser(context.db, { role: 'admin', name: 'Selin Admin' });
    adminToken = await signIn(context.services, admin.id);
    staffToken = await tokenOfNew(context, 'staff');
    memberToken = await tokenOfNew(context);
  });

  const timeline = async (query: string, token = adminToken, language = 'en') => {
    const answer = await inject({ method: 'GET', url: `/api/admin/calendar?${query}`, token, language });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { from: string; to: string; days: number; items: Row[]; total: number };
  };
  const rowOf = async (apartmentId: string, from: string, days: number) => {
    const row = (await timeline(`from=${from}&days=${days}`)).items.find((item) => item.id === apartmentId);
    if (!row) throw new Error(`apartment ${apartmentId} is not on the timeline`);
    return { ...row, days: daysOf(row) };
  };
  const change = (
    payload: unknown,
    { token = adminToken, key = randomUUID() as string, language = 'en' } = {},
  ) =>
    inject({
      method: 'POST',
      url: '/api/admin/calendar/changes',
      token,
      language,
      headers: { 'idempotency-key': key },
      payload: payload as object,
    });

  it('is for operators: 401 without a session, 403 for a member; staff read it, only an admin changes it', async () => {
    const apartment = await insertListing(context.db, { label: 'roles' });
    const body = {
      apartmentIds: [apartment.id],
      from: daysFromToday(5),
      to: daysFromToday(6),
      change: { kind: 'close' },
    };
    const calls = [
      { method: 'GET', url: `/api/admin/calendar?from=${daysFromToday(0)}` },
      {
        method: 'POST',
        url: '/api/admin/calendar/changes',
        payload: body,
        headers: { 'idempotency-key': 'k-1' },
      },
    ] as const;
    for (const call of calls) {
      expect((await inject({ ...call })).statusCode, call.url).toBe(401);
      const asMember = await inject({ ...call, token: memberToken });
      expect(asMember.statusCode, call.url).toBe(403);
      expect(asMember.json().code).toBe('forbidden');
    }
    expect((await inject({ ...calls[0], token: staffToken })).statusCode).toBe(200);
    expect((await inject({ ...calls[1], token: staffToken })).statusCode).toBe(403);
    // Nothing was applied by the refused calls.
    expect((await rowOf(apartment.id, daysFromToday(5), 2)).days.map((day) => day.isClosed)).toEqual([
      false,
      false,
    ]);
  });

  it('shows every apartment, published or not, with each day and the bookings as bars clipped to the window', async () => {
    const from = daysFromToday(200);
    const apartment = await insertListing(context.db, {
      label: 'timeline',
      isActive: false,
      basePriceCents: 9_000,
      titles: { en: 'Galata loft', tr: 'Galata çatı katı' },
    });
    await insertPricingDays(context.db, apartment.id, [
      { date: daysFromToday(201), priceCents: 12_000, originalPriceCents: 15_000 },
      { date: daysFromToday(202), priceCents: 9_000, minStayNights: 3 },
      { date: daysFromToday(203), priceCents: 9_000, isClosed: true },
    ]);
    const across = await insertReservation(context.db, {
      apartmentId: apartment.id,
      checkIn: daysFromToday(198),
      checkOut: daysFromToday(201),
      guestName: 'Zeynep Kaya',
      status: 'confirmed',
    });
    const inside = await insertReservation(context.db, {
      apartmentId: apartment.id,
      checkIn: daysFromToday(205),
      checkOut: daysFromToday(212),
      guestName: 'John Smith',
    });
    await insertReservation(context.db, {
      apartmentId: apartment.id,
      checkIn: daysFromToday(204),
      checkOut: daysFromToday(205),
      status: 'cancelled',
    });
    // Leaves on the window's first day: holds no night in it.
    const neighbour = await insertListing(context.db, { label: 'timeline-neighbour' });
    await insertReservation(context.db, {
      apartmentId: neighbour.id,
      checkIn: daysFromToday(195),
      checkOut: daysFromToday(200),
    });

    const answer = await timeline(`from=${from}&days=10`);
    expect(answer).toMatchObject({ from, to: daysFromToday(209), days: 10 });
    expect(answer.total).toBe(answer.items.length);
    const numbers = answer.items.map(
      (item) => (item as unknown as { apartmentNumber: number }).apartmentNumber,
    );
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const row = await rowOf(apartment.id, from, 10);
    expect(row).toMatchObject({ title: 'Galata loft', isActive: false, basePrice: 90 });
    for (const column of [row.prices, row.originalPrices, row.minStayNights, row.closed]) {
      expect(column).toHaveLength(10);
    }
    expect(row.days.slice(0, 5)).toEqual([
      { price: 90, originalPrice: null, minStayNights: 1, isClosed: false },
      { price: 120, originalPrice: 150, minStayNights: 1, isClosed: false },
      { price: 90, originalPrice: null, minStayNights: 3, isClosed: false },
      { price: 90, originalPrice: null, minStayNights: 1, isClosed: true },
      { price: 90, originalPrice: null, minStayNights: 1, isClosed: false },
    ]);
    expect(row.bookings).toEqual([
      {
        reservationId: across.id,
        reservationNumber: across.reservationNumber,
        guestName: 'Zeynep Kaya',
        status: 'confirmed',
        checkIn: daysFromToday(198),
        checkOut: daysFromToday(201),
        clippedStart: true,
        clippedEnd: false,
      },
      {
        reservationId: inside.id,
        reservationNumber: inside.reservationNumber,
        guestName: 'John Smith',
        status: 'pending',
        checkIn: daysFromToday(205),
        checkOut: daysFromToday(212),
        clippedStart: false,
        clippedEnd: true,
      },
    ]);
    expect((await rowOf(neighbour.id, from, 10)).bookings).toEqual([]);
    const inTurkish = await timeline(`from=${from}&days=1`, staffToken, 'tr');
    expect(inTurkish.items.find((item) => item.id === apartment.id)?.title).toBe('Galata çatı katı');
    // Sixty days unless told.
    expect((await timeline(`from=${from}`)).days).toBe(60);
  });

  it('refuses odd windows with translated field errors, never a 500', async () => {
    const tooLong = await inject({
      method: 'GET',
      url: `/api/admin/calendar?from=${daysFromToday(0)}&days=121`,
      token: adminToken,
      language: 'tr',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      { field: 'days', message: 'Takvim bir seferde en fazla 120 gün gösterir.' },
    ]);
    for (const query of [
      '',
      'from=2026-02-30',
      'from=yesterday',
      `from=${encodeURIComponent("' OR 1=1--")}`,
      `from=${daysFromToday(0)}&days=0`,
      `from=${daysFromToday(0)}&days=-5`,
      `from=${daysFromToday(0)}&days=1.5`,
      `from=${daysFromToday(0)}&days=1e9`,
      `from=${daysFromToday(0)}&days=abc`,
      `from=${daysFromToday(0)}&days=${'9'.repeat(400)}`,
      `from[]=${daysFromToday(0)}&from[]=x`,
      'from=%00',
      'from=9999-12-31',
      'from=0000-01-01',
    ]) {
      const answer = await inject({ method: 'GET', url: `/api/admin/calendar?${query}`, token: adminToken });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().code, query).toBe('validation_failed');
    }
  });

  describe('changes', () => {
    let apartment: Awaited<ReturnType<typeof insertListing>>;
    let other: Awaited<ReturnType<typeof insertListing>>;
    beforeAll(async () => {
      apartment = await insertListing(context.db, { label: 'changes', basePriceCents: 10_000 });
      other = await insertListing(context.db, { label: 'changes-other', basePriceCents: 20_000 });
    });
    const days = async (id: string, fromDay: number, count: number) =>
      (await rowOf(id, daysFromToday(fromDay), count)).days;

    it('set a price on several apartments at once, shown by the public calendar at once', async () => {
      const answer = await change({
        apartmentIds: [apartment.id, other.id],
        from: daysFromToday(10),
        to: daysFromToday(12),
        change: { kind: 'price', price: 135.5 },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        updated: 6,
        apartments: 2,
        from: daysFromToday(10),
        to: daysFromToday(12),
      });
      for (const id of [apartment.id, other.id]) {
        const range = await inject({
          method: 'GET',
          url: `/api/pricing-calendar/range?apartmentId=${id}&startDate=${daysFromToday(9)}&endDate=${daysFromToday(13)}`,
        });
        expect(range.json().items.map((day: Day) => day.price)).toEqual([
          id === apartment.id ? 100 : 200,
          135.5,
          135.5,
          135.5,
          id === apartment.id ? 100 : 200,
        ]);
      }
      // The same change again writes nothing: the days are already so.
      expect(
        (
          await change({
            apartmentIds: [apartment.id],
            from: daysFromToday(10),
            to: daysFromToday(12),
            change: { kind: 'price', price: 135.5 },
          })
        ).json().updated,
      ).toBe(0);
    });

    it('set a discount off the undiscounted price, which a later discount replaces and 0 removes', async () => {
      const range = { apartmentIds: [apartment.id], from: daysFromToday(20), to: daysFromToday(21) };
      await insertPricingDays(context.db, apartment.id, [{ date: daysFromToday(21), priceCents: 12_000 }]);
      expect((await change({ ...range, change: { kind: 'discount', percent: 20 } })).statusCode).toBe(200);
      expect(
        (await days(apartment.id, 20, 2)).map(({ price, originalPrice }) => [price, originalPrice]),
      ).toEqual([
        [80, 100],
        [96, 120],
      ]);
      await change({ ...range, change: { kind: 'discount', percent: 10 } });
      expect(
        (await days(apartment.id, 20, 2)).map(({ price, originalPrice }) => [price, originalPrice]),
      ).toEqual([
        [90, 100],
        [108, 120],
      ]);
      // A new price below the struck-through one keeps the discount; one above it ends it.
      await change({ ...range, to: range.from, change: { kind: 'price', price: 95 } });
      await change({ ...range, from: range.to, change: { kind: 'price', price: 130 } });
      expect(
        (await days(apartment.id, 20, 2)).map(({ price, originalPrice }) => [price, originalPrice]),
      ).toEqual([
        [95, 100],
        [130, null],
      ]);
      await change({ ...range, change: { kind: 'discount', percent: 0 } });
      expect(
        (await days(apartment.id, 20, 2)).map(({ price, originalPrice }) => [price, originalPrice]),
      ).toEqual([
        [100, null],
        [130, null],
      ]);
    });

    it('set a minimum stay, close and open days', async () => {
      const range = { apartmentIds: [apartment.id], from: daysFromToday(30), to: daysFromToday(32) };
      await change({ ...range, change: { kind: 'minStay', nights: 4 } });
      await change({ ...range, to: daysFromToday(31), change: { kind: 'close' } });
      expect((await days(apartment.id, 30, 4)).map((day) => [day.minStayNights, day.isClosed])).toEqual([
        [4, true],
        [4, true],
        [4, false],
        [1, false],
      ]);
      const opened = await change({ ...range, from: daysFromToday(29), change: { kind: 'open' } });
      expect(opened.json().updated).toBe(2);
      expect(
        (await days(apartment.id, 30, 3)).map((day) => [day.minStayNights, day.isClosed, day.price]),
      ).toEqual([
        [4, false, 100],
        [4, false, 100],
        [4, false, 100],
      ]);
    });

    it('refuse to close nights a reservation holds (409), with the reservation named', async () => {
      const booking = await insertReservation(context.db, {
        apartmentId: other.id,
        checkIn: daysFromToday(41),
        checkOut: daysFromToday(43),
        guestName: 'Mehmet Demir',
        status: 'confirmed',
      });
      const body = {
        apartmentIds: [apartment.id, other.id],
        from: daysFromToday(40),
        to: daysFromToday(41),
        change: { kind: 'close' },
      };
      const refused = await change(body, { language: 'tr' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'calendar_nights_booked',
        reservationNumbers: [booking.reservationNumber],
      });
      expect(refused.json().message).toContain(booking.reservationNumber);
      expect(refused.json().message).toContain('Mehmet Demir');
      expect((await days(apartment.id, 40, 2)).map((day) => day.isClosed)).toEqual([false, false]);
      // The check-out day is free for the next guest: closing from it on is fine.
      const fromCheckOut = await change({ ...body, from: daysFromToday(43), to: daysFromToday(44) });
      expect(fromCheckOut.statusCode, fromCheckOut.body).toBe(200);
      // Prices of booked nights may change: the booking keeps the price it was made at.
      expect((await change({ ...body, change: { kind: 'price', price: 150 } })).statusCode).toBe(200);
    });

    it('refuse days before today (422)', async () => {
      const answer = await change({
        apartmentIds: [apartment.id],
        from: daysFromToday(-1),
        to: daysFromToday(3),
        change: { kind: 'close' },
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().code).toBe('calendar_days_in_past');
    });

    it('apply once per Idempotency-Key, and write one audit entry with the values before', async () => {
      const key = randomUUID();
      const body = {
        apartmentIds: [apartment.id],
        from: daysFromToday(50),
        to: daysFromToday(52),
        change: { kind: 'price', price: 111 },
      };
      const [first, second] = await Promise.all([change(body, { key }), change(body, { key })]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(first.json()).toEqual(second.json());
      expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']].sort()).toEqual([
        'true',
        undefined,
      ]);
      // Another operator's change after it is not undone by a late retry of the first.
      await change({ ...body, change: { kind: 'price', price: 122 } });
      const retried = await change(body, { key });
      expect(retried.headers['idempotent-replayed']).toBe('true');
      expect((await days(apartment.id, 50, 3)).map((day) => day.price)).toEqual([122, 122, 122]);
      const reused = await change({ ...body, change: { kind: 'price', price: 99 } }, { key });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().code).toBe('idempotency_key_reused');

      const entries = await context.db
        .select()
        .from(auditEvents)
        .where(and(like(auditEvents.action, 'calendar.%'), eq(auditEvents.subjectType, 'calendar')));
      const mine = entries.filter((entry) => entry.after?.idempotencyKey === key);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        action: 'calendar.set_price',
        subjectType: 'calendar',
        subjectId: apartment.id,
        actorName: 'Selin Admin',
        actorRole: 'admin',
        before: {
          days: {
            [apartment.id]: [
              { from: daysFromToday(50), to: daysFromToday(52), price: 100, originalPrice: null },
            ],
          },
        },
        after: { ...body, idempotencyKey: key, updated: 3 },
      });
      const missingKey = await inject({
        method: 'POST',
        url: '/api/admin/calendar/changes',
        token: adminToken,
        payload: body,
      });
      expect(missingKey.statusCode).toBe(400);
      expect(invalidFields(missingKey)).toEqual(['idempotency-key']);
    });

    it('refuse bad input with translated field errors, never a 500', async () => {
      const valid = {
        apartmentIds: [apartment.id],
        from: daysFromToday(60),
        to: daysFromToday(61),
        change: { kind: 'price', price: 100 },
      };
      const cases: [unknown, string[]][] = [
        [{ ...valid, to: daysFromToday(59) }, ['to']],
        [{ ...valid, to: daysFromToday(60 + 400) }, ['to']],
        [{ ...valid, change: { kind: 'price', price: -1 } }, ['change.price']],
        [{ ...valid, change: { kind: 'price', price: 0 } }, ['change.price']],
        [{ ...valid, change: { kind: 'price', price: 1e12 } }, ['change.price']],
        [{ ...valid, change: { kind: 'discount', percent: 101 } }, ['change.percent']],
        [{ ...valid, change: { kind: 'discount', percent: -5 } }, ['change.percent']],
        [{ ...valid, change: { kind: 'discount', percent: 12.5 } }, ['change.percent']],
        [{ ...valid, change: { kind: 'minStay', nights: 0 } }, ['change.nights']],
        [{ ...valid, change: { kind: 'minStay', nights: 31 } }, ['change.nights']],
        [{ ...valid, change: { kind: 'demolish' } }, ['change.kind']],
        [{ ...valid, apartmentIds: [] }, ['apartmentIds']],
        [{ ...valid, apartmentIds: [apartment.id, apartment.id] }, ['apartmentIds']],
        [{ ...valid, apartmentIds: ["' OR 1=1--"] }, ['apartmentIds.0']],
        [{ ...valid, from: '2026-13-01' }, ['from']],
        [{ ...valid, from: '<script>' }, ['from']],
      ];
      for (const [payload, fields] of cases) {
        const answer = await change(payload, { language: 'tr' });
        expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
        expect(invalidFields(answer), JSON.stringify(payload)).toEqual(fields);
      }
      const unknown = await change(
        { ...valid, apartmentIds: [apartment.id, randomUUID()] },
        { language: 'tr' },
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([{ field: 'apartmentIds.1', message: 'Bu daire bulunamadı.' }]);
      for (const payload of [null, [], {}, 42, { ...valid, change: null }, { ...valid, change: 'close' }]) {
        expect((await change(payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      const hostileKey = await change(valid, { key: 'ключ with spaces' });
      expect(hostileKey.statusCode).toBe(400);
      // Nothing of all that was applied.
      expect((await days(apartment.id, 60, 2)).map((day) => day.price)).toEqual([100, 100]);
    });
  });

  it('reaches another server process on the same database at once (its caches hear the change)', async () => {
    const secondInstance = await startSecondInstance(context);
    const second = secondInstance.app;
    try {
      const apartment = await insertListing(context.db, { label: 'instances', basePriceCents: 10_000 });
      const stay = `checkIn=${daysFromToday(80)}&checkOut=${daysFromToday(82)}&adults=2&pageSize=100`;
      const priceOnSecond = async () => {
        const answer = await second.inject({ method: 'GET', url: `/api/apartments/available?${stay}` });
        expect(answer.statusCode).toBe(200);
        const item = (answer.json().items as { id: string; stay: { totalPrice: number } }[]).find(
          (listed) => listed.id === apartment.id,
        );
        return item?.stay.totalPrice ?? null;
      };
      expect(await priceOnSecond()).toBe(200);
      // Asked twice: the second answer comes from the second process's cache.
      expect(await priceOnSecond()).toBe(200);
      const range = { apartmentIds: [apartment.id], from: daysFromToday(80), to: daysFromToday(81) };
      expect((await change({ ...range, change: { kind: 'price', price: 150 } })).statusCode).toBe(200);
      expect(await priceOnSecond()).toBe(300);
      expect((await change({ ...range, change: { kind: 'close' } })).statusCode).toBe(200);
      expect(await priceOnSecond()).toBeNull();
      expect((await change({ ...range, change: { kind: 'open' } })).statusCode).toBe(200);
      expect(await priceOnSecond()).toBe(300);
    } finally {
      await secondInstance.close();
    }
  });
});
