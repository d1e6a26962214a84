import { randomBytes } from 'node:crypto';
import type { Language } from '@konak/domain/languages';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { sessions } from '../db/schema/sessions.ts';
import { type UserRole, users } from '../db/schema/users.ts';
import { verifyHs256Jwt } from './hs256-jwt.ts';

/**
 * Sign-in sessions as HS256 JWTs backed by one `sessions` row per token (decision 021). The signature proves the
 * token is ours; the row, keyed by the `jti` claim, lets logout, password changes and account deletion end a
 * session before its expiry.
 */

/** With "remember me" a session lasts 30 days (spec §4 keeps it in persistent storage)… */
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** …otherwise one day: long enough for a booking visit, short enough for a shared computer. */
export const SESSION_MS = 24 * 60 * 60 * 1000;

const ISSUER = 'konak';

/** The signed-in user as request handlers see it. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  preferredLanguage: Language;
  /**
   * The account's phone, when the session read gave it (a bearer token's session does): a booking's notice rules
   * need it (decision 049), and so do not read the account again (decision 108).
   */
  phone?: string | null;
};

export type VerifiedSession = { sessionId: string; expiresAt: Date; user: SessionUser };

/** Either the application's services or just a database and the config holding the signing secret. */
export type SessionTokenSource =
  | { database: { db: Database }; config: Pick<Config, 'JWT_SECRET'> }
  | { db: Database; config: Pick<Config, 'JWT_SECRET'> };

function databaseOf(source: SessionTokenSource): Database {
  return 'db' in source ? source.db : source.database.db;
}

function signingKey(source: SessionTokenSource): Uint8Array {
  return new TextEncoder().encode(source.config.JWT_SECRET);
}

export type IssueSessionInput = {
  userId: string;
  rememberMe: boolean;
  userAgent?: string;
  ip?: string;
  /** The issuing instant (tests); defaults to now. */
  now?: Date;
};

/** Starts a session: stores its row and returns the bearer token with its expiry. */
export async function issueSessionToken(
  source: SessionTokenSource,
  { userId, rememberMe, userAgent, ip, now = new Date() }: IssueSessionInput,
): Promise<{ token: string; expiresAt: Date }> {
  const sessionId = randomBytes(24).toString('base64url');
  const issuedAtSeconds = Math.floor(now.getTime() / 1000);
  const lifetimeSeconds = (rememberMe ? REMEMBERED_SESSION_MS : SESSION_MS) / 1000;
  const expiresAt = new Date((issuedAtSeconds + lifetimeSeconds) * 1000);
  await databaseOf(source)
    .insert(sessions)
    .values({
      id: sessionId,
      userId,
      expiresAt,
      rememberMe,
      // Bounded: both come from the client and are only kept to show "where you are signed in".
      userAgent: userAgent?.slice(0, 512) ?? null,
      ip: ip?.slice(0, 64) ?? null,
    });
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setJti(sessionId)
    .setIssuedAt(issuedAtSeconds)
    .setExpirationTime(issuedAtSeconds + lifetimeSeconds)
    .sign(signingKey(source));
  return { token, expiresAt };
}

// Every signed-in request asks it (decision 097: prepared once per database handle).
const sessionOfToken = preparedQuery((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      preferredLanguage: users.preferredLanguage,
      phone: users.phone,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
        // A disabled account's sessions end at once (decision 072), whatever their rows say.
        isNull(users.disabledAt),
      ),
    )
    .prepare('session_of_token'),
);

/**
 * The session a bearer token stands for, or null when the token is not one we signed with HS256, has expired,
 * or its session was revoked, has expired or belongs to a deleted or disabled user.
 */
export async function verifySession(
  source: SessionTokenSource,
  token: string,
  now: Date = new Date(),
): Promise<VerifiedSession | null> {
  // The signature and claims synchronously with node:crypto (decision 112), the session row below.
  const claims = verifyHs256Jwt(token, source.config.JWT_SECRET, ISSUER, now);
  if (!claims) return null;
  const { jti: sessionId, sub: userId } = claims;
  const [row] = await sessionOfToken(databaseOf(source)).execute({ sessionId, userId, now });
  if (!row) return null;
  const { sessionId: id, expiresAt, ...user } = row;
  return { sessionId: id, expiresAt, user };
}

/** The user of a valid session token, or null (see verifySession). */
export async function verifySessionToken(
  source: SessionTokenSource,
  token: string,
  now: Date = new Date(),
): Promise<SessionUser | null> {
  return (await verifySession(source, token, now))?.user ?? null;
}

/** Ends one session (logout). Returns false when it was unknown or already revoked. */
export async function revokeSession(source: SessionTokenSource, sessionId: string): Promise<boolean> {
  return (await revokeOpenSessions(source, eq(sessions.id, sessionId))) > 0;
}

/** Ends every session of a user (password change, account deletion); returns how many were open. */
export async function revokeUserSessions(source: SessionTokenSource, userId: string): Promise<number> {
  return revokeOpenSessions(source, eq(sessions.userId, userId));
}

/** Revokes the still-open sessions that match; answers how many there were. */
async function revokeOpenSessions(source: SessionTokenSource, which: SQL): Promise<number> {
  const revoked = await databaseOf(source)
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(which, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}
