import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { checkOneOf, createdAt, idColumn, nullableTimestamp } from './shared-columns.ts';
import { users } from './users.ts';

export const verificationPurposes = ['email_verification', 'password_reset', 'guest_verification'] as const;
export type VerificationPurpose = (typeof verificationPurposes)[number];

/** Codes and reset tokens are stored hashed; a row is single-use (consumed_at) with an attempt limit. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: idColumn(),
    // Null for guests verifying an e-mail before booking without an account.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: verificationPurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: nullableTimestamp('consumed_at'),
    createdAt: createdAt(),
    // Drives the resend cooldown.
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verification_codes_email_purpose_index').on(table.email, table.purpose),
    index('verification_codes_user_id_index').on(table.userId),
    checkOneOf('verification_codes_purpose_check', table.purpose, verificationPurposes),
    check('verification_codes_attempts_check', sql`${table.attempts} >= 0`),
  ],
);
