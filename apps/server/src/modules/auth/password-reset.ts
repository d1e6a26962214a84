import { createHash, randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { PASSWORD_RESET_TTL_MINUTES, RESEND_COOLDOWN_SECONDS } from '@konak/domain/auth/auth-limits';
import { DEFAULT_LANGUAGE, type Language } from '@konak/domain/languages';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema/verification-codes.ts';
import { AppError } from '../../http/app-error.ts';
import { revokeUserSessions } from '../../http/session-tokens.ts';
import type { AuthContext, RequestMeta } from './auth-context.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, findUserById, updateUser } from './user-repository.ts';

/**
 * Forgotten passwords (spec §4, brief §5). The link's token is 256 random bits stored as its SHA-256 (no key
 * needed at that entropy), works once, for an hour. The answer never depends on whether the e-mail has an
 * account: same body, the mail leaves after the answer, and the answer is held to a fixed minimum time so the
 * few database writes of a known account do not show in the timing.
 */

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** "https://konak.example/en/reset-password?token=…"; Turkish pages have no language prefix. */
export function resetUrl(publicUrl: string, language: Language, token: string): string {
  const prefix = language === DEFAULT_LANGUAGE ? '' : `/${language}`;
  return `${publicUrl.replace(/\/$/, '')}${prefix}/reset-password?token=${encodeURIComponent(token)}`;
}

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
  const { db } = context.services.database;
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const ofUser = and(
    eq(verificationCodes.email, user.email),
    eq(verificationCodes.purpose, 'password_reset'),
  );
  const [latest] = await db
    .select({ lastSentAt: verificationCodes.lastSentAt })
    .from(verificationCodes)
    .where(ofUser)
    .orderBy(desc(verificationCodes.lastSentAt))
    .limit(1);
  if (latest && now.getTime() - latest.lastSentAt.getTime() < RESEND_COOLDOWN_SECONDS * 1000) return null;

  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // Only the newest link works.
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(ofUser, isNull(verificationCodes.consumedAt)));
    await tx.insert(verificationCodes).values({
      userId: user.id,
      email: user.email,
      purpose: 'password_reset',
      codeHash: hashToken(token),
      expiresAt: new Date(now.getTime() + TTL_MS),
      lastSentAt: now,
    });
  });
  return () =>
    context.services.mailer.send({
      to: user.email,
      language: user.preferredLanguage,
      template: 'password-reset',
      data: {
        name: user.name,
        resetUrl: resetUrl(context.services.config.PUBLIC_URL, user.preferredLanguage, token),
        expiresInMinutes: PASSWORD_RESET_TTL_MINUTES,
      },
    });
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
