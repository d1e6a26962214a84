import type { Language } from '@konak/domain/languages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';
import type { AppServices } from '../../services.ts';
import { prepareResetLink } from './reset-links.ts';
import { findUserByEmail, type UserRow } from './user-repository.ts';

export type GuestAccountDetails = { email: string; name: string; phone: string; language: Language };

/**
 * The account a booking taken by phone is made for (decision 071): the live account using the e-mail, or a new
 * member account without a password (name, phone and language as the guest gave them on the phone). Two copies
 * of one request racing make one account: the loser of the unique e-mail finds the winner's.
 */
export async function findOrCreateGuestAccount(
  db: Database,
  details: GuestAccountDetails,
  now: Date,
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByEmail(db, details.email);
  if (existing) return { user: existing, created: false };
  const [inserted] = await db
    .insert(users)
    .values({
      email: details.email,
      name: details.name,
      phone: details.phone,
      role: 'member',
      preferredLanguage: details.language,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (inserted) return { user: inserted, created: true };
  const winner = await findUserByEmail(db, details.email);
  if (!winner) throw new Error('the guest account could be neither created nor found');
  return { user: winner, created: false };
}

/**
 * Removes an account findOrCreateGuestAccount made for a booking that was then refused, so a refusal leaves nothing
 * behind. Only while nobody can sign in to it and nothing is booked on it: a second booking for the same new guest
 * may have found it in the meantime.
 */
export async function forgetUnbookedGuestAccount(db: Database, userId: string): Promise<void> {
  await db
    .delete(users)
    .where(
      and(
        eq(users.id, userId),
        isNull(users.passwordHash),
        isNull(users.googleSubject),
        sql`not exists (select 1 from ${reservations} where ${reservations.userId} = ${users.id})`,
      ),
    );
}

/**
 * Sends a set-password link (the password-reset link and mail, an hour long) to an account nobody can sign in
 * to yet: no password and no Google sign-in. False when the account can sign in, or a link left within the
 * last minute (a double click mails once).
 */
export async function sendSetPasswordLink(services: AppServices, user: UserRow, now: Date): Promise<boolean> {
  if (user.passwordHash !== null || user.googleSubject !== null) return false;
  const send = await prepareResetLink(services, user, now);
  if (!send) return false;
  await send();
  return true;
}
