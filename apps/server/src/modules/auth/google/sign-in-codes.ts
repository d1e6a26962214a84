import { createHash, randomBytes } from 'node:crypto';
import { hashBrowserBinding } from '@konak/domain/auth/browser-binding';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { googleSignInCodes } from '../../../db/schema/google-sign-in-codes.ts';

/**
 * The one-time codes that carry a finished Google sign-in from the callback to the page that started it
 * (decision 048). A code is worth nothing alone: it is redeemed once, within two minutes, and only together
 * with the browser binding whose hash the sign-in began with.
 */

/** The callback page redeems at once; two minutes leave room for a slow phone loading it. */
export const SIGN_IN_CODE_TTL_MS = 2 * 60 * 1000;

/** What the table keeps of a code: its SHA-256 (the code has 256 random bits, so no salt or key is needed). */
export const hashSignInCode = (code: string) => createHash('sha256').update(code).digest('base64url');

export type SignInCodeGrant = { userId: string; rememberMe: boolean; browserBindingHash: string };

export async function issueSignInCode(
  db: Database,
  grant: SignInCodeGrant,
  now: Date = new Date(),
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.insert(googleSignInCodes).values({
    ...grant,
    codeHash: hashSignInCode(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS),
  });
  return code;
}

export type RedeemedSignInCode =
  | { status: 'redeemed'; userId: string; rememberMe: boolean }
  /** Unknown, used or expired. */
  | { status: 'expired' }
  /** A live code, but presented without the binding of the browser that started the sign-in. */
  | { status: 'state_mismatch' };

/**
 * Spends the code if it is live and the binding is the one it was issued for. The check and the spending are one
 * UPDATE, so of two concurrent redemptions (on any instances) exactly one succeeds. A wrong binding spends
 * nothing: the browser that did start the sign-in can still finish it, and guessing a binding is hopeless.
 */
export async function redeemSignInCode(
  db: Database,
  { code, browserBinding }: { code: string; browserBinding: string },
  now: Date = new Date(),
): Promise<RedeemedSignInCode> {
  const codeHash = hashSignInCode(code);
  const live = and(
    eq(googleSignInCodes.codeHash, codeHash),
    isNull(googleSignInCodes.usedAt),
    gt(googleSignInCodes.expiresAt, now),
  );
  const [redeemed] = await db
    .update(googleSignInCodes)
    .set({ usedAt: now })
    .where(and(live, eq(googleSignInCodes.browserBindingHash, await hashBrowserBinding(browserBinding))))
    .returning({ userId: googleSignInCodes.userId, rememberMe: googleSignInCodes.rememberMe });
  if (redeemed) return { status: 'redeemed', ...redeemed };
  const [unspent] = await db
    .select({ codeHash: googleSignInCodes.codeHash })
    .from(googleSignInCodes)
    .where(live);
  return { status: unspent ? 'state_mismatch' : 'expired' };
}
