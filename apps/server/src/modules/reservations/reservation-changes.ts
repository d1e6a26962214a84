import type { NoticeRecipients } from '@konak/domain/reservations/notice-recipients';
import { paymentStatusOf } from '@konak/domain/reservations/reservation-amounts';
import type { ReservationActor, ReservationStatus } from '@konak/domain/reservations/reservation-states';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservationEvents } from '../../db/schema/reservation-events.ts';
import { reservations } from '../../db/schema/reservations.ts';
import {
  type BookedForPayload,
  type CardRefundPayload,
  JOB_KINDS,
  type NoticePayload,
  type ReservationNotice,
} from '../../jobs/job-kinds.ts';
import { enqueueJob, enqueueJobs, type NewJob } from '../../jobs/job-queue.ts';
import type { ReservationRow } from './reservation-view.ts';

export type Actor = { actor: ReservationActor; actorUserId: string | null };

/** The audit trail (brief §5): who changed what, when. `db` is the transaction making the change. */
export async function recordEvent(db: Database, event: ReservationEvent): Promise<void> {
  await eventInsert(db, event);
}

export type ReservationEvent = Actor & {
  reservationId: string;
  fromStatus: ReservationStatus | null;
  toStatus: ReservationStatus;
  note: string;
  at: Date;
};

/** The statement recordEvent runs, for a caller that sends it together with others (a booking, decision 097). */
export function eventInsert(db: Database, event: ReservationEvent) {
  return db.insert(reservationEvents).values({
    reservationId: event.reservationId,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    actor: event.actor,
    actorUserId: event.actorUserId,
    note: event.note.slice(0, 1000),
    createdAt: event.at,
  });
}

/**
 * Queues the e-mail and the SMS of a notice in the same transaction as the change, so a committed change is
 * always announced and a failing mail server never loses it (the job is retried).
 */
export async function enqueueNotices(
  db: Database,
  reservationId: string,
  notice: ReservationNotice,
  now: Date,
): Promise<void> {
  await enqueueJobs(db, noticeJobs(reservationId, notice, now));
}

/** The e-mail and SMS jobs of a notice (one statement queues them: see enqueueJobs). */
export function noticeJobs(reservationId: string, notice: ReservationNotice, now: Date): NewJob[] {
  const payload: NoticePayload = { reservationId, notice };
  return [JOB_KINDS.mailNotice, JOB_KINDS.smsNotice].map((kind) => ({
    kind,
    payload,
    runAt: now,
    dedupeKey: `${kind}:${notice}:${reservationId}`,
  }));
}

/**
 * At creation only: the short notices for a form e-mail and phone that are not the booking member's (decision
 * 049). The jobs check the recipients again when they run, as the full notices do.
 */
export function bookedForJobs(reservationId: string, { bookedFor }: NoticeRecipients, now: Date): NewJob[] {
  const payload: BookedForPayload = { reservationId };
  const kinds = [
    ...(bookedFor.email ? [JOB_KINDS.bookedForMail] : []),
    ...(bookedFor.phone ? [JOB_KINDS.bookedForSms] : []),
  ];
  return kinds.map((kind) => ({ kind, payload, runAt: now, dedupeKey: `${kind}:${reservationId}` }));
}

export type Cancellation = Actor & { reason: string; refundCents: number; now: Date; note?: string };

/**
 * Cancels a live reservation inside the caller's transaction: frees its dates (the exclusion constraint ignores
 * cancelled rows), records the refund owed and the payment status it means, logs the event and queues the
 * notices. Null when the reservation was no longer live (someone else got there first).
 */
export async function applyCancellation(
  db: Database,
  row: ReservationRow,
  { actor, actorUserId, reason, refundCents, now, note }: Cancellation,
): Promise<ReservationRow | null> {
  const [cancelled] = await db
    .update(reservations)
    .set({
      status: 'cancelled',
      cancelledBy: actor,
      cancelReason: reason,
      cancelledAt: now,
      refundCents,
      remainingCents: 0,
      paymentStatus: paymentStatusOf({ totalCents: row.totalCents, paidCents: row.paidCents, refundCents }),
      updatedAt: now,
    })
    .where(and(eq(reservations.id, row.id), inArray(reservations.status, ['pending', 'confirmed'])))
    .returning();
  if (!cancelled) return null;
  await recordEvent(db, {
    reservationId: row.id,
    fromStatus: row.status,
    toStatus: 'cancelled',
    actor,
    actorUserId,
    note: note ?? reason,
    at: now,
  });
  await enqueueNotices(db, row.id, 'cancelled', now);
  // Money paid by card goes back to the card through the gateway at once (decision 087); the job retries refusals.
  if (row.paymentMethod === 'card' && refundCents > row.refundedCents) {
    const payload: CardRefundPayload = { reservationId: row.id };
    await enqueueJob(db, {
      kind: JOB_KINDS.cardRefund,
      payload,
      runAt: now,
      dedupeKey: `${JOB_KINDS.cardRefund}:${row.id}`,
    });
  }
  return cancelled;
}
