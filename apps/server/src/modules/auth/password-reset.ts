import { setTimeout } from 'node:timers/promises';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema/verification-codes.ts';
import { AppError } from '../../http/app-error.ts';
import { revokeUserSessions } from '../../http/session-tokens.ts';
import type { AuthContext, RequestMeta } from './auth-context.ts';
import { hashPassword } from './passwords.ts';
import { hashToken, prepareResetLink } from './reset-links.ts';
import { findUserByEmail, findUserById, updateUser } from './user-repository.ts';

/**
 * Forgotten passwords (spec §4, brief §5). The link's token is 256 random bits stored as its SHA-256 (no key
 * needed at that entropy), works once, for an hour. The answer never depends on whether the e-mail has an
 * account: same body, the mail leaves after the answer, and the answer is held to a fixed minimum time so the
 * few database writes of a known account do not show in the timing.
 */

/** Longer than the lookup and token insert take; every answer of forgot-password takes at least this long. */
export const FORGOT_PASSWORD_ANSWER_MS = 150;

/**
 * Stores a reset token when the account exists (at most one a minute) and returns the sending of its mail, to
 * run after the answer; null when there is nothing to send.
 */
async function preparePasswordReset(
  context: AuthContext,
  email: string,
  now: Date = new Date(),
): Promise<(() => Promise<void>) | null> {
  const user = await findUserByEmail(context.services.database.db, email);
  if (!user) return null;
  return prepareResetLink(context.services, user, now);
}

/** The forgot-password call: the same answer after the same time, whether or not the e-mail has an account. */
export async function requestPasswordReset(
  context: AuthContext,
  email: string,
  meta: RequestMeta,
): Promise<void> {
  const started = performance.now();
  const send = await preparePasswordReset(context, email).catch((error: unknown) => {
    meta.log.error({ err: error }, 'password reset could not be prepared');
    return null;
  });
  send?.().catch((error: unknown) => meta.log.error({ err: error }, 'password reset mail failed'));
  const remaining = FORGOT_PASSWORD_ANSWER_MS - (performance.now() - started);
  if (remaining > 0) await setTimeout(remaining);
}

/** The row of a link token that still works: unused (only the newest link is) and not expired. */
const usableToken = (token: string, now: Date) =>
  and(
    eq(verificationCodes.codeHash, hashToken(token)),
    eq(verificationCodes.purpose, 'password_reset'),
    isNull(verificationCodes.consumedAt),
    gt(verificationCodes.expiresAt, now),
  );

/** Whether a link token would be accepted now; uses nothing up. */
export async function isResetTokenUsable(context: AuthContext, token: string): Promise<boolean> {
  const [row] = await context.services.database.db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(usableToken(token, new Date()))
    .limit(1);
  return row !== undefined;
}

/** Sets the new password with a valid link token (used up by this call) and ends every session. */
export async function resetPassword(context: AuthContext, token: string, password: string): Promise<void> {
  const { db } = context.services.database;
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const [consumed] = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(usableToken(token, now))
    .returning({ userId: verificationCodes.userId });
  const user = consumed?.userId ? await findUserById(db, consumed.userId) : undefined;
  if (!user) throw new AppError(400, 'error.invalid_reset_token', { code: 'invalid_token' });
  // Reading the mailed link proves the address, so an unverified account becomes verified.
  await updateUser(db, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now });
  await revokeUserSessions(context.services, user.id);
}
