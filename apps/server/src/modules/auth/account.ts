import type { MeResponse } from '@konak/domain/api/auth/me';
import type { Language } from '@konak/domain/languages';
import { membershipTier, totalSpentCents } from '@konak/domain/membership';
import { toEuros } from '@konak/domain/pricing';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { AppError, unauthorized } from '../../http/app-error.ts';
import type { AuthContext } from './auth-context.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { findUserById, toAuthUser, type UserRow, updateUser } from './user-repository.ts';

/** The signed-in user's row; 401 if it vanished (deleted) since the token was checked. */
export async function currentUser(db: Database, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  return user;
}

/** GET /me: the user with membership labels from the money actually paid and kept (decision 053). */
export async function me(db: Database, userId: string): Promise<MeResponse> {
  const user = await currentUser(db, userId);
  const money = await db
    .select({
      paidCents: reservations.paidCents,
      refundCents: reservations.refundCents,
      refundedCents: reservations.refundedCents,
    })
    .from(reservations)
    .where(eq(reservations.userId, userId));
  const totalCents = totalSpentCents(money);
  return {
    user: toAuthUser(user),
    membership: {
      tier: membershipTier(totalCents),
      totalSpent: toEuros(totalCents),
      memberSince: user.createdAt.toISOString(),
    },
  };
}

export async function updateProfile(
  db: Database,
  userId: string,
  changes: {
    name?: string | undefined;
    phone?: string | undefined;
    preferredLanguage?: Language | undefined;
  },
): Promise<UserRow> {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const user = await updateUser(db, userId, defined);
  if (!user) throw unauthorized();
  return user;
}

/** Checks the current password, stores the new one and ends every other session (this one stays). */
export async function changePassword(
  context: AuthContext,
  userId: string,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<number> {
  const { db } = context.services.database;
  const user = await currentUser(db, userId);
  if (!user.passwordHash) throw new AppError(400, 'error.password_not_set', { code: 'password_not_set' });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError(400, 'error.wrong_password', {
      code: 'wrong_password',
      errors: [{ field: 'currentPassword', message: 'error.wrong_password' }],
    });
  }
  await updateUser(db, userId, { passwordHash: await hashPassword(input.newPassword) });
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}
