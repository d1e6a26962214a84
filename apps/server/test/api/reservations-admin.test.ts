import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import {
  bookStay,
  eventsOf,
  injector,
  insertBookableApartment,
  insertTour,
  noticesOf,
  signedInUser,
  tourBooking,
  updateAsAdmin,
} from './reservation-fixtures.ts';

const clock = new ManualClock('2031-09-01T09:00:00Z');

describe('admin reservation calls', () => {
  let member: { token: string; id: string };
  let adminToken: string;
  let adminId: string;
  let apartmentId: string;

  const book = (checkIn: string, checkOut: string, extra: object = {}) =>
    bookStay(context, { token: member.token, apartmentId, checkIn, checkOut }, extra);
  const update = (id: string, payload: object, token = adminToken) =>
    updateAsAdmin(context, token, id, payload);

  const context = useTestApp({}, { clock });
  const inject = injector(context);
  beforeAll(async () => {
    const m = await signedInUser(context);
    member = { token: m.token, id: m.user.id };
    const admin = await signedInUser(context, 'admin');
    adminToken = admin.token;
    adminId = admin.user.id;
    apartmentId = (await insertBookableApartment(context.db)).id;
  });

  it('are for admins only: 401 without a session, 403 for a member', async () => {
    const booking = await book('2031-10-01', '2031-10-02');
    const calls = [
      { method: 'GET', url: '/api/reservations/all' },
      { method: 'PUT', url: `/api/reservations/${booking.id}`, payload: { status: 'confirmed' } },
      { method: 'DELETE', url: `/api/reservations/${booking.id}` },
    ] as const;
    for (const call of calls) {
      expect((await inject({ ...call })).statusCode).toBe(401);
      const asMember = await inject({ ...call, token: member.token });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().code).toBe('forbidden');
    }
  });

  describe('GET /all', () => {
    it('lists every reservation newest first, paged and filtered', async () => {
      const tour = await insertTour(context.db);
      // Bookings made at the same instant would tie on "newest".
      clock.advance(60_000);
      const tourBooked = await inject({
        method: 'POST',
        url: '/api/reservations/create',
        token: member.token,
        payload: tourBooking(tour.id, '2031-10-15', { paymentMethod: 'pay_at_door', name: 'Zeynep Kaya' }),
      });
      expect(tourBooked.statusCode).toBe(201);
      const all = await inject({
        method: 'GET',
        url: '/api/reservations/all?pageSize=100',
        token: adminToken,
      });
      expect(all.statusCode).toBe(200);
      expect(all.json().items[0].id).toBe(tourBooked.json().id);
      const byTour = await inject({
        method: 'GET',
        url: `/api/reservations/all?tourId=${tour.id}`,
        token: adminToken,
      });
      expect(byTour.json()).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      const bySearch = await inject({
        method: 'GET',
        url: '/api/reservations/all?search=zeynep',
        token: adminToken,
      });
      expect(bySearch.json().items.map((item: { name: string }) => item.name)).toEqual(['Zeynep Kaya']);
      const byNumber = await inject({
        method: 'GET',
        url: `/api/reservations/all?search=${tourBooked.json().reservationNumber.toLowerCase()}`,
        token: adminToken,
      });
      expect(byNumber.json().total).toBe(1);
      const byMethod = await inject({
        method: 'GET',
        url: '/api/reservations/all?paymentMethod=pay_at_door&type=tour&status=pending&from=2031-10-15&to=2031-10-16',
        token: adminToken,
      });
      expect(byMethod.json().total).toBe(1);
      const wildcard = await inject({
        method: 'GET',
        url: '/api/reservations/all?search=%25',
        token: adminToken,
      });
      expect(wildcard.json().total).toBe(0);
    });

    it('answers 400 for bad filters', async () => {
      const response = await inject({
        method: 'GET',
        url: '/api/reservations/all?status=lost',
        token: adminToken,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('status');
    });
  });

  describe('PUT /{id}', () => {
    it('records a bank-transfer receipt: confirmed and paid, the guest told', async () => {
      const booking = await book('2031-11-01', '2031-11-04');
      const response = await update(booking.id, { paidAmount: 300, note: 'Receipt 4471 checked' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
        paidAmount: 300,
        remainingAmount: 0,
        paymentDeadline: null,
      });
      const [, confirmed] = await eventsOf(context.db, booking.id);
      expect(confirmed).toMatchObject({
        fromStatus: 'pending',
        toStatus: 'confirmed',
        actor: 'admin',
        actorUserId: adminId,
      });
      expect(confirmed?.note).toContain('Receipt 4471 checked');
      expect(await noticesOf(context.db, booking.id)).toContain('notice.mail:confirmed');
    });

    it('approves pay at the door without money, then takes a partial payment', async () => {
      const booking = await book('2031-11-10', '2031-11-12', { paymentMethod: 'pay_at_door' });
      const approved = await update(booking.id, { status: 'confirmed' });
      expect(approved.json()).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'pending',
        paymentDeadline: null,
      });
      const partial = await update(booking.id, { paidAmount: 50 });
      expect(partial.json()).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'partially_paid',
        remainingAmount: 150,
      });
    });

    it('cancels with the refund owed and records refunds paid out', async () => {
      const booking = await book('2031-11-20', '2031-11-22', { isRefundable: true });
      await update(booking.id, { paidAmount: 240 });
      const cancelled = await update(booking.id, {
        status: 'cancelled',
        refundAmount: 200,
        cancelReason: 'Water damage in the flat',
      });
      expect(cancelled.json()).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'admin',
        cancelReason: 'Water damage in the flat',
        refundAmount: 200,
        paymentStatus: 'partially_refunded',
      });
      const paidOut = await update(booking.id, { refundedAmount: 200 });
      expect(paidOut.json()).toMatchObject({ refundedAmount: 200, paymentStatus: 'partially_refunded' });
      const tooMuch = await update(booking.id, { refundedAmount: 201 });
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json()).toMatchObject({
        code: 'refunded_above_refund',
        errors: [
          { field: 'refundedAmount', message: 'The amount refunded cannot be more than the refund owed.' },
        ],
      });
    });

    it('refuses impossible changes with 422', async () => {
      const booking = await book('2031-12-01', '2031-12-02');
      expect((await update(booking.id, { status: 'completed' })).json().code).toBe('invalid_status_change');
      expect((await update(booking.id, { paidAmount: 101 })).json().code).toBe('amount_above_total');
      expect((await update(booking.id, { refundAmount: 10 })).json().code).toBe('refund_needs_cancellation');
      await update(booking.id, { status: 'cancelled' });
      const revive = await update(booking.id, { status: 'confirmed' });
      expect(revive.statusCode).toBe(422);
      expect(revive.json().message).toBe('The reservation cannot change from cancelled to confirmed.');
    });

    it('corrects contact details and validates them', async () => {
      const booking = await book('2031-12-10', '2031-12-11');
      const fixed = await update(booking.id, {
        email: ' Ayse.Yilmaz@Example.com ',
        phone: '+44 7911 123456',
      });
      expect(fixed.json()).toMatchObject({ email: 'ayse.yilmaz@example.com', phone: '+44 7911123456' });
      const bad = await update(booking.id, { email: 'nope' });
      expect(bad.statusCode).toBe(400);
      const nothing = await update(booking.id, { note: 'only a note' });
      expect(nothing.statusCode).toBe(400);
      expect((await update('00000000-0000-4000-8000-000000000000', { status: 'confirmed' })).statusCode).toBe(
        404,
      );
    });

    it('completes a confirmed stay', async () => {
      const booking = await book('2031-12-20', '2031-12-21');
      await update(booking.id, { status: 'confirmed' });
      expect((await update(booking.id, { status: 'completed' })).json().status).toBe('completed');
    });
  });

  describe('DELETE /{id}', () => {
    it('withdraws a reservation: cancelled by the admin, everything paid owed back, the dates freed', async () => {
      const booking = await book('2032-01-05', '2032-01-08');
      await update(booking.id, { paidAmount: 100 });
      const response = await inject({
        method: 'DELETE',
        url: `/api/reservations/${booking.id}`,
        token: adminToken,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'admin',
        cancelReason: 'Cancelled by Konak',
        refundAmount: 100,
        paymentStatus: 'refunded',
      });
      expect(await noticesOf(context.db, booking.id)).toContain('notice.sms:cancelled');
      const again = await inject({
        method: 'DELETE',
        url: `/api/reservations/${booking.id}`,
        token: adminToken,
      });
      expect(again.statusCode).toBe(200);
      expect(
        (await eventsOf(context.db, booking.id)).filter((event) => event.toStatus === 'cancelled'),
      ).toHaveLength(1);
      await book('2032-01-05', '2032-01-08');
    });
  });
});
