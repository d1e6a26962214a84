import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, nullableTimestamp, parentColumn } from './shared-columns.ts';
import { users } from './users.ts';

/** One row per issued token, so logout and revocation take effect although tokens are stateless JWTs. */
export const sessions = pgTable(
  'sessions',
  {
    // The token's `jti` claim.
    id: text('id').primaryKey(),
    userId: parentColumn('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: nullableTimestamp('revoked_at'),
    rememberMe: boolean('remember_me').notNull().default(false),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    index('sessions_user_id_index').on(table.userId),
    index('sessions_expires_at_index').on(table.expiresAt),
  ],
);
