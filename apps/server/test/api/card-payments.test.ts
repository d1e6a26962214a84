import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sweepCardPayments } from '../../src/modules/card-payments/surface.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import {
  bookByCard,
  callback,
  checkoutOf,
  gatewayRecordOf,
  INSUFFICIENT_FUNDS_CARD,
  ledgerOf,
  NOT_REFUNDABLE_CARD,
  payOnTestGateway,
  RETURN_PATH,
  SUCCESS_CARD,
  startCheckout,
  useCardPaymentApp,
} from './card-payment-fixtures.ts';
import {
  apartmentBooking,
  dayFrom,
  eventsOf,
  injector,
  insertBookableApartment,
  noticesOf,
  reservationRow,
  signedInUser,
} from './reservation-fixtures.ts';

const clock = new ManualClock('2031-03-02T09:00:00Z');
const MINUTE = 60_000;

describe('card payment through the test gateway', () => {
  const context = useCardPaymentApp(clock);
  const inject = injector(context);
  const sweep = () => sweepCardPayments(context.services, { now: clock.now(), log: context.app.log });

  async function stay(days = 40) {
    const { id: apartmentId } = await insertBookableApartment(context.db);
    const { token } = await signedInUser(context);
    return { token, apartmentId, checkIn: dayFrom(context, days), checkOut: dayFrom(context, days + 2) };
  }

  it('holds the nights, pays on the hosted page with 3-D Secure and confirms the reservation once', async () => {
    const booking = await stay();
    const { reservation, paymentPageUrl, checkoutToken } = await bookByCard(context, booking);
    expect(reservation.status).toBe('pending');
    expect(paymentPageUrl).toMatch(/\/test-gateway\/pay\//);

    const page = await (await fetch(paymentPageUrl)).text();
    expect(page).toContain('no money moves');

    const back = await payOnTestGateway(paymentPageUrl, SUCCESS_CARD);
    expect(back).toContain('/api/payments/card/callback');
    const landing = await callback(context, checkoutToken);
    expect(landing.pathname).toBe(RETURN_PATH);
    expect(landing.searchParams.get('cardPayment')).toBe('paid');
    expect(landing.searchParams.get('reservation')).toBe(reservation.id);

    const row = await reservationRow(context.db, reservation.id);
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', remainingCents: 0 });
    expect(row.paidCents).toBe(row.totalCents);
    const ledger = await ledgerOf(context, reservation.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'payment', method: 'card', amountCents: row.totalCents });
    expect(ledger[0]?.reference).toMatch(/^iyzico \d+$/);
    expect(await noticesOf(context.db, reservation.id)).toContain('notice.mail:confirmed');

    // A reload of the callback, a replay and five copies at once: still one payment, one confirmation.
    expect((await callback(context, checkoutToken)).searchParams.get('cardPayment')).toBe('paid');
    await Promise.all(Array.from({ length: 5 }, () => callback(context, checkoutToken)));
    expect(await ledgerOf(context, reservation.id)).toHaveLength(1);
    const confirmations = (await eventsOf(context.db, reservation.id)).filter(
      (e) => e.toStatus === 'confirmed',
    );
    expect(confirmations).toHaveLength(1);
  });

  it('settles five simultaneous first callbacks exactly once', async () => {
    const { reservation, paymentPageUrl, checkoutToken } = await bookByCard(context, await stay(50));
    await payOnTestGateway(paymentPageUrl, SUCCESS_CARD);
    const landings = await Promise.all(Array.from({ length: 5 }, () => callback(context, checkoutToken)));
    expect(landings.map((url) => url.searchParams.get('cardPayment'))).toEqual(Array(5).fill('paid'));
    expect(await ledgerOf(context, reservation.id)).toHaveLength(1);
  });

  it('keeps the hold after 3-D Secure fails and lets the guest retry with another checkout', async () => {
    const { reservation, paymentPageUrl, checkoutToken } = await bookByCard(context, await stay(60));
    await payOnTestGateway(paymentPageUrl, SUCCESS_CARD, 'cancel');
    const landing = await callback(context, checkoutToken);
    expect(landing.searchParams.get('cardPayment')).toBe('failed');
    expect(landing.searchParams.get('cardError')).toBe('10217');
    expect(await reservationRow(context.db, reservation.id)).toMatchObject({
      status: 'pending',
      paidCents: 0,
    });

    const booking = await context.db.query.reservations.findFirst({
      where: (r, { eq }) => eq(r.id, reservation.id),
    });
    const owner = booking?.userId ?? '';
    const { token } = { token: await tokenOf(owner) };
    const retry = await startCheckout(context, token, reservation.id);
    await payOnTestGateway(retry.paymentPageUrl, SUCCESS_CARD);
    expect((await callback(context, retry.checkoutToken)).searchParams.get('cardPayment')).toBe('paid');
  });

  it('tells the return page what happened and lets the guest switch to bank transfer without a new form', async () => {
    const booking = await stay(65);
    const { reservation, paymentPageUrl, checkoutToken } = await bookByCard(context, booking);
    await payOnTestGateway(paymentPageUrl, SUCCESS_CARD, 'cancel');
    await callback(context, checkoutToken);
    const url = `/api/reservations/${reservation.id}/card-payment`;
    const answer = await inject({ method: 'GET', url, token: booking.token, language: 'tr' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ result: 'failed', canRetry: true });
    expect(answer.json().message).toMatch(/3-D Secure/);
    const { token: stranger } = await signedInUser(context);
    expect((await inject({ method: 'GET', url, token: stranger })).statusCode).toBe(404);

    const switched = await inject({
      method: 'POST',
      url: `/api/reservations/${reservation.id}/switch-to-bank-transfer`,
      token: booking.token,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ paymentMethod: 'bank_transfer', status: 'pending' });
    expect(switched.json().paymentDeadline).toBeTruthy();
    // Once the hold is over nothing switches any more; a bank transfer stays as it is.
    clock.advance(16 * MINUTE);
    expect(
      (
        await inject({
          method: 'POST',
          url: `/api/reservations/${reservation.id}/switch-to-bank-transfer`,
          token: booking.token,
        })
      ).statusCode,
    ).toBe(200);
    await sweep().catch(() => undefined);
    expect(await reservationRow(context.db, reservation.id)).toMatchObject({
      status: 'pending',
      paymentMethod: 'bank_transfer',
    });
  });

  it('answers a paid checkout with the reservation for the success modal', async () => {
    const booking = await stay(67);
    const { reservation, paymentPageUrl, checkoutToken } = await bookByCard(context, booking);
    await payOnTestGateway(paymentPageUrl, SUCCESS_CARD);
    // The callback got lost: the return page's question settles the checkout itself.
    const answer = await inject({
      method: 'GET',
      url: `/api/reservations/${reservation.id}/card-payment`,
      token: booking.token,
    });
    expect(answer.json()).toMatchObject({ result: 'paid', message: null, canRetry: false });
    expect(answer.json().reservation).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(answer.json().reservation.whatsappUrl).toMatch(/^https:\/\/wa\.me\//);
    expect((await checkoutOf(context, checkoutToken))?.status).toBe('paid');
  });

  async function tokenOf(userId: string) {
    const { signIn } = await import('../helpers/users.ts');
    return signIn(context.services, userId);
  }

  it('reports a declined card (insufficient funds) and records nothing', async () => {
    const { reservation, paymentPageUrl, checkoutToken } = await bookByCard(context, await stay(70));
    await payOnTestGateway(paymentPageUrl, INSUFFICIENT_FUNDS_CARD);
    const landing = await callback(context, checkoutToken);
    expect(landing.searchParams.get('cardPayment')).toBe('failed');
    expect(landing.searchParams.get('cardError')).toBe('10051');
    expect(await ledgerOf(context, reservation.id)).toHaveLength(0);
    expect((await checkoutOf(context, checkoutToken))?.status).toBe('failed');
  });

  it('reports a card the bank declines (do not honour) with its reason on the return page', async () => {
    const booking = await stay(72);
    const { reservation, paymentPageUrl, checkoutToken } = await bookByCard(context, booking);
    await payOnTestGateway(paymentPageUrl, '4129111111111111');
    expect((await callback(context, checkoutToken)).searchParams.get('cardError')).toBe('10005');
    const answer = await inject({
      method: 'GET',
      url: `/api/reservations/${reservation.id}/card-payment`,
      token: booking.token,
    });
    expect(answer.json()).toMatchObject({ result: 'failed', canRetry: true });
    expect(answer.json().message).toMatch(/declined the card/);
  });

  it('gives up on a checkout nobody paid before its token expired, and says so', async () => {
    const booking = await stay(73);
    const { reservation, checkoutToken } = await bookByCard(context, booking);
    clock.advance(31 * MINUTE);
    await sweep().catch(() => undefined);
    expect(await checkoutOf(context, checkoutToken)).toMatchObject({
      status: 'failed',
      errorCode: 'expired',
    });
    expect(await reservationRow(context.db, reservation.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
    });
    const answer = await inject({
      method: 'GET',
      url: `/api/reservations/${reservation.id}/card-payment`,
      token: booking.token,
    });
    expect(answer.json()).toMatchObject({ result: 'failed', canRetry: false });
    expect(answer.json().message).toMatch(/expired/);
  });

  it('answers a forged token with the home page and changes nothing', async () => {
    const landing = await callback(context, randomUUID());
    expect(landing.pathname).toBe('/');
    expect(landing.searchParams.get('cardPayment')).toBe('unknown');
  });

  it('leaves a checkout open while the guest has not paid (a callback posted too early)', async () => {
    const { reservation, checkoutToken } = await bookByCard(context, await stay(75));
    expect((await callback(context, checkoutToken)).searchParams.get('cardPayment')).toBe('pending');
    expect(await reservationRow(context.db, reservation.id)).toMatchObject({ status: 'pending' });
  });

  it('refunds a payment whose amount does not match the checkout, and confirms nothing', async () => {
    const { reservation, paymentPageUrl, checkoutToken } = await bookByCard(context, await stay(80));
    await payOnTestGateway(paymentPageUrl, SUCCESS_CARD);
    // The gateway's record says another amount than the one the checkout was started for.
    const { testGatewayCheckouts } = await import('../../src/db/schema/card-checkouts.ts');
    const { eq } = await import('drizzle-orm');
    await context.db
      .update(testGatewayCheckouts)
      .set({ price: '1.00', paidPrice: '1.00' })
      .where(eq(testGatewayCheckouts.token, checkoutToken));
    expect((await callback(context, checkoutToken)).searchParams.get('cardPayment')).toBe('refunded');
    expect(await reservationRow(context.db, reservation.id)).toMatchObject({
      status: 'pending',
      paidCents: 0,
    });
    expect(await checkoutOf(context, checkoutToken)).toMatchObject({
      status: 'refunded',
      errorCode: 'payment_mismatch',
    });
    expect((await gatewayRecordOf(context, checkoutToken))?.refundedCents).toBe(100);
  });

  it('takes one payment from two tabs and refunds the other at once', async () => {
    const booking = await stay(90);
    const first = await bookByCard(context, booking);
    const second = await startCheckout(context, booking.token, first.reservation.id);
    await payOnTestGateway(first.paymentPageUrl, SUCCESS_CARD);
    await payOnTestGateway(second.paymentPageUrl, SUCCESS_CARD);
    const [a, b] = await Promise.all([
      callback(context, first.checkoutToken),
      callback(context, second.checkoutToken),
    ]);
    expect([a?.searchParams.get('cardPayment'), b?.searchParams.get('cardPayment')].sort()).toEqual([
      'paid',
      'refunded',
    ]);
    expect(await ledgerOf(context, first.reservation.id)).toHaveLength(1);
    const row = await reservationRow(context.db, first.reservation.id);
    expect(row.paidCents).toBe(row.totalCents);
  });

  it('keeps a refund the gateway refuses for the sweep to retry, with its error', async () => {
    const booking = await stay(95);
    const first = await bookByCard(context, booking);
    const second = await startCheckout(context, booking.token, first.reservation.id);
    await payOnTestGateway(first.paymentPageUrl, SUCCESS_CARD);
    await callback(context, first.checkoutToken);
    await payOnTestGateway(second.paymentPageUrl, NOT_REFUNDABLE_CARD);
    expect((await callback(context, second.checkoutToken)).searchParams.get('cardPayment')).toBe('refunded');
    expect(await checkoutOf(context, second.checkoutToken)).toMatchObject({
      status: 'refund_due',
      errorCode: '10215',
    });
    // The sweep leaves it a minute after the last try, then tries again (and the card still refuses).
    await sweep();
    clock.advance(2 * MINUTE);
    await expect(sweep()).rejects.toThrow(/card refund/);
  });

  it('confirms a payment whose callback never came when the sweep asks the gateway', async () => {
    const { reservation, paymentPageUrl } = await bookByCard(context, await stay(100));
    await payOnTestGateway(paymentPageUrl, SUCCESS_CARD);
    await sweep().catch(() => undefined);
    expect(await reservationRow(context.db, reservation.id)).toMatchObject({ status: 'confirmed' });
  });

  it('releases an unpaid hold after 15 minutes; a late payment then confirms if the nights are free', async () => {
    const { reservation, paymentPageUrl, checkoutToken } = await bookByCard(context, await stay(110));
    clock.advance(16 * MINUTE);
    await sweep().catch(() => undefined);
    expect(await reservationRow(context.db, reservation.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
    });
    await payOnTestGateway(paymentPageUrl, SUCCESS_CARD);
    expect((await callback(context, checkoutToken)).searchParams.get('cardPayment')).toBe('paid');
    expect(await reservationRow(context.db, reservation.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
  });

  it('refunds a late payment when the nights were taken after the hold ended, and says so', async () => {
    const booking = await stay(120);
    const { reservation, paymentPageUrl, checkoutToken } = await bookByCard(context, booking);
    clock.advance(16 * MINUTE);
    await sweep().catch(() => undefined);
    const { token: other } = await signedInUser(context);
    const taken = await inject({
      method: 'POST',
      url: '/api/reservations/create',
      token: other,
      payload: apartmentBooking(booking.apartmentId, booking.checkIn, booking.checkOut),
    });
    expect(taken.statusCode, taken.body).toBe(201);
    await payOnTestGateway(paymentPageUrl, SUCCESS_CARD);
    expect((await callback(context, checkoutToken)).searchParams.get('cardPayment')).toBe('refunded');
    expect(await reservationRow(context.db, reservation.id)).toMatchObject({
      status: 'cancelled',
      paidCents: 0,
    });
    expect(await checkoutOf(context, checkoutToken)).toMatchObject({ status: 'refunded' });
    const events = await eventsOf(context.db, reservation.id);
    expect(events.at(-1)?.note).toMatch(/refunded in full/);
  });

  describe('starting a checkout', () => {
    it('is for the booking member only: 401 as a guest, 404 for someone else’s reservation', async () => {
      const booking = await stay(130);
      const { reservation } = await bookByCard(context, booking);
      const url = `/api/reservations/${reservation.id}/card-checkout`;
      const payload = { returnPath: RETURN_PATH };
      expect((await inject({ method: 'POST', url, payload })).statusCode).toBe(401);
      const { token: stranger } = await signedInUser(context);
      expect((await inject({ method: 'POST', url, payload, token: stranger })).statusCode).toBe(404);
    });

    it('refuses a bank-transfer reservation and a return address off the site (translated 4xx)', async () => {
      const booking = await stay(140);
      const created = await inject({
        method: 'POST',
        url: '/api/reservations/create',
        token: booking.token,
        payload: apartmentBooking(booking.apartmentId, booking.checkIn, booking.checkOut),
      });
      const { id } = created.json() as { id: string };
      const refused = await inject({
        method: 'POST',
        url: `/api/reservations/${id}/card-checkout`,
        token: booking.token,
        language: 'tr',
        payload: { returnPath: RETURN_PATH },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'card_checkout_unavailable',
        message: expect.stringContaining('kart'),
      });
      const offSite = await inject({
        method: 'POST',
        url: `/api/reservations/${id}/card-checkout`,
        token: booking.token,
        payload: { returnPath: '//evil.example/' },
      });
      expect(offSite.statusCode).toBe(400);
    });
  });
});

describe('card payment switched off', () => {
  const context = useCardPaymentApp(new ManualClock('2031-03-02T09:00:00Z'), { CARD_PAYMENTS: 'off' });
  it('refuses card bookings and serves no test gateway', async () => {
    const { id: apartmentId } = await insertBookableApartment(context.db);
    const { token } = await signedInUser(context);
    const refused = await injector(context)({
      method: 'POST',
      url: '/api/reservations/create',
      token,
      payload: apartmentBooking(apartmentId, dayFrom(context, 30), dayFrom(context, 32), {
        paymentMethod: 'card',
      }),
    });
    expect(refused.json()).toMatchObject({ code: 'payment_method_unavailable' });
    expect(
      (await context.app.inject({ method: 'GET', url: `/test-gateway/pay/${randomUUID()}` })).statusCode,
    ).toBe(404);
  });
});
