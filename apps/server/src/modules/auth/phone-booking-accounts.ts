import type { Language } from '@konak/domain/languages';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { AppServices } from '../../services.ts';
import { prepareResetLink } from './reset-links.ts';
import { findUserByEmail, type UserRow } from './user-repository.ts';

export type GuestAccountDetails = { email: string; name: string; phone: string; language: Language };

/**
 * The account a booking taken by phone is made for (decision 071): the live account using the e-mail, or a new
 * member account without a password (name, phone and language as the guest gave them on the phone). Called in the
 * booking's transaction, so a refused booking rolls its new account back. Two bookings for one new guest racing
 * make one account: the second waits on the unique e-mail until the first's transaction ends, then finds its
 * account, or makes one if the first was refused.
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
