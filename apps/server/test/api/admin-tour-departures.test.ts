import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { useTestApp } from '../helpers/app.ts';
import { invalidFields } from '../helpers/invalid-fields.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { dayFrom, injector, insertTour, signedInUser, tourBooking } from './reservation-fixtures.ts';

// Noon in Istanbul on Monday 10 March 2031, far from the demo seed's dates.
const clock = new ManualClock('2031-03-10T09:00:00Z');
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('back-office tour departures (/api/admin/tours)', () => {
  const context = useTestApp({}, { clock });
  const inject = injector(context);
  const day = (offset: number) => dayFrom(context, offset);
  let adminToken: string;
  let staffToken: string;
  let memberToken: string;
  let tour: Awaited<ReturnType<typeof insertTour>>;

  const book = (date: string, overrides: Parameters<typeof tourBooking>[2] = {}) =>
    inject({
      method: 'POST',
      url: '/api/reservations/create',
      payload: tourBooking(tour.id, date, overrides),
      token: memberToken,
    });
  const guestList = (date: string, token = staffToken, language = 'en') =>
    inject({ method: 'GET', url: `/api/admin/tours/${tour.id}/departures/${date}`, token, language });
  const setClosed = (date: string, action: 'close' | 'reopen', token = staffToken) =>
    inject({ method: 'POST', url: `/api/admin/tours/${tour.id}/departures/${date}/${action}`, token });
  const auditsOfTour = () =>
    context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'tour'), eq(auditEvents.subjectId, tour.id)));

  beforeAll(async () => {
    adminToken = (await signedInUser(context, 'admin')).token;
    staffToken = (await signedInUser(context, 'staff', { name: 'Ece Resepsiyon' })).token;
    memberToken = (await signedInUser(context)).token;
    // Tuesday to Sunday at 11:00 and 18:00, eight places a departure.
    tour = await insertTour(context.db, {
      maxPeople: 8,
      startTimes: ['11:00', '18:00'],
      weekdays: [2, 3, 4, 5, 6, 7],
    });
  });

  it('are for operators: 401 without a session, 403 for a member', async () => {
    const calls = [
      { method: 'GET', url: '/api/admin/tours/departures' },
      { method: 'GET', url: `/api/admin/tours/${tour.id}/departures/${day(1)}` },
      { method: 'POST', url: `/api/admin/tours/${tour.id}/departures/${day(1)}/close` },
      { method: 'POST', url: `/api/admin/tours/${tour.id}/departures/${day(1)}/reopen` },
    ] as const;
    for (const call of calls) {
      expect((await inject({ ...call })).statusCode, call.url).toBe(401);
      const asMember = await inject({ ...call, token: memberToken });
      expect(asMember.statusCode, call.url).toBe(403);
      expect(asMember.json().code).toBe('forbidden');
    }
    expect(await auditsOfTour()).toHaveLength(0);
  });

  it('lists each tour day with the people booked against its places, and the guide list of a day', async () => {
    expect(
      (
        await book(day(1), {
          startTime: '11:00',
          adults: 3,
          children: 1,
          childrenAges: [9],
          name: 'Zeynep Ak',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await book(day(1), { startTime: '18:00', adults: 2, name: 'Ahmet Bey', phone: '+90 532 111 22 33' }))
        .statusCode,
    ).toBe(201);

    const list = await inject({
      method: 'GET',
      url: `/api/admin/tours/departures?tourId=${tour.id}&from=${day(0)}&to=${day(7)}`,
      token: staffToken,
    });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ from: day(0), to: day(7), page: 1, total: 6 });
    expect(body.tours.some((item: { id: string }) => item.id === tour.id)).toBe(true);
    // Monday is not a running day.
    expect(body.items[0]).toEqual({
      tourId: tour.id,
      tourName: 'Old city walk en',
      date: day(1),
      times: [
        { startTime: '11:00', bookedPeople: 4, places: 8 },
        { startTime: '18:00', bookedPeople: 2, places: 8 },
      ],
      bookedPeople: 6,
      places: 16,
      bookings: 2,
      closed: false,
    });
    const paged = await inject({
      method: 'GET',
      url: `/api/admin/tours/departures?tourId=${tour.id}&from=${day(0)}&to=${day(7)}&page=2&pageSize=4`,
      token: adminToken,
    });
    expect(paged.json().items.map((item: { date: string }) => item.date)).toEqual([day(5), day(6)]);

    const guests = await guestList(day(1));
    expect(guests.statusCode, guests.body).toBe(200);
    expect(guests.json()).toMatchObject({
      tourName: 'Old city walk en',
      meetingPoint: 'Sultanahmet',
      runs: true,
      closed: false,
      bookedPeople: 6,
      places: 16,
    });
    expect(guests.json().guests).toEqual([
      expect.objectContaining({
        startTime: '11:00',
        name: 'Zeynep Ak',
        adults: 3,
        children: 1,
        status: 'pending',
        paymentStatus: 'pending',
      }),
      expect.objectContaining({
        startTime: '18:00',
        name: 'Ahmet Bey',
        adults: 2,
        children: 0,
        phone: expect.stringContaining('532'),
      }),
    ]);
    expect(guests.json().guests[0].remaining).toBeGreaterThan(0);
  });

  it('closes a day for new bookings at once, keeps its bookings, applies a double click once, and reopens it', async () => {
    const date = day(2);
    expect((await book(date, { adults: 2, startTime: '11:00', name: 'Kept Guest' })).statusCode).toBe(201);

    const [first, second] = await Promise.all([setClosed(date, 'close'), setClosed(date, 'close')]);
    for (const answer of [first, second]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ closed: true, closedBy: 'Ece Resepsiyon' });
    }
    expect(await auditsOfTour()).toEqual([
      expect.objectContaining({
        action: 'tour.close_date',
        before: { date, closed: false },
        after: { date, closed: true },
      }),
    ]);
    // The existing booking stays on the guide's list.
    expect(first.json().guests.map((guest: { name: string }) => guest.name)).toEqual(['Kept Guest']);

    const publicDays = await inject({
      method: 'GET',
      url: `/api/tours/${tour.id}/departures?from=${day(1)}&to=${day(3)}`,
    });
    expect(publicDays.json().items.map((item: { date: string }) => item.date)).toEqual([day(1), day(3)]);
    const refused = await book(date, { startTime: '18:00' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'tour_date_closed', errors: [{ field: 'checkIn' }] });
    expect(refused.json().message).toMatch(/closed for new bookings/);
    const inTurkish = await inject({
      method: 'POST',
      url: '/api/reservations/create',
      payload: tourBooking(tour.id, date, { startTime: '18:00' }),
      token: memberToken,
      language: 'tr',
    });
    expect(inTurkish.json().message).toMatch(/kapatıldı/);

    const list = await inject({
      method: 'GET',
      url: `/api/admin/tours/departures?tourId=${tour.id}&from=${date}&to=${date}`,
      token: adminToken,
    });
    expect(list.json().items[0]).toMatchObject({ date, closed: true, bookedPeople: 2 });

    const reopened = await setClosed(date, 'reopen', adminToken);
    expect(reopened.json()).toMatchObject({ closed: false, closedAt: null, closedBy: null });
    expect((await setClosed(date, 'reopen', adminToken)).statusCode).toBe(200);
    expect((await auditsOfTour()).map((event) => event.action)).toEqual([
      'tour.close_date',
      'tour.reopen_date',
    ]);
    expect((await book(date, { startTime: '18:00' })).statusCode).toBe(201);
  });

  it('lets an operator change a booking already on a closed day, never move another one onto it', async () => {
    const closedDay = day(4);
    const onIt = await book(closedDay, { adults: 2, startTime: '11:00', name: 'Already There' });
    const elsewhere = await book(day(5), { adults: 2, startTime: '11:00', name: 'Wants To Move' });
    expect((await setClosed(closedDay, 'close')).statusCode).toBe(200);
    const change = (id: string, payload: object) =>
      inject({ method: 'POST', url: `/api/admin/reservations/${id}/change`, token: staffToken, payload });

    const moved = await change(elsewhere.json().id, { checkIn: closedDay });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json().code).toBe('tour_date_closed');
    const later = await change(onIt.json().id, { startTime: '18:00', adults: 3 });
    expect(later.statusCode, later.body).toBe(200);
    const list = (await guestList(closedDay)).json();
    expect(
      list.guests.map((guest: { name: string; startTime: string }) => `${guest.startTime} ${guest.name}`),
    ).toEqual(['18:00 Already There']);
  });

  it('refuses a past day, an unknown tour and bad input with translated answers', async () => {
    const past = await setClosed(day(-1), 'close');
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({ code: 'tour_day_past', message: expect.stringMatching(/past/) });
    const unknown = await inject({
      method: 'GET',
      url: `/api/admin/tours/${MISSING}/departures/${day(1)}`,
      token: staffToken,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await inject({
          method: 'POST',
          url: `/api/admin/tours/${MISSING}/departures/${day(1)}/close`,
          token: staffToken,
        })
      ).statusCode,
    ).toBe(404);

    const badPath = await inject({
      method: 'GET',
      url: `/api/admin/tours/not-a-uuid/departures/2031-02-30`,
      token: staffToken,
      language: 'tr',
    });
    expect(badPath.statusCode).toBe(400);
    expect(invalidFields(badPath)).toEqual(['date', 'tourId']);

    const badQuery = await inject({
      method: 'GET',
      url: '/api/admin/tours/departures?tourId=x&from=yesterday&page=0&pageSize=1000',
      token: staffToken,
    });
    expect(badQuery.statusCode).toBe(400);
    expect(invalidFields(badQuery)).toEqual(['from', 'page', 'pageSize', 'tourId']);

    for (const [from, to] of [
      [day(5), day(1)],
      [day(0), day(80)],
    ]) {
      const range = await inject({
        method: 'GET',
        url: `/api/admin/tours/departures?from=${from}&to=${to}`,
        token: staffToken,
        language: 'tr',
      });
      expect(range.statusCode, `${from} ${to}`).toBe(400);
      expect(invalidFields(range)).toEqual(['to']);
      expect(range.json().errors[0].message).not.toMatch(/^error\./);
    }
    // One bound alone is completed to two weeks; a lone end before today looks back.
    const onlyEnd = await inject({
      method: 'GET',
      url: `/api/admin/tours/departures?to=${day(-3)}`,
      token: staffToken,
    });
    expect(onlyEnd.json()).toMatchObject({ from: day(-16), to: day(-3) });
    const hostile = await inject({
      method: 'GET',
      url: `/api/admin/tours/departures?from=${encodeURIComponent("2031-01-01' or 1=1 --")}&tourId[]=1&page=%00`,
      token: staffToken,
    });
    expect(hostile.statusCode).toBe(400);
  });
});
