import { USER_ROLES, type UserRole } from '@konak/domain/auth/user-roles';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, unique } from 'drizzle-orm/pg-core';
import {
  checkOneOf,
  createdAt,
  idColumn,
  languageColumn,
  languages,
  nullableTimestamp,
  updatedAt,
} from './shared-columns.ts';

export const userRoles = USER_ROLES;
export type { UserRole };

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    // Null for accounts that only sign in with Google.
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    role: text('role', { enum: userRoles }).notNull().default('member'),
    preferredLanguage: languageColumn('preferred_language').notNull().default('tr'),
    emailVerifiedAt: nullableTimestamp('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Deleted accounts are anonymised rather than removed so their reservations keep their history.
    deletedAt: nullableTimestamp('deleted_at'),
  },
  (table) => [
    unique('users_email_unique').on(table.email),
    unique('users_google_subject_unique').on(table.googleSubject),
    // Uniqueness is only meaningful if every writer stores the normalised form.
    check('users_email_lowercase_check', sql`${table.email} = lower(${table.email})`),
    checkOneOf('users_role_check', table.role, userRoles),
    checkOneOf('users_preferred_language_check', table.preferredLanguage, languages),
  ],
);
