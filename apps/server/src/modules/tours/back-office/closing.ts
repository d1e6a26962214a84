import type { TourDepartureParams } from '@konak/domain/api/admin/tour-departure-guests';
import { istanbulDate } from '@konak/domain/stay-dates';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { tourClosedDates } from '../../../db/schema/tour-closed-dates.ts';
import { tours } from '../../../db/schema/tours.ts';
import { AppError } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/session-tokens.ts';
import { recordAudit } from '../../audit/surface.ts';
import { tourNotFound } from './departure-guests.ts';

/**
 * Closes or reopens a tour day for new bookings (decision 078). It locks the tour row, the lock every booking of
 * the tour takes before counting places, so a booking either lands before the close (and stays) or is refused.
 * Repeating it (a double click, a retried request) finds the day already so and changes and records nothing.
 */
export async function setTourDateClosed(
  db: Database,
  actor: SessionUser,
  { tourId, date }: TourDepartureParams,
  closed: boolean,
  now: Date,
): Promise<void> {
  if (date < istanbulDate(now)) throw new AppError(422, 'error.tour_day_past', { code: 'tour_day_past' });
  await db.transaction(async (tx) => {
    const [tour] = await tx.select({ id: tours.id }).from(tours).where(eq(tours.id, tourId)).for('update');
    if (!tour) throw tourNotFound();
    const where = and(eq(tourClosedDates.tourId, tourId), eq(tourClosedDates.date, date));
    const [existing] = await tx.select({ date: tourClosedDates.date }).from(tourClosedDates).where(where);
    if ((existing !== undefined) === closed) return;
    if (closed) {
      await tx.insert(tourClosedDates).values({ tourId, date, closedAt: now, closedByUserId: actor.id });
    } else {
      await tx.delete(tourClosedDates).where(where);
    }
    await recordAudit(tx, {
      actor,
      action: closed ? 'tour.close_date' : 'tour.reopen_date',
      subjectType: 'tour',
      subjectId: tourId,
      before: { date, closed: !closed },
      after: { date, closed },
      at: now,
    });
  });
}
