import {
  type NoticeBooker,
  type NoticeRecipients,
  noticeRecipients,
} from '@konak/domain/reservations/notice-recipients';
import type { Database } from '../../db/client.ts';
import { findUserById } from '../auth/surface.ts';
import type { ReservationRow } from './reservation-view.ts';

/** The account that made a booking, as the notice rules need it (decision 049). */
export type BookingMember = NonNullable<NoticeBooker> & { name: string };

/** Null when the account is gone: deleted accounts are anonymised and their address leads nowhere. */
export async function findBookingMember(db: Database, userId: string | null): Promise<BookingMember | null> {
  const user = userId ? await findUserById(db, userId) : undefined;
  return user ? { name: user.name, email: user.email, phone: user.phone, role: user.role } : null;
}

export function recipientsOf(
  row: Pick<ReservationRow, 'guestEmail' | 'guestPhone'>,
  booker: BookingMember | null,
): NoticeRecipients {
  return noticeRecipients(booker, { email: row.guestEmail, phone: row.guestPhone });
}
