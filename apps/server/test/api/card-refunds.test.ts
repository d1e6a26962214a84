import { describe, expect, it } from 'vitest';
import { runDueJobs } from '../../src/jobs/run-jobs.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import {
  bookByCard,
  callback,
  ledgerOf,
  NOT_REFUNDABLE_CARD,
  payOnTestGateway,
  SUCCESS_CARD,
  useCardPaymentApp,
} from './card-payment-fixtures.ts';
import {
  dayFrom,
  injector,
  insertBookableApartment,
  reservationRow,
  signedInUser,
} from './reservation-fixtures.ts';

const clock = new ManualClock('2031-04-06T09:00:00Z');

describe('refunds of card payments', () => {
  const context = useCardPaymentApp(clock);
  const inject = injector(context);
  const runJobs = () =>
    runDueJobs(context.services, { now: clock.now(), workerId: 'test', log: context.app.log });

  /** A refundable stay paid by card with `card`; answers the reservation id and the member's token. */
  async function paidStay(days: number, card = SUCCESS_CARD, extra: object = { isRefundable: true }) {
    const { id: apartmentId } = await insertBookableApartment(context.db);
    const { token } = await signedInUser(context);
    const booking = {
      token,
      apartmentId,
      checkIn: dayFrom(context, days),
      checkOut: dayFrom(context, days + 3),
    };
    const { reservation, paymentPageUrl, checkoutToken } = await bookByCard(context, booking, extra);
    await payOnTestGateway(paymentPageUrl, card);
    expect((await callback(context, checkoutToken)).searchParams.get('cardPayment')).toBe('paid');
    return { id: reservation.id, token };
  }

  const cardPayments = (id: string, token: string) =>
    inject({ method: 'GET', url: `/api/admin/reservations/${id}/card-payments`, token });

  it('refunds paid − guarantee fee to the card when the member cancels a refundable booking', async () => {
    const { id, token } = await paidStay(30);
    const cancelled = await inject({
      method: 'PUT',
      url: `/api/reservations/${id}/cancel`,
      token,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await runJobs();
    const row = await reservationRow(context.db, id);
    expect(row.refundCents).toBe(row.paidCents - row.guaranteeFeeCents);
    expect(row.refundedCents).toBe(row.refundCents);
    expect(row.paymentStatus).toBe('partially_refunded');
    const refunds = (await ledgerOf(context, id)).filter((entry) => entry.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ method: 'card', amountCents: row.refundCents });
    // The job again finds nothing owed.
    await runJobs();
    expect((await ledgerOf(context, id)).filter((entry) => entry.kind === 'refund')).toHaveLength(1);
  });

  it('refunds everything when the company withdraws, and shows the payment id in the back office', async () => {
    const { id } = await paidStay(40, SUCCESS_CARD, {});
    const { token: admin } = await signedInUser(context, 'admin');
    const cancel = await inject({
      method: 'POST',
      url: `/api/admin/reservations/${id}/cancel`,
      token: admin,
      payload: { by: 'company' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await runJobs();
    const row = await reservationRow(context.db, id);
    expect(row).toMatchObject({ paymentStatus: 'refunded', refundedCents: row.paidCents });
    const view = (await cardPayments(id, admin)).json();
    expect(view.checkouts[0]).toMatchObject({ status: 'paid', testGateway: true, errorCode: null });
    expect(view.checkouts[0].paymentId).toMatch(/^\d+$/);
    expect(view.refundOutstanding).toBe(0);
  });

  it('keeps a refused refund for retry, shows its error, and lets an admin ask again at once', async () => {
    const { id } = await paidStay(50, NOT_REFUNDABLE_CARD, {});
    const { token: admin } = await signedInUser(context, 'admin');
    await inject({
      method: 'POST',
      url: `/api/admin/reservations/${id}/cancel`,
      token: admin,
      payload: { by: 'company' },
    });
    await runJobs();
    const failed = (await cardPayments(id, admin)).json();
    expect(failed.checkouts[0]).toMatchObject({ errorCode: '10215' });
    expect(failed.refundOutstanding).toBeGreaterThan(0);
    expect(failed.refundJob).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.refundJob.lastError).toMatch(/Refund is not permitted/);

    // The admin asks at once: the waiting retry is brought forward; asking twice queues nothing more.
    const asked = await inject({
      method: 'POST',
      url: `/api/admin/reservations/${id}/card-refund`,
      token: admin,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().refundJob.nextAttemptAt).toBe(clock.now().toISOString());
    const again = await inject({
      method: 'POST',
      url: `/api/admin/reservations/${id}/card-refund`,
      token: admin,
    });
    expect(again.statusCode).toBe(202);
    await runJobs();
    expect((await cardPayments(id, admin)).json().refundJob).toMatchObject({ attempts: 2 });
  });

  it('lets only an admin trigger a card refund, and only when one is owed (translated 422)', async () => {
    const { id } = await paidStay(60);
    const url = `/api/admin/reservations/${id}/card-refund`;
    expect((await inject({ method: 'POST', url })).statusCode).toBe(401);
    const { token: member } = await signedInUser(context);
    expect((await inject({ method: 'POST', url, token: member })).statusCode).toBe(403);
    const { token: staff } = await signedInUser(context, 'staff');
    expect((await inject({ method: 'POST', url, token: staff })).statusCode).toBe(403);
    expect((await cardPayments(id, staff)).statusCode).toBe(200);
    expect((await cardPayments(id, member)).statusCode).toBe(403);
    const { token: admin } = await signedInUser(context, 'admin');
    const refused = await inject({ method: 'POST', url, token: admin, language: 'tr' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'card_refund_not_owed',
      message: expect.stringContaining('iade'),
    });
  });
});
