import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reservationNotes, reservationPayments } from '../../src/db/schema/reservation-payments.ts';
import { runAllDueJobs } from '../../src/jobs/run-jobs.ts';
import { useTestApp } from '../helpers/app.ts';
import { invalidFields } from '../helpers/invalid-fields.ts';
import { HOUR_MS, ManualClock } from '../helpers/manual-clock.ts';
import { insertOverlappingStay, withSecondConnection } from '../helpers/postgres-locks.ts';
import { signIn } from '../helpers/users.ts';
import {
  bookStay,
  eventsOf,
  injector,
  insertBookableApartment,
  insertTour,
  noticesOf,
  reservationRow,
  signedInUser,
  tourBooking,
} from './reservation-fixtures.ts';

const start = new Date('2031-09-01T09:00:00Z');
const clock = new ManualClock(start);

describe('back-office reservations (/api/admin/reservations)', () => {
  let memberId: string;
  let adminId: string;
  let apartmentId: string;
  let otherApartmentId: string;
  // Sessions live in real time while the clock may jump, so every call signs in afresh.
  const memberToken = () => signIn(context.services, memberId);
  const adminToken = () => signIn(context.services, adminId);

  const context = useTestApp({}, { clock });
  const inject = injector(context);
  beforeAll(async () => {
    memberId = (await signedInUser(context)).user.id;
    const admin = await signedInUser(context, 'admin', { name: 'Operator Deniz' });
    adminId = admin.user.id;
    apartmentId = (await insertBookableApartment(context.db)).id;
    otherApartmentId = (await insertBookableApartment(context.db)).id;
  });

  const book = async (checkIn: string, checkOut: string, extra: object = {}) => {
    clock.advance(60_000);
    return bookStay(context, { token: await memberToken(), apartmentId, checkIn, checkOut }, extra);
  };
  const get = async (url: string, language = 'en') =>
    inject({ method: 'GET', url: `/api/admin/reservations${url}`, token: await adminToken(), language });
  const post = async (url: string, payload?: object, headers: Record<string, string> = {}, language = 'en') =>
    inject({
      method: 'POST',
      url: `/api/admin/reservations${url}`,
      token: await adminToken(),
      language,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });

  it('answers 401 without a session and 403 to a member, for every call, before reading the input', async () => {
    const booking = await book('2031-10-01', '2031-10-02');
    const id = booking.id;
    const calls = [
      { method: 'GET', url: '/api/admin/reservations' },
      { method: 'GET', url: `/api/admin/reservations/${id}` },
      { method: 'GET', url: `/api/admin/reservations/${id}/cancel-preview?by=guest` },
      ...[
        'approve',
        'payments',
        'transfer-received',
        'refunds',
        'cancel',
        'change',
        'change-preview',
        'check-in',
        'check-out',
        'notes',
        'resend-confirmation',
      ].map((action) => ({ method: 'POST', url: `/api/admin/reservations/${id}/${action}`, payload: {} })),
    ] as const;
    const member = await memberToken();
    for (const call of calls) {
      expect((await inject({ ...call })).statusCode, call.url).toBe(401);
      const asMember = await inject({ ...call, token: member });
      expect(asMember.statusCode, call.url).toBe(403);
      expect(asMember.json().code).toBe('forbidden');
    }
  });

  it('lets staff do everything here, recorded under their name', async () => {
    const staff = await signedInUser(context, 'staff', { name: 'Resepsiyon Ece' });
    const booking = await book('2031-10-03', '2031-10-04', { paymentMethod: 'pay_at_door' });
    const asStaff = (method: 'GET' | 'POST', url: string) =>
      inject({ method, url: `/api/admin/reservations${url}`, token: staff.token });
    expect((await asStaff('GET', '')).statusCode).toBe(200);
    expect((await asStaff('GET', `/${booking.id}`)).statusCode).toBe(200);
    const approved = await asStaff('POST', `/${booking.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().timeline.at(-1)).toMatchObject({
      action: 'reservation.approve',
      by: { id: staff.user.id, name: 'Resepsiyon Ece' },
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
  });

  describe('GET / (the list)', () => {
    it('filters, searches any case and pages, newest first or by check-in', async () => {
      const tour = await insertTour(context.db);
      clock.advance(60_000);
      const tourBooked = await inject({
        method: 'POST',
        url: '/api/reservations/create',
        token: await memberToken(),
        payload: tourBooking(tour.id, '2031-10-15', {
          paymentMethod: 'pay_at_door',
          name: 'Zeynep Kaya',
          email: 'Zeynep.Kaya@example.com',
          phone: '+90 533 765 43 21',
        }),
      });
      expect(tourBooked.statusCode).toBe(201);
      const stay = await book('2031-10-20', '2031-10-23');

      const all = await get('?pageSize=2');
      expect(all.statusCode).toBe(200);
      expect(all.json()).toMatchObject({ page: 1, pageSize: 2 });
      expect(all.json().items.map((item: { id: string }) => item.id)).toEqual([
        stay.id,
        tourBooked.json().id,
      ]);
      expect(all.json().items[1]).toMatchObject({
        type: 'tour',
        name: 'Zeynep Kaya',
        guests: 2,
        status: 'pending',
        paymentMethod: 'pay_at_door',
        checkedInAt: null,
      });

      for (const q of [
        'ZEYNEP',
        'zeynep.kaya@EXAMPLE',
        '5337654321',
        '533 765',
        tourBooked.json().reservationNumber.toLowerCase(),
      ]) {
        const found = await get(`?q=${encodeURIComponent(q)}`);
        expect(
          found.json().items.map((item: { id: string }) => item.id),
          q,
        ).toEqual([tourBooked.json().id]);
      }
      expect((await get('?q=%25')).json().total).toBe(0);

      const filtered = await get(
        `?tourId=${tour.id}&type=tour&status=pending&paymentStatus=pending&paymentMethod=pay_at_door&from=2031-10-15&to=2031-10-16`,
      );
      expect(filtered.json().total).toBe(1);
      expect((await get(`?apartmentId=${apartmentId}&from=2031-10-23&to=2031-10-30`)).json().total).toBe(0);
      expect((await get(`?apartmentId=${apartmentId}&from=2031-10-22&to=2031-10-30`)).json().total).toBe(1);

      // Created "today" in Istanbul (the clock is 2031-09-01, around noon there).
      expect((await get('?createdFrom=2031-09-01&createdTo=2031-09-01')).json().total).toBeGreaterThanOrEqual(
        2,
      );
      expect((await get('?createdFrom=2031-09-02')).json().total).toBe(0);
      expect((await get(`?apartmentId=${apartmentId}&createdTo=2031-08-31`)).json().total).toBe(0);

      const byCheckIn = await get(`?sort=check_in&from=2031-10-14&to=2031-10-24`);
      expect(byCheckIn.json().items.map((item: { id: string }) => item.id)).toEqual([
        tourBooked.json().id,
        stay.id,
      ]);
    });

    it('answers 400 with the fields for bad filters, never 500 for odd ones', async () => {
      const bad = await get('?status=lost&from=2031-13-01&pageSize=500&apartmentId=nope&sort=random');
      expect(bad.statusCode).toBe(400);
      expect(invalidFields(bad)).toEqual(['apartmentId', 'from', 'pageSize', 'sort', 'status']);
      for (const odd of [
        '?createdTo=9999-12-31',
        '?createdFrom=0001-01-01',
        '?from=0001-01-01&to=9999-12-31',
        '?q=%27%3B--',
        '?q=%5C',
        `?q=${'x'.repeat(100)}`,
        '?page=9999',
        '?q=%E2%80%8F',
      ]) {
        expect((await get(odd)).statusCode, odd).toBeLessThan(500);
      }
    });
  });

  describe('GET /{id}', () => {
    it('shows the guest, the member, the stay, the money and the timeline', async () => {
      const booking = await book('2031-11-01', '2031-11-03');
      const response = await get(`/${booking.id}`);
      expect(response.statusCode).toBe(200);
      const detail = response.json();
      expect(detail.reservation).toMatchObject({
        id: booking.id,
        status: 'pending',
        totalPrice: 200,
        nights: 2,
      });
      expect(detail.member).toMatchObject({ id: memberId });
      expect(detail).toMatchObject({ checkedInAt: null, checkedOutAt: null, payments: [], notes: [] });
      expect(detail.timeline).toEqual([
        expect.objectContaining({ actor: 'user', fromStatus: null, toStatus: 'pending' }),
      ]);
    });

    it('answers 404 for an unknown reservation and 400 for a malformed id', async () => {
      expect((await get('/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      const malformed = await get('/not-a-uuid');
      expect(malformed.statusCode).toBe(400);
      expect(invalidFields(malformed)).toEqual(['id']);
    });
  });

  describe('approve', () => {
    it('confirms a pay-at-the-door booking once, tells the guest once, and answers the same the second time', async () => {
      const booking = await book('2031-11-10', '2031-11-12', { paymentMethod: 'pay_at_door' });
      const first = await post(`/${booking.id}/approve`);
      expect(first.statusCode).toBe(200);
      expect(first.json().reservation.status).toBe('confirmed');
      const second = await post(`/${booking.id}/approve`);
      expect(second.statusCode).toBe(200);
      expect(second.json().reservation).toEqual(first.json().reservation);
      const confirmations = (await noticesOf(context.db, booking.id)).filter((notice) =>
        notice.endsWith(':confirmed'),
      );
      expect(confirmations).toEqual(['notice.mail:confirmed', 'notice.sms:confirmed']);
      const events = await eventsOf(context.db, booking.id);
      expect(events.map((event) => event.toStatus)).toEqual(['pending', 'confirmed']);
      expect(events[1]).toMatchObject({ actor: 'admin', actorUserId: adminId });
      expect(second.json().timeline[1]).toMatchObject({ by: { id: adminId, name: 'Operator Deniz' } });
    });

    it('refuses a bank transfer and a cancelled booking with a translated reason (422)', async () => {
      const transfer = await book('2031-11-14', '2031-11-15');
      const refused = await post(`/${transfer.id}/approve`, undefined, {}, 'tr');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'approve_not_pay_at_door' });
      expect(refused.json().message).toContain('kapıda');
      const atDoor = await book('2031-11-16', '2031-11-17', { paymentMethod: 'pay_at_door' });
      await post(`/${atDoor.id}/cancel`, { by: 'company' });
      expect((await post(`/${atDoor.id}/approve`)).json().code).toBe('invalid_status_change');
    });

    it('applies once when the same approve arrives twice at the same moment', async () => {
      const booking = await book('2031-11-18', '2031-11-19', { paymentMethod: 'pay_at_door' });
      const responses = await Promise.all([post(`/${booking.id}/approve`), post(`/${booking.id}/approve`)]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      expect(
        (await eventsOf(context.db, booking.id)).filter((event) => event.toStatus === 'confirmed'),
      ).toHaveLength(1);
      expect(
        (await noticesOf(context.db, booking.id)).filter((notice) => notice.endsWith(':confirmed')),
      ).toHaveLength(2);
    });
  });

  describe('payments', () => {
    it('records a partial then the full payment: partially paid, then paid; a pending booking is confirmed', async () => {
      const booking = await book('2031-12-01', '2031-12-04');
      const partial = await post(
        `/${booking.id}/payments`,
        { amount: 100, method: 'cash', reference: 'Desk 1' },
        { 'idempotency-key': `p1-${booking.id}` },
      );
      expect(partial.statusCode, partial.body).toBe(200);
      expect(partial.json().reservation).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'partially_paid',
        paidAmount: 100,
        remainingAmount: 200,
      });
      expect(partial.json().payments).toEqual([
        expect.objectContaining({
          kind: 'payment',
          amount: 100,
          method: 'cash',
          reference: 'Desk 1',
          recordedBy: { id: adminId, name: 'Operator Deniz' },
        }),
      ]);
      const full = await post(
        `/${booking.id}/payments`,
        { amount: 200, method: 'card' },
        { 'idempotency-key': `p2-${booking.id}` },
      );
      expect(full.json().reservation).toMatchObject({
        paymentStatus: 'paid',
        paidAmount: 300,
        remainingAmount: 0,
      });
      expect(await noticesOf(context.db, booking.id)).toContain('notice.mail:confirmed');
    });

    it('needs an Idempotency-Key, valid fields, and never more than what remains', async () => {
      const booking = await book('2031-12-05', '2031-12-06');
      const noKey = await post(`/${booking.id}/payments`, { amount: 10, method: 'cash' });
      expect(noKey.statusCode).toBe(400);
      expect(invalidFields(noKey)).toEqual(['idempotency-key']);
      const bad = await post(
        `/${booking.id}/payments`,
        { amount: -5, method: 'gold', reference: 'x'.repeat(201) },
        { 'idempotency-key': 'k-bad' },
      );
      expect(bad.statusCode).toBe(400);
      expect(invalidFields(bad)).toEqual(['amount', 'method', 'reference']);
      const tooMuch = await post(
        `/${booking.id}/payments`,
        { amount: 100.01, method: 'cash' },
        { 'idempotency-key': `k-much-${booking.id}` },
      );
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json()).toMatchObject({ code: 'amount_above_remaining', errors: [{ field: 'amount' }] });
      for (const odd of [{ amount: 'ten', method: 'cash' }, { amount: 1e308, method: 'cash' }, [], null]) {
        const response = await post(`/${booking.id}/payments`, odd as object, { 'idempotency-key': 'k-odd' });
        expect(response.statusCode, JSON.stringify(odd)).toBe(400);
      }
    });

    it('records once when the same payment (same key) arrives twice at once; the key with another amount is 422', async () => {
      const booking = await book('2031-12-08', '2031-12-10');
      const key = `double-${booking.id}`;
      const responses = await Promise.all([
        post(`/${booking.id}/payments`, { amount: 50, method: 'cash' }, { 'idempotency-key': key }),
        post(`/${booking.id}/payments`, { amount: 50, method: 'cash' }, { 'idempotency-key': key }),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      const stored = await context.db
        .select()
        .from(reservationPayments)
        .where(eq(reservationPayments.reservationId, booking.id));
      expect(stored).toHaveLength(1);
      expect((await reservationRow(context.db, booking.id)).paidCents).toBe(5_000);
      const reused = await post(
        `/${booking.id}/payments`,
        { amount: 60, method: 'cash' },
        { 'idempotency-key': key },
      );
      expect(reused.statusCode).toBe(422);
      expect(reused.json().code).toBe('idempotency_key_reused');
    });
  });

  describe('transfer received', () => {
    it('records the remaining amount, confirms, and the 24-hour job no longer cancels it', async () => {
      const booking = await book('2032-01-10', '2032-01-12');
      const received = await post(`/${booking.id}/transfer-received`, { reference: 'EFT 881' });
      expect(received.statusCode).toBe(200);
      expect(received.json().reservation).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
        paidAmount: 200,
        paymentDeadline: null,
      });
      const again = await post(`/${booking.id}/transfer-received`, {});
      expect(again.statusCode).toBe(200);
      expect(again.json().payments).toHaveLength(1);
      const later = new Date(clock.now().getTime() + 25 * HOUR_MS);
      clock.set(later);
      await runAllDueJobs(context.services, { now: later });
      expect((await reservationRow(context.db, booking.id)).status).toBe('confirmed');
    });

    it('refuses another payment method', async () => {
      const booking = await book('2032-01-14', '2032-01-15', { paymentMethod: 'pay_at_door' });
      const refused = await post(`/${booking.id}/transfer-received`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('not_bank_transfer');
    });
  });

  describe('cancel and refunds', () => {
    it('previews and owes everything paid when the company cancels; records refunds up to what is owed', async () => {
      const booking = await book('2032-02-01', '2032-02-03');
      await post(
        `/${booking.id}/payments`,
        { amount: 200, method: 'bank_transfer' },
        { 'idempotency-key': `c-${booking.id}` },
      );
      const preview = await get(`/${booking.id}/cancel-preview?by=company`);
      expect(preview.json()).toEqual({ by: 'company', paidAmount: 200, guaranteeFee: 0, refundAmount: 200 });
      expect((await get(`/${booking.id}/cancel-preview?by=guest`)).json().refundAmount).toBe(0);
      expect((await get(`/${booking.id}/cancel-preview?by=nobody`)).statusCode).toBe(400);
      const cancelled = await post(`/${booking.id}/cancel`, { by: 'company', reason: 'Water damage' });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().reservation).toMatchObject({
        status: 'cancelled',
        refundAmount: 200,
        cancelledBy: 'admin',
        cancelReason: 'Water damage',
        paymentStatus: 'refunded',
      });
      expect((await post(`/${booking.id}/cancel`, { by: 'company' })).json().reservation).toEqual(
        cancelled.json().reservation,
      );
      expect(
        (await eventsOf(context.db, booking.id)).filter((event) => event.toStatus === 'cancelled'),
      ).toHaveLength(1);

      const refund = await post(
        `/${booking.id}/refunds`,
        { amount: 150, method: 'bank_transfer', reference: 'IBAN TR..' },
        { 'idempotency-key': `r1-${booking.id}` },
      );
      expect(refund.json().reservation.refundedAmount).toBe(150);
      const tooMuch = await post(
        `/${booking.id}/refunds`,
        { amount: 51, method: 'bank_transfer' },
        { 'idempotency-key': `r2-${booking.id}` },
      );
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json().code).toBe('refund_above_owed');
      // Money cannot come in on a cancelled reservation.
      const payment = await post(
        `/${booking.id}/payments`,
        { amount: 1, method: 'cash' },
        { 'idempotency-key': `c2-${booking.id}` },
      );
      expect(payment.json().code).toBe('reservation_not_live');
    });

    it('keeps the guarantee fee when cancelling a refundable booking for the guest, and checks the refund override', async () => {
      const booking = await book('2032-02-10', '2032-02-12', { isRefundable: true });
      const detail = (await get(`/${booking.id}`)).json();
      const total = detail.reservation.totalPrice;
      await post(
        `/${booking.id}/payments`,
        { amount: total, method: 'card' },
        { 'idempotency-key': `g-${booking.id}` },
      );
      const preview = (await get(`/${booking.id}/cancel-preview?by=guest`)).json();
      expect(preview.refundAmount).toBe(total - detail.reservation.guaranteeFee);
      const above = await post(`/${booking.id}/cancel`, { by: 'guest', refundAmount: total + 1 });
      expect(above.statusCode).toBe(422);
      expect(above.json().code).toBe('refund_above_paid');
      const badBody = await post(`/${booking.id}/cancel`, { by: 'someone', refundAmount: -1 });
      expect(invalidFields(badBody)).toEqual(['by', 'refundAmount']);
      const cancelled = await post(`/${booking.id}/cancel`, { by: 'guest' });
      expect(cancelled.json().reservation.refundAmount).toBe(preview.refundAmount);
    });
  });

  describe('change', () => {
    it('previews the new price and difference, saves it, and answers 409 when the dates are taken', async () => {
      const booking = await book('2032-03-01', '2032-03-03');
      await book('2032-03-10', '2032-03-12');
      const preview = await post(`/${booking.id}/change-preview`, { checkOut: '2032-03-05' });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json()).toMatchObject({
        currentTotal: 200,
        newTotal: 400,
        difference: 200,
        checkIn: '2032-03-01',
        checkOut: '2032-03-05',
      });
      expect((await reservationRow(context.db, booking.id)).checkOut).toBe('2032-03-03');
      // Its own nights are no clash with itself.
      const shifted = await post(`/${booking.id}/change`, { checkIn: '2032-03-02', checkOut: '2032-03-05' });
      expect(shifted.statusCode, shifted.body).toBe(200);
      expect(shifted.json().reservation).toMatchObject({
        checkIn: '2032-03-02',
        checkOut: '2032-03-05',
        totalPrice: 300,
        remainingAmount: 300,
      });
      const taken = await post(`/${booking.id}/change`, { checkOut: '2032-03-11' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe('dates_taken');
      const moved = await post(`/${booking.id}/change`, { apartmentId: otherApartmentId, adults: 3 });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().reservation).toMatchObject({ adults: 3, listing: { id: otherApartmentId } });
      const lastEvent = moved.json().timeline.at(-1);
      expect(lastEvent.note).toContain('apartmentId');
    });

    // A longer stay overlapping a concurrent booking can deadlock with it under the exclusion constraint; PostgreSQL
    // cancels one, and the change is tried again instead of answering 500.
    it.runIf(process.env.TEST_DATABASE_URL)(
      'answers 409, never 500, when the database cancels the change to end a deadlock with a concurrent booking',
      async () => {
        const booking = await book('2033-05-01', '2033-05-03');
        await withSecondConnection(context.services.database, async (other, untilWaiting) => {
          const insertOther = (number: string, checkIn: string, checkOut: string) =>
            insertOverlappingStay(other, { number, apartmentId, checkIn, checkOut });
          await other.query('begin');
          // The booking, waiting first, is the one whose deadlock check (after 1 s) finds the cycle and gives way.
          await other.query("set local deadlock_timeout = '10s'");
          await insertOther('KNK-TEST-0004', '2033-05-04', '2033-05-05');
          // The longer stay is in the index and waits for the other's night; then the other waits for it.
          const pending = post(`/${booking.id}/change`, { checkOut: '2033-05-06' });
          await untilWaiting();
          await insertOther('KNK-TEST-0005', '2033-05-05', '2033-05-06');
          await other.query('commit');
          const response = await pending;
          expect(response.statusCode, response.body).toBe(409);
          expect(response.json().code).toBe('dates_taken');
          expect((await reservationRow(context.db, booking.id)).checkOut).toBe('2033-05-03');
        });
      },
    );

    it('refuses broken rules (422), a price below what was paid, nothing to change (400) and a cancelled booking', async () => {
      const booking = await book('2032-04-01', '2032-04-04');
      const tooMany = await post(`/${booking.id}/change`, { adults: 9 });
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().errors[0].field).toBe('adults');
      const reversed = await post(`/${booking.id}/change-preview`, { checkOut: '2032-03-30' });
      expect(reversed.statusCode).toBe(422);
      await post(
        `/${booking.id}/payments`,
        { amount: 300, method: 'cash' },
        { 'idempotency-key': `ch-${booking.id}` },
      );
      const cheaper = await post(`/${booking.id}/change`, { checkOut: '2032-04-02' });
      expect(cheaper.statusCode).toBe(422);
      expect(cheaper.json().code).toBe('change_below_paid');
      const nothing = await post(`/${booking.id}/change`, {});
      expect(nothing.statusCode).toBe(400);
      const bad = await post(`/${booking.id}/change`, { checkIn: '2032-02-30', adults: 0, apartmentId: 'x' });
      expect(invalidFields(bad)).toEqual(['adults', 'apartmentId', 'checkIn']);
      await post(`/${booking.id}/cancel`, { by: 'company' });
      expect((await post(`/${booking.id}/change`, { adults: 1 })).json().code).toBe('reservation_not_live');
    });
  });

  describe('check-in, check-out, notes, resend', () => {
    it('checks in from the arrival day, then out, each once', async () => {
      const checkInDay = '2031-09-05';
      const booking = await book(checkInDay, '2031-09-07', { paymentMethod: 'pay_at_door' });
      expect((await post(`/${booking.id}/check-in`)).json().code).toBe('invalid_status_change');
      await post(`/${booking.id}/approve`);
      expect((await post(`/${booking.id}/check-out`)).json().code).toBe('check_out_before_check_in');
      expect((await post(`/${booking.id}/check-in`)).json().code).toBe('check_in_too_early');
      clock.set(new Date('2031-09-05T12:00:00Z'));
      const checkedIn = await post(`/${booking.id}/check-in`);
      expect(checkedIn.json().checkedInAt).toBe('2031-09-05T12:00:00.000Z');
      clock.advance(HOUR_MS);
      expect((await post(`/${booking.id}/check-in`)).json().checkedInAt).toBe('2031-09-05T12:00:00.000Z');
      const out = await post(`/${booking.id}/check-out`);
      expect(out.json().checkedOutAt).toBe('2031-09-05T13:00:00.000Z');
      const list = await get(`?q=${booking.reservationNumber}`);
      expect(list.json().items[0]).toMatchObject({ checkedInAt: '2031-09-05T12:00:00.000Z' });
      clock.set(start);
    });

    it('adds an internal note once per key, not shown to the guest', async () => {
      const booking = await book('2032-05-01', '2032-05-02');
      const key = { 'idempotency-key': `n-${booking.id}` };
      const noted = await post(`/${booking.id}/notes`, { text: ' Late arrival, around 23:00 ' }, key);
      expect(noted.statusCode).toBe(200);
      await post(`/${booking.id}/notes`, { text: 'Late arrival, around 23:00' }, key);
      expect(noted.json().notes).toEqual([
        expect.objectContaining({
          text: 'Late arrival, around 23:00',
          author: { id: adminId, name: 'Operator Deniz' },
        }),
      ]);
      expect(
        await context.db
          .select()
          .from(reservationNotes)
          .where(eq(reservationNotes.reservationId, booking.id)),
      ).toHaveLength(1);
      expect(
        invalidFields(await post(`/${booking.id}/notes`, { text: '  ' }, { 'idempotency-key': 'n-empty' })),
      ).toEqual(['text']);
      const guestView = await inject({
        method: 'GET',
        url: `/api/reservations/${booking.id}`,
        token: await memberToken(),
      });
      expect(guestView.body).not.toContain('Late arrival');
    });

    it('sends the confirmation again once per key, only for a confirmed booking', async () => {
      const booking = await book('2032-05-10', '2032-05-11');
      const early = await post(`/${booking.id}/resend-confirmation`, undefined, {
        'idempotency-key': `early-${booking.id}`,
      });
      expect(early.statusCode).toBe(422);
      await post(`/${booking.id}/transfer-received`);
      const key = { 'idempotency-key': `resend-${booking.id}` };
      expect((await post(`/${booking.id}/resend-confirmation`, undefined, key)).statusCode).toBe(200);
      await post(`/${booking.id}/resend-confirmation`, undefined, key);
      const confirmations = (await noticesOf(context.db, booking.id)).filter(
        (notice) => notice === 'notice.mail:confirmed',
      );
      expect(confirmations).toHaveLength(2);
      expect((await post(`/${booking.id}/resend-confirmation`)).statusCode).toBe(400);
    });
  });
});
