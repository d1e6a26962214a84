import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;

/** The account using an e-mail (already normalised); deleted accounts are anonymised and never match. */
export const findUserByEmail = (db: Database, email: string) => findLiveUser(db, eq(users.email, email));

export const findUserById = (db: Database, id: string) => findLiveUser(db, eq(users.id, id));

async function findLiveUser(db: Database, condition: SQL): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(condition, isNull(users.deletedAt)));
  return user;
}

export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<
    Pick<UserRow, 'name' | 'phone' | 'preferredLanguage' | 'passwordHash' | 'emailVerifiedAt'>
  >,
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set(changes)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return user;
}

/** What the API shows of an account: never the password hash or the Google subject. */
export function toAuthUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    preferredLanguage: user.preferredLanguage,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Drizzle wraps driver errors; the SQLSTATE is on the cause (brief §3). */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { cause?: { code?: unknown }; code?: unknown }).cause?.code ??
    (error as { code?: unknown }).code;
  return code === '23505';
}
