// Members who book during the load, each with a session token as a successful login would issue it.
import type { Database } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema/users.ts';
import { issueSessionToken } from '../../apps/server/src/http/session-tokens.ts';

export type BenchMember = { id: string; name: string; email: string; token: string };

/**
 * Verified member accounts written straight to the database, then signed in with the server's own session code.
 * Not through the login API: its per-address limit (30 a minute) would make fifty sign-ins from one machine wait.
 */
export async function createMembers(db: Database, count: number, jwtSecret: string): Promise<BenchMember[]> {
  const stamp = Date.now().toString(36);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `bench-member-${index + 1}-${stamp}@example.com`,
        name: `Bench Member ${index + 1}`,
        // The phone the bookings give: members book for themselves, as most do (no short notices, decision 049).
        phone: '+90 5321234567',
        role: 'member' as const,
        preferredLanguage: 'en' as const,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id, name: users.name, email: users.email });
  const source = { db, config: { JWT_SECRET: jwtSecret } };
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      token: (await issueSessionToken(source, { userId: row.id, rememberMe: false })).token,
    })),
  );
}
