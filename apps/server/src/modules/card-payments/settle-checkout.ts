import type { CardPaymentResult } from '@konak/domain/reservations/card-hold';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, sqlState } from '../../db/client.ts';
import { type CardCheckoutStatus, cardCheckouts } from '../../db/schema/card-checkouts.ts';
import { reservationPayments } from '../../db/schema/reservation-payments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import type { AppServices } from '../../services.ts';
import { enqueueNotices, lockReservation, recordEvent } from '../reservations/surface.ts';
import { CardGatewayError, type CheckoutResult } from './card-gateway.ts';
import { cardGatewayOf, refundCheckout } from './start-checkout.ts';

type Checkout = typeof cardCheckouts.$inferSelect;
type Paid = Extract<CheckoutResult, { outcome: 'success' }>;

/** What the guest is told of a checkout in each state; a refund due is on its way back (a job retries it). */
const RESULT_OF: Record<CardCheckoutStatus, CardPaymentResult> = {
  started: 'pending',
  paid: 'paid',
  failed: 'failed',
  refund_due: 'refunded',
  refunded: 'refunded',
};

export type Settled = { result: CardPaymentResult; checkout: Checkout | null };

export async function findCheckoutByToken(db: Database, token: string): Promise<Checkout | null> {
  // iyzico's tokens are UUIDs; the callback's body is the browser's, so anything odd names no checkout.
  if (!/^[\w-]{1,200}$/.test(token)) return null;
  const [row] = await db.select().from(cardCheckouts).where(eq(cardCheckouts.token, token));
  return row ?? null;
}

/**
 * Settles a checkout from the gateway's own answer, never from what the browser posted (the callback only names the
 * token): retrieved, signature checked (card-gateway.ts), then amount, currency, conversation id and basket id
 * compared with the checkout before anything is recorded. The reservation row is locked and the checkout re-read under
 * that lock, so replayed, doubled or concurrent callbacks and the reconcile job settle it exactly once; the ledger's
 * unique key per iyzico payment id is the last guard.
 */
export async function settleCheckout(
  services: AppServices,
  token: string,
  { log, ip }: { log: FastifyBaseLogger; ip: string },
): Promise<Settled> {
  const { db } = services.database;
  const checkout = await findCheckoutByToken(db, token);
  if (!checkout) return { result: 'unknown', checkout: null };
  if (checkout.status !== 'started') return { result: RESULT_OF[checkout.status], checkout };

  let answer: CheckoutResult;
  try {
    answer = await cardGatewayOf(services).retrieveCheckout(checkout.token, checkout.reservationId);
  } catch (error) {
    // A gateway that is down, or an answer without iyzico's signature, proves nothing: the checkout stays open
    // and the reconcile job asks again.
    if (!(error instanceof CardGatewayError)) throw error;
    log.warn({ checkoutId: checkout.id, code: error.code }, 'card checkout could not be retrieved');
    return { result: 'pending', checkout };
  }
  if (answer.outcome === 'open') return { result: 'pending', checkout };

  // `settledHere` is false when another callback (or the sweep) settled it first: that one refunds, not this one.
  const { status, settledHere } = await db.transaction(async (tx) => {
    const row = await lockReservation(tx, checkout.reservationId);
    const [current] = await tx
      .select()
      .from(cardCheckouts)
      .where(eq(cardCheckouts.id, checkout.id))
      .for('update');
    if (!row || !current) return { status: 'failed' as const, settledHere: false };
    if (current.status !== 'started') return { status: current.status, settledHere: false };
    const now = services.clock.now();
    if (answer.outcome === 'failure') {
      await markCheckout(tx, current, {
        status: 'failed',
        errorCode: answer.errorCode.slice(0, 100),
        errorMessage: answer.errorMessage.slice(0, 500),
        now,
      });
      return { status: 'failed' as const, settledHere: true };
    }
    const ids = {
      paymentId: answer.paymentId,
      paymentTransactionId: answer.paymentTransactionId,
      paidCents: answer.paidPriceCents,
    };
    if (!matches(answer, current)) {
      log.warn({ checkoutId: current.id }, 'card payment does not match its checkout; it is refunded');
      await markCheckout(tx, current, { status: 'refund_due', ...ids, errorCode: 'payment_mismatch', now });
      return { status: 'refund_due' as const, settledHere: true };
    }
    if (await takePayment(tx, row, current, answer, now)) {
      await markCheckout(tx, current, { status: 'paid', ...ids, now });
      return { status: 'paid' as const, settledHere: true };
    }
    await markCheckout(tx, current, {
      status: 'refund_due',
      ...ids,
      errorCode: 'reservation_not_payable',
      now,
    });
    return { status: 'refund_due' as const, settledHere: true };
  });

  if (status === 'refund_due' && settledHere) {
    await refundUnwantedPayment(services, checkout.id, { ip }).catch((error: unknown) => {
      // The reconcile job retries it; the guest is told the money goes back either way.
      log.warn({ checkoutId: checkout.id, err: error }, 'card refund failed; the job retries it');
    });
  }
  const [latest] = await db.select().from(cardCheckouts).where(eq(cardCheckouts.id, checkout.id));
  return { result: RESULT_OF[latest?.status ?? status], checkout: latest ?? checkout };
}

