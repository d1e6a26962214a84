import type { GoogleSignInError } from '@konak/domain/api/auth/google-sign-in';
import type { Language } from '@konak/domain/languages';
import { eq } from 'drizzle-orm';
import type { Config } from '../../../config/env.ts';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { revokeUserSessions } from '../../../http/session-tokens.ts';

/** Who Google says signed in, from the ID token (or the userinfo endpoint). */
export type GoogleIdentity = {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
};

export type GoogleAccount = { userId: string; email: string; name: string; created: boolean };

/** A sign-in that cannot go on; the code ends up in the callback page's `#error=`. */
export class GoogleAccountError extends Error {
  readonly code: GoogleSignInError;
  constructor(code: GoogleSignInError) {
    super(`Google sign-in refused: ${code}`);
    this.name = 'GoogleAccountError';
    this.code = code;
  }
}

/** The database, and the config session revocation expects. */
type AccountSource = { db: Database; config: Pick<Config, 'JWT_SECRET'> };

const MAX_NAME_LENGTH = 100;

function displayName(identity: GoogleIdentity, email: string): string {
  const name = identity.name?.trim().slice(0, MAX_NAME_LENGTH);
  return name && name.length >= 2 ? name : (email.split('@')[0] ?? email);
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { cause?: { code?: unknown }; code?: unknown }).cause?.code ??
    (error as { code?: unknown }).code;
  return code === '23505';
}

/**
 * The account a Google identity signs in to: the one already linked to its subject, else the account with its
 * (verified) e-mail, which gets linked, else a new member account. Returns whether it was created.
 */
export async function findOrCreateGoogleUser(
  source: AccountSource,
  identity: GoogleIdentity,
  language: Language,
): Promise<GoogleAccount> {
  if (!identity.emailVerified) throw new GoogleAccountError('email_not_verified');
  const { db } = source;
  const email = identity.email.trim().toLowerCase();

  for (let attempt = 0; ; attempt += 1) {
    const [linked] = await db.select().from(users).where(eq(users.googleSubject, identity.subject));
    if (linked) {
      if (linked.deletedAt) throw new GoogleAccountError('account_unavailable');
      return { userId: linked.id, email: linked.email, name: linked.name, created: false };
    }

    const [sameEmail] = await db.select().from(users).where(eq(users.email, email));
    if (sameEmail) {
      if (sameEmail.deletedAt) throw new GoogleAccountError('account_unavailable');
      if (sameEmail.googleSubject) throw new GoogleAccountError('account_conflict');
      await linkGoogleSubject(source, sameEmail, identity.subject);
      return { userId: sameEmail.id, email: sameEmail.email, name: sameEmail.name, created: false };
    }

    try {
      const [created] = await db
        .insert(users)
        .values({
          email,
          name: displayName(identity, email),
          googleSubject: identity.subject,
          role: 'member',
          preferredLanguage: language,
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id, name: users.name });
      if (!created) throw new Error('insert returned no user');
      return { userId: created.id, email, name: created.name, created: true };
    } catch (error) {
      // Two first sign-ins at once: the other one won the insert; look again once.
      if (attempt === 0 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * Links Google to an existing account. If that account's e-mail was never verified, whoever set its password
 * never proved they own the mailbox (someone may have registered a victim's address in advance), so the
 * password and any sessions are dropped: from now on the mailbox owner signs in through Google or resets it.
 */
async function linkGoogleSubject(
  source: AccountSource,
  user: typeof users.$inferSelect,
  subject: string,
): Promise<void> {
  const unverified = user.emailVerifiedAt === null;
  await source.db
    .update(users)
    .set({
      googleSubject: subject,
      ...(unverified ? { emailVerifiedAt: new Date(), passwordHash: null } : {}),
    })
    .where(eq(users.id, user.id));
  if (unverified) await revokeUserSessions(source, user.id);
}
