import { isReceiptOverdue } from '@konak/domain/reservations/reservation-lifecycle';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { reservations } from '../../db/schema/reservations.ts';
import { translate } from '../../i18n/translate.ts';
import { applyCancellation } from '../../modules/reservations/surface.ts';
import type { AppServices } from '../../services.ts';
import type { JobHandler } from '../job-context.ts';

const BATCH = 50;
const DAY_MS = 86_400_000;

/**
 * Spec §1: a bank transfer whose receipt has not been recorded 24 hours after booking is cancelled by the system,
 * its dates freed, the event recorded and the guest told (in their language). Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several processes sweeping at once never cancel one twice, and a row an admin is
 * changing at that moment is left for the next sweep.
 */
export const expireUnpaidBankTransfers: JobHandler = async (_payload, { services, now, log }) => {
  await sweepUnpaidBankTransfers(services, { now, log });
};

/**
 * The sweep itself, at `now`. `only` limits it to some reservations: the journeys' test control (decision 069)
 * runs it at a later instant without touching bookings of other journeys on the same site.
 */
export async function sweepUnpaidBankTransfers(
  services: AppServices,
  { now, log, only }: { now: Date; log: FastifyBaseLogger; only?: readonly string[] },
): Promise<number> {
  const { db } = services.database;
  let cancelled = 0;
  const cutoff = new Date(now.getTime() - DAY_MS);
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.status, 'pending'),
            eq(reservations.paymentMethod, 'bank_transfer'),
            eq(reservations.paidCents, 0),
            lte(reservations.createdAt, cutoff),
            only ? inArray(reservations.id, [...only]) : undefined,
          ),
        )
        .orderBy(asc(reservations.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        if (!isReceiptOverdue(row, now)) continue;
        cancelled += 1;
        await applyCancellation(tx, row, {
          actor: 'system',
          actorUserId: null,
          reason: translate(row.language, 'reservation.system_cancel_reason'),
          refundCents: 0,
          now,
          note: 'Bank transfer receipt not recorded within 24 hours',
        });
      }
      return rows.length;
    });
    if (claimed > 0) log.info({ cancelled: claimed }, 'unpaid bank transfers cancelled');
    if (claimed < BATCH) return cancelled;
  }
}
