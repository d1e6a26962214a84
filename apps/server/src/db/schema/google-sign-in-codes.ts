import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, nullableTimestamp, parentColumn } from './shared-columns.ts';
import { users } from './users.ts';

/**
 * One-time codes that finish a Google sign-in (decision 048): the callback hands the browser a code, not a
 * session token, and only the tab that started the sign-in can redeem it (its binding's hash must match).
 * A table rather than process memory, so any instance can redeem a code another one issued.
 */
export const googleSignInCodes = pgTable(
  'google_sign_in_codes',
  {
    // SHA-256 of the code (256 random bits): the database never holds a redeemable value.
    codeHash: text('code_hash').primaryKey(),
    userId: parentColumn('user_id', () => users.id),
    rememberMe: boolean('remember_me').notNull(),
    browserBindingHash: text('browser_binding_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: nullableTimestamp('used_at'),
  },
  (table) => [
    index('google_sign_in_codes_user_id_index').on(table.userId),
    index('google_sign_in_codes_expires_at_index').on(table.expiresAt),
  ],
);
