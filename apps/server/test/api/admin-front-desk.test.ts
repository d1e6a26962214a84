import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { reservations } from '../../src/db/schema/reservations.ts';
import { tourTranslations } from '../../src/db/schema/tours.ts';
import { users } from '../../src/db/schema/users.ts';
import { useTestApp } from '../helpers/app.ts';
import { invalidFields } from '../helpers/invalid-fields.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { createUser, signIn } from '../helpers/users.ts';
import { recordingMailer } from './auth-fixtures.ts';
import {
  apartmentBooking,
  eventsOf,
  injector,
  insertBookableApartment,
  insertTour,
  noticesOf,
  reservationRow,
  signedInUser,
  tourBooking,
} from './reservation-fixtures.ts';

// 12:00 in Istanbul on Monday 1 September 2031.
const clock = new ManualClock('2031-09-01T09:00:00Z');
const DAY_MS = 86_400_000;

type Row = { id: string; reservationNumber: string };
const ids = (rows: Row[]) => rows.map((row) => row.id);

describe('back office front desk (dashboard, booking taken by phone)', () => {
  const mail = recordingMailer();
  const context = useTestApp({}, { clock, mailer: mail.mailer });
  const inject = injector(context);
  let member: { token: string; id: string; email: string };
  let adminToken: string;
  let adminId: string;
  let staffToken: string;
  let staffId: string;
  let apartmentId: string;

  /** A phone booking body: a new guest's details and an apartment stay. */
  const phoneBooking = (overrides: object = {}) => {
    const { acceptTerms: _terms, ...booking } = apartmentBooking(apartmentId, '2031-10-01', '2031-10-03');
    return { ...booking, email: `guest-${randomUUID()}@example.com`, language: 'en', ...overrides };
  };
  const post = (payload: object, { key, token = adminToken }: { key?: string; token?: string } = {}) =>
    inject({
      method: 'POST',
      url: '/api/admin/reservations',
      token,
      payload,
      headers: key ? { 'idempotency-key': key } : {},
    });

  beforeAll(async () => {
    const m = await signedInUser(context);
    member = { token: m.token, id: m.user.id, email: m.user.email };
    const admin = await signedInUser(context, 'admin');
    adminToken = admin.token;
    adminId = admin.user.id;
    apartmentId = (await insertBookableApartment(context.db)).id;
    const staff = await createUser(context.db, { role: 'staff', name: 'Deniz Staff' });
    staffId = staff.id;
    staffToken = await signIn(context.services, staff.id);
  });

  it('are for the back office only: 401 without a session, 403 for a member', async () => {
    const calls = [
      { method: 'GET', url: '/api/admin/dashboard' },
      { method: 'GET', url: '/api/admin/reservations/guest?email=a%40example.com' },
      { method: 'POST', url: '/api/admin/reservations/quote', payload: phoneBooking() },
      { method: 'POST', url: '/api/admin/reservations', payload: phoneBooking() },
    ] as const;
    for (const call of calls) {
      expect((await inject({ ...call })).statusCode).toBe(401);
      const asMember = await inject({ ...call, token: member.token });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().code).toBe('forbidden');
    }
  });

  it('are for staff as well as admins', async () => {
    const dashboard = await inject({ method: 'GET', url: '/api/admin/dashboard', token: staffToken });
    expect(dashboard.statusCode).toBe(200);
    const booked = await post(phoneBooking({ checkIn: '2032-03-01', checkOut: '2032-03-02' }), {
      token: staffToken,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [event] = await eventsOf(context.db, booked.json().id);
    expect(event).toMatchObject({ actor: 'admin', actorUserId: staffId });
  });

  describe('GET /api/admin/dashboard', () => {
    it("shows today's and tomorrow's stays, what waits, tour departures, occupancy and revenue", async () => {
      const tour = await insertTour(context.db, { maxPeople: 12 });
      const second = (await insertBookableApartment(context.db)).id;
      const book = async (payload: object) => {
        const response = await inject({
          method: 'POST',
          url: '/api/reservations/create',
          token: member.token,
          payload,
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json() as Row;
      };
      // Booked on 1 September; the dashboard is read on Wednesday 3 September.
      const staying = await book(
        apartmentBooking(apartmentId, '2031-09-02', '2031-09-04', { paymentMethod: 'pay_at_door' }),
      );
      const arriving = await book(
        apartmentBooking(second, '2031-09-03', '2031-09-05', {
          paymentMethod: 'pay_at_door',
          name: 'Mehmet Demir',
        }),
      );
      const cancelled = await book(apartmentBooking(apartmentId, '2031-09-06', '2031-09-07'));
      await context.db
        .update(reservations)
        .set({ status: 'cancelled', cancelledAt: clock.now() })
        .where(eq(reservations.id, cancelled.id));
      const walkers = await book(
        tourBooking(tour.id, '2031-09-03', { adults: 2, children: 1, childrenAges: [9] }),
      );
      clock.advance(2 * DAY_MS);
      const transfer = await book(apartmentBooking(apartmentId, '2031-09-20', '2031-09-22'));
      clock.advance(60 * 60_000);
      const checkedIn = new Date('2031-09-02T12:30:00Z');
      await context.db
        .update(reservations)
        .set({ checkedInAt: checkedIn })
        .where(eq(reservations.id, staying.id));

      const response = await inject({ method: 'GET', url: '/api/admin/dashboard', token: adminToken });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      const [today, tomorrow] = body.days;
      expect(today.date).toBe('2031-09-03');
      expect(tomorrow.date).toBe('2031-09-04');
      expect(ids(today.arrivals)).toEqual([arriving.id]);
      expect(ids(today.inHouse)).toEqual([staying.id]);
      expect(today.inHouse[0].checkedInAt).toBe(checkedIn.toISOString());
      expect(ids(today.departures)).toEqual([]);
      expect(ids(tomorrow.arrivals)).toEqual([]);
      expect(ids(tomorrow.departures)).toEqual([staying.id]);
      expect(ids(tomorrow.inHouse)).toEqual([arriving.id]);
      expect(today.arrivals[0]).toMatchObject({
        reservationNumber: arriving.reservationNumber,
        guestName: 'Mehmet Demir',
        people: 2,
        checkedInAt: null,
        checkedOutAt: null,
        listingName: 'booking en',
      });

      expect(ids(body.awaitingApproval)).toEqual(expect.arrayContaining([staying.id, arriving.id]));
      expect(ids(body.awaitingApproval)).not.toContain(transfer.id);
      expect(body.awaitingApprovalTotal).toBe(2);
      const waitingTransfer = body.awaitingReceipt.find((row: Row) => row.id === transfer.id);
      // Booked an hour ago: 23 hours left before the automatic cancellation.
      expect(waitingTransfer).toMatchObject({ minutesLeft: 23 * 60, cancelsAt: '2031-09-04T09:00:00.000Z' });
      expect(ids(body.awaitingReceipt)).not.toContain(cancelled.id);

      const walk = body.tourDepartures.find(
        (departure: { tourId: string; date: string }) =>
          departure.tourId === tour.id && departure.date === '2031-09-03',
      );
      expect(walk).toMatchObject({
        startTime: '10:00',
        bookedPeople: 3,
        maxPeople: 12,
        tourName: 'Old city walk en',
      });
      expect(ids(walk.reservations)).toEqual([walkers.id]);
      // The tour runs every day: tomorrow's departure shows with no one booked.
      expect(body.tourDepartures).toContainEqual(
        expect.objectContaining({ tourId: tour.id, date: '2031-09-04', bookedPeople: 0, reservations: [] }),
      );

      // 3 Sept – 2 Oct: one night of the stay already running, two of the arriving stay, two of the transfer.
      expect(body.occupancy).toMatchObject({ from: '2031-09-03', to: '2031-10-03' });
      expect(body.occupancy.bookedNights).toBeGreaterThanOrEqual(5);
      expect(body.occupancy.availableNights).toBe(body.occupancy.apartments * 30);
      expect(body.occupancy.rate).toBeCloseTo(body.occupancy.bookedNights / body.occupancy.availableNights);
      expect(body.revenue.thisMonth.month).toBe('2031-09');
      expect(body.revenue.lastMonth.month).toBe('2031-08');
      // Non-cancelled stays and tours starting in September; the cancelled one does not count.
      const september = await context.db.select().from(reservations);
      const expected = september
        .filter((row) => row.checkIn.startsWith('2031-09') && row.status !== 'cancelled')
        .reduce((sum, row) => sum + row.totalCents, 0);
      expect(body.revenue.thisMonth.bookedAmount).toBe(expected / 100);
      expect(body.revenue.thisMonth.collectedAmount).toBe(0);

      // Names in the operator's language; without a title in it, the Turkish one.
      await context.db
        .delete(tourTranslations)
        .where(and(eq(tourTranslations.tourId, tour.id), eq(tourTranslations.language, 'ru')));
      const russian = (
        await inject({ method: 'GET', url: '/api/admin/dashboard', token: adminToken, language: 'ru' })
      ).json();
      expect(russian.days[0].arrivals[0].listingName).toBe('booking ru');
      expect(russian.tourDepartures).toContainEqual(
        expect.objectContaining({ tourId: tour.id, tourName: 'Old city walk tr' }),
      );
      expect(russian.days[0].inHouse[0]).toMatchObject({ id: staying.id, listingName: 'booking ru' });
    });
  });

  describe('booking taken by phone', () => {
    it('looks a guest up by e-mail: the member, or null for a new guest', async () => {
      const known = await inject({
        method: 'GET',
        url: `/api/admin/reservations/guest?email=${encodeURIComponent(member.email.toUpperCase())}`,
        token: adminToken,
      });
      expect(known.statusCode).toBe(200);
      expect(known.json().member).toMatchObject({ id: member.id, email: member.email });
      const unknown = await inject({
        method: 'GET',
        url: '/api/admin/reservations/guest?email=nobody-here%40example.com',
        token: adminToken,
      });
      expect(unknown.json()).toEqual({ member: null });
      const bad = await inject({
        method: 'GET',
        url: '/api/admin/reservations/guest?email=x',
        token: adminToken,
      });
      expect(bad.statusCode).toBe(400);
      expect(invalidFields(bad)).toEqual(['email']);
    });

    it("answers in the operator's language, whatever language the guest speaks", async () => {
      const quote = await inject({
        method: 'POST',
        url: '/api/admin/reservations/quote',
        token: adminToken,
        language: 'ar',
        payload: phoneBooking({ checkIn: '9999-12-31', language: 'tr' }),
      });
      expect(quote.statusCode, quote.body).toBe(422);
      const arabic = /[\u0600-\u06FF]/;
      expect(quote.json().message).toMatch(arabic);
      for (const error of quote.json().errors) expect(error.message).toMatch(arabic);
    });

    it("quotes the site's price before saving, with the site's rules", async () => {
      const quote = await inject({
        method: 'POST',
        url: '/api/admin/reservations/quote',
        token: adminToken,
        payload: phoneBooking({ checkIn: '2031-11-01', checkOut: '2031-11-04' }),
      });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json()).toEqual({
        totalAmount: 300,
        originalTotalAmount: 300,
        stayAmount: 300,
        guaranteeFeeAmount: 0,
      });
      const refundable = await inject({
        method: 'POST',
        url: '/api/admin/reservations/quote',
        token: adminToken,
        payload: phoneBooking({ checkIn: '2031-11-01', checkOut: '2031-11-04', isRefundable: true }),
      });
      expect(refundable.json()).toMatchObject({ stayAmount: 300, guaranteeFeeAmount: 60, totalAmount: 360 });
      const tooMany = await inject({
        method: 'POST',
        url: '/api/admin/reservations/quote',
        token: adminToken,
        payload: phoneBooking({ adults: 9 }),
      });
      expect(tooMany.statusCode).toBe(422);
      const unknown = await inject({
        method: 'POST',
        url: '/api/admin/reservations/quote',
        token: adminToken,
        payload: phoneBooking({ apartmentId: randomUUID() }),
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('books for a new guest: a member account without a password, a set-password mail, the operator named', async () => {
      const payload = phoneBooking({
        checkIn: '2031-12-01',
        checkOut: '2031-12-03',
        name: 'Elif Şahin',
        phone: '+90 533 765 43 21',
        paymentMethod: 'pay_at_door',
      });
      const response = await post(payload, { key: randomUUID() });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        status: 'pending',
        paymentStatus: 'pending',
        totalAmount: 200,
        accountAwaitsPassword: true,
      });
      const [account] = await context.db.select().from(users).where(eq(users.email, payload.email));
      expect(account).toMatchObject({
        name: 'Elif Şahin',
        phone: '+90 5337654321',
        role: 'member',
        preferredLanguage: 'en',
        passwordHash: null,
      });
      const row = await reservationRow(context.db, body.id);
      expect(row).toMatchObject({ userId: account?.id, paymentMethod: 'pay_at_door', language: 'en' });
      const [created] = await eventsOf(context.db, body.id);
      expect(created).toMatchObject({ actor: 'admin', actorUserId: adminId, toStatus: 'pending' });
      expect(await noticesOf(context.db, body.id)).toContain('notice.mail:created');
      const setPassword = await mail.next(payload.email, 'password-reset');
      expect(setPassword.data.resetUrl).toMatch(/\/en\/reset-password\?token=/);
      // The audit trail has who booked what for whom, written with the reservation.
      const audit = await context.db.select().from(auditEvents).where(eq(auditEvents.subjectId, body.id));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'reservation.create_by_phone',
        subjectType: 'reservation',
        actorUserId: adminId,
        before: null,
        after: expect.objectContaining({
          guestUserId: account?.id,
          guestAccountCreated: true,
          totalCents: 20_000,
        }),
      });
      const lookup = await inject({
        method: 'GET',
        url: `/api/admin/reservations/guest?email=${encodeURIComponent(payload.email)}`,
        token: adminToken,
      });
      expect(lookup.json().member).toMatchObject({ id: account?.id, name: 'Elif Şahin' });
    });

    it('books for an existing member with a password: their account, no set-password mail', async () => {
      const withPassword = await signedInUser(context, 'member', { name: 'Can Öztürk' });
      await context.db.update(users).set({ passwordHash: 'x' }).where(eq(users.id, withPassword.user.id));
      const response = await post(
        phoneBooking({ email: withPassword.user.email, checkIn: '2031-12-10', checkOut: '2031-12-11' }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().accountAwaitsPassword).toBe(false);
      expect((await reservationRow(context.db, response.json().id)).userId).toBe(withPassword.user.id);
      expect(mail.count(withPassword.user.email, 'password-reset')).toBe(0);
    });

    it('makes one reservation, one account and one mail of a double click with the same Idempotency-Key', async () => {
      const payload = phoneBooking({ checkIn: '2032-01-05', checkOut: '2032-01-08' });
      const key = randomUUID();
      const [first, second] = await Promise.all([post(payload, { key }), post(payload, { key })]);
      expect(first.statusCode, first.body).toBe(201);
      expect(second.statusCode, second.body).toBe(201);
      expect(second.json().id).toBe(first.json().id);
      const stored = await context.db.select().from(reservations).where(eq(reservations.idempotencyKey, key));
      expect(stored).toHaveLength(1);
      const audited = await context.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.subjectId, first.json().id));
      expect(audited).toHaveLength(1);
      const accounts = await context.db.select().from(users).where(eq(users.email, payload.email));
      expect(accounts).toHaveLength(1);
      await mail.next(payload.email, 'password-reset');
      expect(mail.count(payload.email, 'password-reset')).toBe(1);
      // A later retry answers the same reservation; the same key for another booking is refused.
      const retry = await post(payload, { key });
      expect(retry.json().id).toBe(first.json().id);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      const reused = await post({ ...payload, adults: 1 }, { key });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().code).toBe('idempotency_key_reused');
    });

    it('refuses taken dates (409) and a full tour like the site', async () => {
      const payload = phoneBooking({ checkIn: '2032-02-01', checkOut: '2032-02-03' });
      expect((await post(payload)).statusCode).toBe(201);
      const refusedGuest = `refused-${randomUUID()}@example.com`;
      const again = await post(
        phoneBooking({ checkIn: '2032-02-02', checkOut: '2032-02-04', email: refusedGuest }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('dates_taken');
      // Nothing is half-written: the refused booking leaves no account behind for the new guest.
      expect(await context.db.select().from(users).where(eq(users.email, refusedGuest))).toEqual([]);
      const tour = await insertTour(context.db, { maxPeople: 2 });
      const walk = (adults: number) => {
        const { acceptTerms: _terms, ...booking } = tourBooking(tour.id, '2032-02-10', { adults });
        return { ...booking, email: `walker-${randomUUID()}@example.com`, language: 'tr' };
      };
      expect((await post(walk(2))).statusCode).toBe(201);
      const full = await post(walk(1));
      expect(full.statusCode).toBe(409);
      expect(full.json().code).toBe('tour_full');
    });

    it('books once for a new guest asked many times at once, on free or taken nights; 409 for the rest, never 500', async () => {
      // A refused booking used to remove the account it had made while the others were finding or booking on it.
      const day = (offset: number) => new Date(Date.UTC(2032, 2, offset)).toISOString().slice(0, 10);
      for (const round of [1, 2, 3, 4, 5, 6]) {
        const nights = { checkIn: day(2 * round), checkOut: day(2 * round + 1) };
        const taken = round % 2 === 0;
        if (taken) expect((await post(phoneBooking(nights))).statusCode).toBe(201);
        const payload = phoneBooking(nights);
        const answers = await Promise.all(Array.from({ length: 8 }, () => post(payload)));
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual(
          taken ? Array(8).fill(409) : [201, ...Array(7).fill(409)],
        );
        const accounts = await context.db.select().from(users).where(eq(users.email, payload.email));
        expect(accounts).toHaveLength(taken ? 0 : 1);
      }
    });

    it('answers bad input with 400 and the fields, never 500', async () => {
      const missing = await post({ type: 'apartment', apartmentId, paymentMethod: 'pay_at_door' });
      expect(missing.statusCode).toBe(400);
      expect(invalidFields(missing)).toEqual(
        expect.arrayContaining(['adults', 'checkIn', 'email', 'name', 'phone']),
      );
      const card = await post(phoneBooking({ paymentMethod: 'card' }));
      expect(card.statusCode).toBe(400);
      expect(invalidFields(card)).toEqual(['paymentMethod']);
      const tourWithoutTime = await post(
        phoneBooking({ type: 'tour', apartmentId: undefined, tourId: randomUUID(), checkOut: undefined }),
      );
      expect(tourWithoutTime.statusCode).toBe(400);
      expect(invalidFields(tourWithoutTime)).toEqual(['startTime']);
      const odd: unknown[] = [
        'not json at all',
        [],
        null,
        phoneBooking({ adults: 1e308 }),
        phoneBooking({ checkIn: '2031-02-30' }),
        phoneBooking({ email: 'a'.repeat(10_000) }),
        phoneBooking({ language: 'xx' }),
        phoneBooking({ childrenAges: [3], children: 2 }),
      ];
      for (const payload of odd) {
        const response = await inject({
          method: 'POST',
          url: '/api/admin/reservations',
          token: adminToken,
          payload: payload as object,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      }
      const badKey = await post(phoneBooking(), { key: 'with space' });
      expect(badKey.statusCode).toBe(400);
    });
  });
});
