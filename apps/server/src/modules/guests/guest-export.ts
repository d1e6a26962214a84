import type { ExportGuestResponse } from '@konak/domain/api/admin/export-guest';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { favorites } from '../../db/schema/favorites.ts';
import { ownerInquiries } from '../../db/schema/owner-inquiries.ts';
import { reservationEvents } from '../../db/schema/reservation-events.ts';
import { reservationReceipts } from '../../db/schema/reservation-receipts.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';
import { verificationCodes } from '../../db/schema/verification-codes.ts';
import { notFound } from '../../http/app-error.ts';

/** Dates as ISO strings, everything else as stored: the download is plain JSON. */
function plain<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** Leaves out the named columns (secrets: password hash, code hashes, idempotency fingerprints, storage paths). */
function without<T extends Record<string, unknown>>(row: T, ...secret: (keyof T)[]): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...row };
  for (const key of secret) delete copy[key as string];
  return plain(copy);
}

/**
 * Everything the site holds about one account (KVKK art. 11, GDPR art. 15), decision 072: the account, its
 * reservations (by account or by the account's e-mail) with their events and receipts' metadata, favourites,
 * reviews, sessions, verification codes and consents given with owner enquiries. No password hash, no code or
 * token secrets, no receipt files (their names and checksums are listed).
 */
export async function exportGuest(db: Database, id: string, now: Date): Promise<ExportGuestResponse> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound('guest_not_found');
  const bookings = await db.select().from(reservations).where(eq(reservations.userId, id));
  const bookingIds = bookings.map((booking) => booking.id);
  const [events, receipts, favoriteRows, reviewRows, sessionRows, codes, inquiries] = await Promise.all([
    bookingIds.length
      ? db.select().from(reservationEvents).where(inArray(reservationEvents.reservationId, bookingIds))
      : [],
    bookingIds.length
      ? db.select().from(reservationReceipts).where(inArray(reservationReceipts.reservationId, bookingIds))
      : [],
    db.select().from(favorites).where(eq(favorites.userId, id)),
    db.select().from(reviews).where(eq(reviews.userId, id)),
    db.select().from(sessions).where(eq(sessions.userId, id)),
    db.select().from(verificationCodes).where(eq(verificationCodes.userId, id)),
    db.select().from(ownerInquiries).where(eq(ownerInquiries.email, user.email)),
  ]);
  return {
    exportedAt: now.toISOString(),
    profile: {
      ...without(user, 'passwordHash', 'googleSubject'),
      hasPassword: user.passwordHash !== null,
      signsInWithGoogle: user.googleSubject !== null,
    },
    reservations: bookings.map((booking) => without(booking, 'idempotencyKey', 'idempotencyFingerprint')),
    reservationEvents: events.map((event) => plain(event)),
    receipts: receipts.map((receipt) => without(receipt, 'storageKey')),
    favorites: favoriteRows.map((row) => plain(row)),
    reviews: reviewRows.map((row) => plain(row)),
    // The session id is the token's jti: a secret half of a live token, so only its first characters are shown.
    sessions: sessionRows.map(({ id: sessionId, ...row }) =>
      plain({ ...row, id: `${sessionId.slice(0, 6)}…` }),
    ),
    verificationCodes: codes.map((code) => without(code, 'codeHash')),
    consents: inquiries.map((inquiry) => plain(inquiry)),
  };
}
