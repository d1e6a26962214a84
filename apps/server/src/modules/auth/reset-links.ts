import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MINUTES, RESEND_COOLDOWN_SECONDS } from '@konak/domain/auth/auth-limits';
import { DEFAULT_LANGUAGE, type Language } from '@konak/domain/languages';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema/verification-codes.ts';
import type { AppServices } from '../../services.ts';
import type { UserRow } from './user-repository.ts';

// The password-reset link: its token, stored as a SHA-256, and its mail (password-reset.ts has the calls).

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** "https://konak.example/en/reset-password?token=…"; Turkish pages have no language prefix. */
export function resetUrl(publicUrl: string, language: Language, token: string): string {
  const prefix = language === DEFAULT_LANGUAGE ? '' : `/${language}`;
  return `${publicUrl.replace(/\/$/, '')}${prefix}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Stores a new link token for an account (at most one a minute; only the newest link works) and returns the
 * sending of its mail; null within the minute of the last one. Also the set-password link of an account made by
 * the back office for a booking taken by phone (decision 071).
 */
export async function prepareResetLink(
  services: AppServices,
  user: UserRow,
  now: Date,
): Promise<(() => Promise<void>) | null> {
  const { db } = services.database;
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
    services.mailer.send({
      to: user.email,
      language: user.preferredLanguage,
      template: 'password-reset',
      data: {
        name: user.name,
        resetUrl: resetUrl(services.config.PUBLIC_URL, user.preferredLanguage, token),
        expiresInMinutes: PASSWORD_RESET_TTL_MINUTES,
      },
    });
}
