import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/client.ts';
import { type UserRole, users } from '../../src/db/schema/users.ts';
import { issueSessionToken, type SessionTokenSource } from '../../src/http/session-tokens.ts';

/**
 * A user with a unique e-mail, no phone and no password unless told (tests sign in with signIn, not through the
 * login form).
 */
export async function createUser(
  db: Database,
  { role = 'member', ...columns }: { role?: UserRole } & Partial<typeof users.$inferInsert> = {},
) {
  const [user] = await db
    .insert(users)
    .values({ email: `${role}-${randomUUID()}@example.com`, name: `Test ${role}`, role, ...columns })
    .returning();
  if (!user) throw new Error('no user returned');
  return user;
}

/** A bearer token for a new session of the user, as a successful login would issue it. */
export async function signIn(
  services: SessionTokenSource,
  userId: string,
  { rememberMe = false }: { rememberMe?: boolean } = {},
): Promise<string> {
  const { token } = await issueSessionToken(services, { userId, rememberMe });
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A token for a new account of that role: the signed-in admin, staff or member of a role-check test. */
export async function tokenOfNew(
  context: { db: Database; services: SessionTokenSource },
  role: UserRole = 'member',
): Promise<string> {
  return signIn(context.services, (await createUser(context.db, { role })).id);
}
