import {
  BOOKED_FOR_NOTICES_PER_DAY,
  OPERATOR_BOOKER_ROLES,
} from '@konak/domain/reservations/notice-recipients';
import { and, count, eq, gt, isNull, lt, ne, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';
import type { ReservationRow } from './reservation-view.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type BookedForChannel = 'email' | 'phone';

/**
 * How many bookings by a member other than the address's owner named this reservation's e-mail (or phone) in the
 * 24 hours before it was made. Counted from the reservations themselves: durable, the same on every instance, and
 * the same answer when the job is retried. Bookings whose notice was skipped count too, so a flood keeps the
 * address quiet until it stops. Form contacts and account e-mails are stored normalised, so equality is exact.
 */
export async function bookedForNoticesBefore(
  db: Database,
  row: ReservationRow,
  channel: BookedForChannel,
): Promise<number> {
  const sameContact =
    channel === 'email'
      ? and(eq(reservations.guestEmail, row.guestEmail), ne(users.email, reservations.guestEmail))
      : and(
          eq(reservations.guestPhone, row.guestPhone),
          or(isNull(users.phone), ne(users.phone, reservations.guestPhone)),
        );
  const [result] = await db
    .select({ count: count() })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(
      and(
        sameContact,
        notInArray(users.role, [...OPERATOR_BOOKER_ROLES]),
        gt(reservations.createdAt, new Date(row.createdAt.getTime() - DAY_MS)),
        // Earlier than this one; the id orders bookings made in the same millisecond.
        or(
          lt(reservations.createdAt, row.createdAt),
          and(eq(reservations.createdAt, row.createdAt), lt(reservations.id, row.id)),
        ),
      ),
    );
  return result?.count ?? 0;
}

/** Whether this reservation's short notice on the channel would pass the daily limit of its address. */
export async function bookedForLimitReached(
  db: Database,
  row: ReservationRow,
  channel: BookedForChannel,
): Promise<boolean> {
  return (await bookedForNoticesBefore(db, row, channel)) >= BOOKED_FOR_NOTICES_PER_DAY;
}
