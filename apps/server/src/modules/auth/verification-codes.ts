import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  RESEND_COOLDOWN_SECONDS,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@konak/domain/auth/auth-limits';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/verification-codes.ts';
import { derivedKey, hmacHex } from './secret-keys.ts';

/**
 * Six-digit e-mail codes (registration and guest verification; spec §9, brief §5): random, stored as an HMAC
 * bound to purpose and e-mail, valid 10 minutes, single use, 5 wrong attempts end a code, a new one at most
 * every 60 s. Issuing a code invalidates the previous one.
 */

export type CodePurpose = 'email_verification' | 'guest_verification';
export type CodeTarget = { purpose: CodePurpose; email: string; userId?: string | null };

export type IssuedCode = { sent: true; code: string } | { sent: false; retryAfterSeconds: number };

export type CodeCheck =
  | { status: 'verified' }
  | { status: 'invalid_code'; remainingAttempts: number }
  | { status: 'too_many_attempts' }
  | { status: 'expired' };

const TTL_MS = VERIFICATION_CODE_TTL_MINUTES * 60 * 1000;
const COOLDOWN_MS = RESEND_COOLDOWN_SECONDS * 1000;

export function createVerificationCodes(db: Database, secret: string) {
  const key = derivedKey(secret, 'verification-code');
  const hashCode = (target: CodeTarget, code: string) =>
    hmacHex(key, `${target.purpose}:${target.email}:${code}`);
  const ofTarget = (target: CodeTarget) =>
    and(eq(verificationCodes.email, target.email), eq(verificationCodes.purpose, target.purpose));
  /** The target's codes that can still be entered: not used, not expired, attempts left. */
  const enterable = (target: CodeTarget, now: Date) =>
    and(
      ofTarget(target),
      isNull(verificationCodes.consumedAt),
      gt(verificationCodes.expiresAt, now),
      lt(verificationCodes.attempts, VERIFICATION_CODE_MAX_ATTEMPTS),
    );

  return {
    /** A new code for the target, unless the last one was sent less than 60 s ago. */
    async issue(target: CodeTarget, now: Date = new Date()): Promise<IssuedCode> {
      return db.transaction(async (tx) => {
        // Locks the latest code so two simultaneous resends cannot both pass the cooldown.
        const [latest] = await tx
          .select({ lastSentAt: verificationCodes.lastSentAt })
          .from(verificationCodes)
          .where(ofTarget(target))
          .orderBy(desc(verificationCodes.lastSentAt))
          .limit(1)
          .for('update');
        const waitMs = latest ? latest.lastSentAt.getTime() + COOLDOWN_MS - now.getTime() : 0;
        if (waitMs > 0) return { sent: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
        await tx
          .update(verificationCodes)
          .set({ consumedAt: now })
          .where(and(ofTarget(target), isNull(verificationCodes.consumedAt)));
        const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
        await tx.insert(verificationCodes).values({
          userId: target.userId ?? null,
          email: target.email,
          purpose: target.purpose,
          codeHash: hashCode(target, code),
          expiresAt: new Date(now.getTime() + TTL_MS),
          lastSentAt: now,
        });
        return { sent: true, code };
      });
    },

    /** Removes the target's open code after its mail failed, so the cooldown does not block a retry. */
    async withdraw(target: CodeTarget): Promise<void> {
      await db.delete(verificationCodes).where(and(ofTarget(target), isNull(verificationCodes.consumedAt)));
    },

    /** Whether the target has a code that can still be entered (so a login need not send another). */
    async hasUsableCode(target: CodeTarget, now: Date = new Date()): Promise<boolean> {
      const [row] = await db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(enterable(target, now))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Checks a typed code. The attempt is counted before the comparison, in one UPDATE, so parallel guesses
     * cannot get more than 5 tries at a code.
     */
    async check(target: CodeTarget, code: string, now: Date = new Date()): Promise<CodeCheck> {
      const [attempt] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(enterable(target, now))
        .returning({
          id: verificationCodes.id,
          attempts: verificationCodes.attempts,
          codeHash: verificationCodes.codeHash,
        });
      if (!attempt) return { status: (await this.spent(target, now)) ? 'too_many_attempts' : 'expired' };

      const expected = Buffer.from(attempt.codeHash, 'hex');
      const given = Buffer.from(hashCode(target, code), 'hex');
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        const [consumed] = await db
          .update(verificationCodes)
          .set({ consumedAt: now })
          .where(and(eq(verificationCodes.id, attempt.id), isNull(verificationCodes.consumedAt)))
          .returning({ id: verificationCodes.id });
        return consumed ? { status: 'verified' } : { status: 'expired' };
      }
      const remainingAttempts = VERIFICATION_CODE_MAX_ATTEMPTS - attempt.attempts;
      return remainingAttempts > 0
        ? { status: 'invalid_code', remainingAttempts }
        : { status: 'too_many_attempts' };
    },

    /** The latest code was used up by wrong attempts (rather than expired or never sent). */
    async spent(target: CodeTarget, now: Date): Promise<boolean> {
      const [latest] = await db
        .select({
          attempts: verificationCodes.attempts,
          consumedAt: verificationCodes.consumedAt,
          expiresAt: verificationCodes.expiresAt,
        })
        .from(verificationCodes)
        .where(ofTarget(target))
        .orderBy(desc(verificationCodes.lastSentAt))
        .limit(1);
      return (
        latest !== undefined &&
        latest.consumedAt === null &&
        latest.expiresAt > now &&
        latest.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS
      );
    },
  };
}

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
