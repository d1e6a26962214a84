import type { ReservationCardPayments } from '@konak/domain/api/admin/reservation-card-payments';
import { toEuros } from '@konak/domain/pricing';
import { and, asc, desc, eq } from 'drizzle-orm';
import { cardCheckouts } from '../../db/schema/card-checkouts.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-tokens.ts';
import { JOB_KINDS } from '../../jobs/job-kinds.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { AppServices } from '../../services.ts';
import { recordAudit } from '../audit/surface.ts';
import { findReservation, lockReservation } from '../reservations/surface.ts';

const refundKey = (reservationId: string) => `${JOB_KINDS.cardRefund}:${reservationId}`;

const notFound = () => new AppError(404, 'error.reservation_not_found', { code: 'reservation_not_found' });
const notOwed = () => new AppError(422, 'error.card_refund_not_owed', { code: 'card_refund_not_owed' });

/** The card checkouts of a reservation, iyzico's ids and errors, and the state of its card refund. */
export async function cardPaymentsOf(
  services: AppServices,
  reservationId: string,
): Promise<ReservationCardPayments> {
  const { db } = services.database;
  const row = await findReservation(db, reservationId);
  if (!row) throw notFound();
  const [checkouts, [job]] = await Promise.all([
    db
      .select()
      .from(cardCheckouts)
      .where(eq(cardCheckouts.reservationId, row.id))
      .orderBy(asc(cardCheckouts.createdAt)),
    db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, JOB_KINDS.cardRefund), eq(jobs.dedupeKey, refundKey(row.id))))
      .orderBy(desc(jobs.createdAt))
      .limit(1),
  ]);
  return {
    checkouts: checkouts.map((checkout) => ({
      id: checkout.id,
      status: checkout.status,
      amount: toEuros(checkout.paidCents ?? checkout.amountCents),
      paymentId: checkout.paymentId,
      testGateway: checkout.testGateway,
      errorCode: checkout.errorCode,
      errorMessage: checkout.errorMessage,
      createdAt: checkout.createdAt.toISOString(),
    })),
    refundOutstanding: toEuros(Math.max(0, row.refundCents - row.refundedCents)),
    refundJob: job
      ? {
          status: job.status,
          attempts: job.attempts,
          lastError: job.lastError,
          nextAttemptAt: job.status === 'pending' ? job.runAt.toISOString() : null,
        }
      : null,
  };
}

/**
 * An admin asks for the card refund now: the refund job is queued, or brought forward when it waits for a retry.
 * Asking while it is due or running changes nothing (no second job, no second audit entry); the ledger records one
 * refund per amount either way.
 */
export async function requestCardRefund(
  services: AppServices,
  { reservationId, operator }: { reservationId: string; operator: SessionUser },
): Promise<void> {
  const { db } = services.database;
  await db.transaction(async (tx) => {
    const row = await lockReservation(tx, reservationId);
    if (!row) throw notFound();
    const owed = row.refundCents - row.refundedCents;
    const [paid] = await tx
      .select({ id: cardCheckouts.id })
      .from(cardCheckouts)
      .where(and(eq(cardCheckouts.reservationId, row.id), eq(cardCheckouts.status, 'paid')))
      .limit(1);
    if (row.status !== 'cancelled' || owed <= 0 || !paid) throw notOwed();
    const now = services.clock.now();
    const [waiting] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.dedupeKey, refundKey(row.id)), eq(jobs.status, 'pending')));
    let requested = false;
    if (waiting) {
      if (waiting.runAt > now) {
        await tx.update(jobs).set({ runAt: now, updatedAt: now }).where(eq(jobs.id, waiting.id));
        requested = true;
      }
    } else {
      requested = await enqueueJob(tx, {
        kind: JOB_KINDS.cardRefund,
        payload: { reservationId: row.id },
        runAt: now,
        dedupeKey: refundKey(row.id),
      });
    }
    if (!requested) return;
    await recordAudit(tx, {
      actor: operator,
      action: 'reservation.card_refund',
      subjectType: 'reservation',
      subjectId: row.id,
      before: { refundedCents: row.refundedCents },
      after: { cardRefundRequested: toEuros(owed) },
      at: now,
    });
  });
}
