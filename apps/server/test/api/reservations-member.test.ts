import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import {
  bookStay,
  eventsOf,
  injector,
  insertBookableApartment,
  noticesOf,
  reservationRow,
  signedInUser,
  twoMembersAndAnAdmin,
} from './reservation-fixtures.ts';

// Noon in Istanbul on 10 June 2031.
const clock = new ManualClock('2031-06-10T09:00:00Z');

describe('a member’s reservations', () => {
  let alice: { token: string; id: string };
  let bob: { token: string; id: string };
  let admin: { token: string; id: string };
  let apartmentId: string;

  const as = (
    who: { token: string },
    method: 'GET' | 'PUT',
    url: string,
    payload?: object,
    language = 'en',
  ) => inject({ method, url, token: who.token, language, ...(payload ? { payload } : {}) });
  /** Books an apartment stay as a member at the clock's current instant. */
  const book = async (who: { token: string }, checkIn: string, checkOut: string, extra: object = {}) => {
    const created = await bookStay(context, { token: who.token, apartmentId, checkIn, checkOut }, extra);
    // Bookings made at one instant would tie on "newest first".
    clock.advance(1000);
    return created;
  };
  const recordPayment = (id: string, paidAmount: number) =>
    as(admin, 'PUT', `/api/reservations/${id}`, { paidAmount });

  const context = useTestApp({}, { clock });
  const inject = injector(context);
  beforeAll(async () => {
    ({ alice, bob, admin } = await twoMembersAndAnAdmin(context));
    apartmentId = (await insertBookableApartment(context.db)).id;
  });

  describe('lists and stats', () => {
    let upcoming: { id: string };
    let active: { id: string };
    let past: { id: string };
    let cancelled: { id: string };

    beforeAll(async () => {
      // Booked earlier, so the stays can lie around today.
      clock.set('2031-06-01T09:00:00Z');
      past = await book(alice, '2031-06-02', '2031-06-05');
      active = await book(alice, '2031-06-08', '2031-06-12');
      clock.set('2031-06-10T09:00:00Z');
      upcoming = await book(alice, '2031-07-01', '2031-07-04', { isRefundable: true });
      cancelled = await book(alice, '2031-08-01', '2031-08-02', { isRefundable: true });
      expect((await as(alice, 'PUT', `/api/reservations/${cancelled.id}/cancel`, {})).statusCode).toBe(200);
      await book(bob, '2031-09-01', '2031-09-03');
    });

    const ids = async (path: string) => {
      const response = await as(alice, 'GET', `/api/reservations/${path}`);
      expect(response.statusCode).toBe(200);
      return response.json().items.map((item: { id: string }) => item.id);
    };

    it('splits the member’s own reservations into upcoming, active and history', async () => {
      expect(await ids('my-upcoming')).toEqual([upcoming.id]);
      expect(await ids('my-active')).toEqual([active.id]);
      expect(await ids('my-history')).toEqual([cancelled.id, past.id]);
      expect(await ids('my-reservations')).toEqual([cancelled.id, upcoming.id, active.id, past.id]);
    });

    it('pages the lists', async () => {
      const response = await as(alice, 'GET', '/api/reservations/my-reservations?page=2&pageSize=3');
      expect(response.json()).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(response.json().items.map((item: { id: string }) => item.id)).toEqual([past.id]);
      expect((await as(alice, 'GET', '/api/reservations/my-reservations?pageSize=0')).statusCode).toBe(400);
    });

    it('counts and sums them', async () => {
      const response = await as(alice, 'GET', '/api/reservations/my-stats');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        total: 4,
        upcoming: 1,
        active: 1,
        past: 2,
        byStatus: { pending: 3, confirmed: 0, cancelled: 1, completed: 0 },
        nights: 10,
        // Nothing has been paid yet: membership counts money paid, not money promised.
        totalSpent: 0,
        totalPaid: 0,
        totalRefund: 0,
        currency: 'EUR',
      });
    });

    it('needs a signed-in member', async () => {
      for (const path of ['my-reservations', 'my-upcoming', 'my-active', 'my-history', 'my-stats']) {
        expect((await inject({ method: 'GET', url: `/api/reservations/${path}` })).statusCode).toBe(401);
      }
    });
  });

  describe('membership money', () => {
    it('counts what the member paid and we keep: not an unpaid booking, only the fee of a cancelled one', async () => {
      const carol = await signedInUser(context);
      const member = { token: carol.token };
      const spent = async () => {
        const me = await as(member, 'GET', '/api/auth/me');
        const stats = await as(member, 'GET', '/api/reservations/my-stats');
        expect(me.json().membership.totalSpent).toBe(stats.json().totalSpent);
        return me.json().membership.totalSpent;
      };
      // 3 nights at 100 € with the 20 % guarantee fee: 360 €.
      const refundable = await book(member, '2031-10-10', '2031-10-13', { isRefundable: true });
      await book(member, '2031-10-20', '2031-10-22');
      expect(await spent()).toBe(0);

      expect((await recordPayment(refundable.id, 360)).statusCode).toBe(200);
      expect(await spent()).toBe(360);

      const cancel = await as(member, 'PUT', `/api/reservations/${refundable.id}/cancel`, {});
      expect(cancel.statusCode).toBe(200);
      expect(await spent()).toBe(60);
    });
  });

  describe('one reservation by id', () => {
    it('is shown to its member and to admins, and does not exist for anyone else (404)', async () => {
      const mine = await book(alice, '2031-10-01', '2031-10-03');
      const own = await as(alice, 'GET', `/api/reservations/${mine.id}`);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ id: mine.id, reservationNumber: mine.reservationNumber });
      expect((await as(admin, 'GET', `/api/reservations/${mine.id}`)).statusCode).toBe(200);

      const someoneElse = await as(bob, 'GET', `/api/reservations/${mine.id}`);
      expect(someoneElse.statusCode).toBe(404);
      expect(someoneElse.json()).toEqual({
        code: 'reservation_not_found',
        message: 'Reservation not found.',
      });
      const unknown = await as(bob, 'GET', '/api/reservations/00000000-0000-4000-8000-000000000000');
      expect(unknown.json()).toEqual(someoneElse.json());
      expect((await inject({ method: 'GET', url: `/api/reservations/${mine.id}` })).statusCode).toBe(401);
      expect((await as(bob, 'GET', '/api/reservations/not-a-uuid')).statusCode).toBe(400);
    });
  });

  describe('cancellation (spec §4)', () => {
    it('cancels a refundable stay 7 or more days ahead: refund = paid − guarantee fee', async () => {
      const booking = await book(alice, '2031-11-01', '2031-11-05', { isRefundable: true });
      // 400 € stay + 80 € fee, paid in full by bank transfer.
      expect((await recordPayment(booking.id, 480)).json()).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
      });
      const response = await as(alice, 'PUT', `/api/reservations/${booking.id}/cancel`, {
        reason: 'Plans changed',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'partially_refunded',
        cancelledBy: 'user',
        cancelReason: 'Plans changed',
        paidAmount: 480,
        guaranteeFee: 80,
        refundAmount: 400,
        refundedAmount: 0,
        remainingAmount: 0,
        cancellation: { allowed: false, reason: 'not_active' },
      });
      const events = await eventsOf(context.db, booking.id);
      expect(events.map((event) => `${event.actor}:${event.toStatus}`)).toEqual([
        'user:pending',
        'admin:confirmed',
        'user:cancelled',
      ]);
      expect(await noticesOf(context.db, booking.id)).toEqual([
        // Booked for someone else: one short notice at creation, the rest to the member.
        'notice.booked-for-mail',
        'notice.booked-for-sms',
        'notice.mail:cancelled',
        'notice.mail:confirmed',
        'notice.mail:created',
        'notice.sms:cancelled',
        'notice.sms:confirmed',
        'notice.sms:created',
      ]);
      // The dates are free again.
      expect((await book(bob, '2031-11-01', '2031-11-05')).id).toBeTruthy();
    });

    it('stores a reason meaning "customer request" in the member’s language when none is given', async () => {
      const turkish = await book(alice, '2031-12-01', '2031-12-02', { isRefundable: true });
      await as(alice, 'PUT', `/api/reservations/${turkish.id}/cancel`, {}, 'tr');
      expect((await reservationRow(context.db, turkish.id)).cancelReason).toBe('Müşteri talebi');
      const russian = await book(alice, '2031-12-03', '2031-12-04', { isRefundable: true });
      const bodiless = await inject({
        method: 'PUT',
        url: `/api/reservations/${russian.id}/cancel`,
        token: alice.token,
        language: 'ru',
      });
      expect(bodiless.statusCode, bodiless.body).toBe(200);
      expect((await reservationRow(context.db, russian.id)).cancelReason).toBe('Запрос клиента');
    });

    it('allows it until 23:59 Istanbul time seven days before check-in, and refuses it after (422)', async () => {
      const booking = await book(alice, '2032-01-20', '2032-01-22', { isRefundable: true });
      clock.set('2032-01-13T21:00:00Z'); // 14 January in Istanbul: six days left
      const late = await as(alice, 'PUT', `/api/reservations/${booking.id}/cancel`, {}, 'tr');
      expect(late.statusCode).toBe(422);
      expect(late.json()).toEqual({
        code: 'within_7_days',
        message: 'Girişe 7 günden az kaldığı için bu rezervasyon artık iptal edilemez veya değiştirilemez.',
      });
      clock.set('2032-01-13T20:59:59Z'); // still 13 January in Istanbul
      const inTime = await as(alice, 'PUT', `/api/reservations/${booking.id}/cancel`, {});
      expect(inTime.statusCode).toBe(200);
      clock.set('2031-06-10T09:00:00Z');
    });

    it('never cancels a non-refundable reservation, nor one already cancelled', async () => {
      const booking = await book(alice, '2032-02-01', '2032-02-03');
      const response = await as(alice, 'PUT', `/api/reservations/${booking.id}/cancel`, {});
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'non_refundable',
        message: 'Non-refundable reservations cannot be cancelled.',
      });
      const view = await as(alice, 'GET', `/api/reservations/${booking.id}`);
      expect(view.json().cancellation).toEqual({
        allowed: false,
        reason: 'non_refundable',
        freeUntil: null,
        refundAmount: null,
      });

      const refundable = await book(alice, '2032-03-01', '2032-03-03', { isRefundable: true });
      await as(alice, 'PUT', `/api/reservations/${refundable.id}/cancel`, {});
      const again = await as(alice, 'PUT', `/api/reservations/${refundable.id}/cancel`, {});
      expect(again.statusCode).toBe(422);
      expect(again.json().code).toBe('not_active');
    });

    it('does not let another member cancel (404) and leaves the reservation untouched', async () => {
      const booking = await book(alice, '2032-04-01', '2032-04-03', { isRefundable: true });
      const response = await as(bob, 'PUT', `/api/reservations/${booking.id}/cancel`, {});
      expect(response.statusCode).toBe(404);
      expect((await reservationRow(context.db, booking.id)).status).toBe('pending');
      expect(
        (await inject({ method: 'PUT', url: `/api/reservations/${booking.id}/cancel`, payload: {} }))
          .statusCode,
      ).toBe(401);
    });

    it('refuses a reason longer than 500 characters (400)', async () => {
      const booking = await book(alice, '2032-05-01', '2032-05-03', { isRefundable: true });
      const response = await as(alice, 'PUT', `/api/reservations/${booking.id}/cancel`, {
        reason: 'x'.repeat(501),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('reason');
    });
  });
});
