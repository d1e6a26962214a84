import { hasCheckedOut } from '@konak/domain/reservations/reservation-lifecycle';
import { istanbulDate } from '@konak/domain/stay-dates';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { apartments } from '../../db/schema/apartments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { recordEvent } from '../../modules/reservations/surface.ts';
import type { JobHandler } from '../job-context.ts';

const BATCH = 100;
// A tour's "check-out" is the day after the tour: it is over once that day begins.
const TOUR_END = '00:00';

/**
 * Brief §5: confirmed stays become completed after check-out — the apartment's check-out time (11:00 by default)
 * on the check-out day in Istanbul. Pending ones are left to the admin: a stay nobody confirmed did not happen.
 */
export const completeStays: JobHandler = async (_payload, { services, now, log }) => {
  const { db } = services.database;
  const today = istanbulDate(now);
  for (;;) {
    const { claimed, completed } = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ row: reservations, checkOutTime: apartments.checkOutTime })
        .from(reservations)
        .leftJoin(apartments, eq(apartments.id, reservations.apartmentId))
        .where(and(eq(reservations.status, 'confirmed'), lte(reservations.checkOut, today)))
        .orderBy(asc(reservations.checkOut), asc(reservations.id))
        .limit(BATCH)
        .for('update', { of: reservations, skipLocked: true });
      const done = rows.filter(({ row, checkOutTime }) =>
        hasCheckedOut(row.checkOut, now, row.type === 'tour' ? TOUR_END : (checkOutTime ?? undefined)),
      );
      if (done.length > 0) {
        await tx
          .update(reservations)
          .set({ status: 'completed', updatedAt: now })
          .where(
            inArray(
              reservations.id,
              done.map(({ row }) => row.id),
            ),
          );
        for (const { row } of done) {
          await recordEvent(tx, {
            reservationId: row.id,
            fromStatus: 'confirmed',
            toStatus: 'completed',
            actor: 'system',
            actorUserId: null,
            note: 'Stay completed after check-out',
            at: now,
          });
        }
      }
      return { claimed: rows.length, completed: done.length };
    });
    if (completed > 0) log.info({ completed }, 'stays completed');
    // Rows still before today's check-out time stay confirmed; stop instead of reading them again.
    if (claimed < BATCH || completed === 0) return;
  }
};
