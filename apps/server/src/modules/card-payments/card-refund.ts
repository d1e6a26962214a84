import { and, asc, eq, sum } from 'drizzle-orm';
import { cardCheckouts } from '../../db/schema/card-checkouts.ts';
import { reservationPayments } from '../../db/schema/reservation-payments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import type { AppServices } from '../../services.ts';
import { lockReservation, recordEvent } from '../reservations/surface.ts';
import { refundCheckout } from './start-checkout.ts';

/** Our own server's address, which the gateway is told for refunds no guest is present for. */
const SERVER_IP = '127.0.0.1';

export type CardRefundOutcome = { refundedCents: number } | { nothing: 'not_owed' | 'not_paid_by_card' };

/**
 * Pays back through the gateway what a cancelled card reservation still owes (refund owed − refunded so far; the
 * cancellation set the owed amount under the site's rules: paid − guarantee fee, or everything when the company
 * withdrew), up to what the card paid and was not yet refunded. Runs only in the card-refund job, whose dedupe key
 * lets one run at a time per reservation; the gateway is called outside any transaction (the test gateway answers
 * from the same database), and the ledger's key per amount already refunded records one refund even if two runs
 * ever met. A refusal is kept on the card payment with its error, and thrown so that the job tries again.
 */
export async function refundOwedByCard(
  services: AppServices,
  reservationId: string,
): Promise<CardRefundOutcome> {
  const { db } = services.database;
  const [row] = await db.select().from(reservations).where(eq(reservations.id, reservationId));
  if (row?.status !== 'cancelled') return { nothing: 'not_owed' };
  const owed = row.refundCents - row.refundedCents;
  if (owed <= 0) return { nothing: 'not_owed' };
  const [paid] = await db
    .select()
    .from(cardCheckouts)
    .where(and(eq(cardCheckouts.reservationId, row.id), eq(cardCheckouts.status, 'paid')))
    .orderBy(asc(cardCheckouts.createdAt))
    .limit(1);
  if (!paid?.paymentTransactionId) return { nothing: 'not_paid_by_card' };
  const [refundedByCard] = await db
    .select({ cents: sum(reservationPayments.amountCents) })
    .from(reservationPayments)
    .where(
      and(
        eq(reservationPayments.reservationId, row.id),
        eq(reservationPayments.kind, 'refund'),
        eq(reservationPayments.method, 'card'),
      ),
    );
  const amountCents = Math.min(owed, paid.amountCents - Number(refundedByCard?.cents ?? 0));
  if (amountCents <= 0) return { nothing: 'not_paid_by_card' };

  const now = () => services.clock.now();
  await refundCheckout(services, paid, { amountCents, ip: SERVER_IP });

  await db.transaction(async (tx) => {
    const locked = await lockReservation(tx, row.id);
    if (!locked) return;
    const at = now();
    const inserted = await tx
      .insert(reservationPayments)
      .values({
        reservationId: row.id,
        kind: 'refund',
        amountCents,
        method: 'card',
        reference: `iyzico ${paid.paymentId}`,
        recordedBy: null,
        recordedAt: at,
        idempotencyKey: `card-refund:${row.id}:${row.refundedCents}`,
      })
      .onConflictDoNothing()
      .returning({ id: reservationPayments.id });
    if (inserted.length === 0) return;
    await tx
      .update(reservations)
      .set({ refundedCents: locked.refundedCents + amountCents, updatedAt: at })
      .where(eq(reservations.id, row.id));
    await tx
      .update(cardCheckouts)
      .set({ errorCode: null, errorMessage: null, updatedAt: at })
      .where(eq(cardCheckouts.id, paid.id));
    await recordEvent(tx, {
      reservationId: row.id,
      fromStatus: locked.status,
      toStatus: locked.status,
      actor: 'system',
      actorUserId: null,
      note: `Refund paid out to the card through iyzico: ${(amountCents / 100).toFixed(2)} EUR (payment ${paid.paymentId})`,
      at,
    });
  });
  return { refundedCents: amountCents };
}