/** The signed answer must be for this very checkout: its reservation, its basket, its amount, in EUR. */
function matches(answer: Paid, checkout: Checkout): boolean {
  return (
    answer.paymentId.length > 0 &&
    answer.conversationId === checkout.reservationId &&
    answer.basketId === checkout.id &&
    answer.currency === 'EUR' &&
    answer.priceCents === checkout.amountCents &&
    answer.paidPriceCents === checkout.amountCents
  );
}

async function markCheckout(
  tx: Database,
  checkout: Checkout,
  change: {
    status: CardCheckoutStatus;
    now: Date;
    paymentId?: string;
    paymentTransactionId?: string | null;
    paidCents?: number;
    errorCode?: string;
    errorMessage?: string;
  },
) {
  const { now, ...values } = change;
  await tx
    .update(cardCheckouts)
    .set({ ...values, updatedAt: now })
    .where(eq(cardCheckouts.id, checkout.id));
}

/**
 * Records the payment and confirms the reservation, in the caller's transaction: a pending, unpaid reservation whose
 * total is this amount; or one the hold sweep cancelled meanwhile, brought back when its nights are still free (the
 * exclusion constraint decides, inside a savepoint). False when the reservation cannot take the money: it was paid
 * by another checkout (a second tab), cancelled by someone, or its nights were taken.
 */
async function takePayment(
  tx: Database,
  row: typeof reservations.$inferSelect,
  checkout: Checkout,
  answer: Paid,
  now: Date,
): Promise<boolean> {
  if (row.paidCents !== 0 || row.totalCents !== checkout.amountCents) return false;
  const expired = row.status === 'cancelled' && row.cancelledBy === 'system';
  if (row.status !== 'pending' && !expired) return false;
  const confirm = async (db: Database) => {
    const [updated] = await db
      .update(reservations)
      .set({
        status: 'confirmed',
        // A guest who switched to bank transfer and then paid in a tab still open paid by card after all: the
        // method says so, so that a cancellation refunds to the card.
        paymentMethod: 'card',
        paidCents: checkout.amountCents,
        remainingCents: 0,
        paymentStatus: 'paid',
        ...(expired ? { cancelledBy: null, cancelReason: null, cancelledAt: null, refundCents: 0 } : {}),
        updatedAt: now,
      })
      .where(and(eq(reservations.id, row.id), eq(reservations.status, row.status)))
      .returning({ id: reservations.id });
    return Boolean(updated);
  };
  try {
    const confirmed = expired ? await tx.transaction(confirm) : await confirm(tx);
    if (!confirmed) return false;
  } catch (error) {
    if (sqlState(error) === '23P01') return false;
    throw error;
  }
  await tx.insert(reservationPayments).values({
    reservationId: row.id,
    kind: 'payment',
    amountCents: checkout.amountCents,
    method: 'card',
    reference: `iyzico ${answer.paymentId}`,
    recordedBy: null,
    recordedAt: now,
    idempotencyKey: `card:${answer.paymentId}`,
  });
  await recordEvent(tx, {
    reservationId: row.id,
    fromStatus: row.status,
    toStatus: 'confirmed',
    actor: 'user',
    actorUserId: row.userId,
    note: `Paid by card with 3-D Secure: ${(checkout.amountCents / 100).toFixed(2)} EUR, iyzico payment ${answer.paymentId}${
      checkout.testGateway ? ' (test gateway, no money moved)' : ''
    }${expired ? '; paid after the hold ended, the nights were still free' : ''}`,
    at: now,
  });
  await enqueueNotices(tx, row.id, 'confirmed', now);
  return true;
}

/**
 * Gives back a card payment the reservation did not take, in full, through the gateway. Throws when the gateway
 * refuses (the error is kept on the checkout for the back office; the job tries again).
 */
export async function refundUnwantedPayment(
  services: AppServices,
  checkoutId: string,
  { ip }: { ip: string },
): Promise<void> {
  const { db } = services.database;
  const [checkout] = await db.select().from(cardCheckouts).where(eq(cardCheckouts.id, checkoutId));
  if (checkout?.status !== 'refund_due') return;
  const now = () => services.clock.now();
  // What was charged, which differs from what was asked only when the answer did not match the checkout.
  await refundCheckout(services, checkout, { amountCents: checkout.paidCents ?? checkout.amountCents, ip });
  await db.transaction(async (tx) => {
    const row = await lockReservation(tx, checkout.reservationId);
    const [done] = await tx
      .update(cardCheckouts)
      .set({ status: 'refunded', updatedAt: now() })
      .where(and(eq(cardCheckouts.id, checkout.id), eq(cardCheckouts.status, 'refund_due')))
      .returning({ id: cardCheckouts.id });
    if (!done || !row) return;
    await recordEvent(tx, {
      reservationId: row.id,
      fromStatus: row.status,
      toStatus: row.status,
      actor: 'system',
      actorUserId: null,
      note: `Card payment iyzico ${checkout.paymentId} refunded in full (${((checkout.paidCents ?? checkout.amountCents) / 100).toFixed(2)} EUR): the reservation could not take it (${checkout.errorCode ?? 'not payable'})`,
      at: now(),
    });
  });
}
