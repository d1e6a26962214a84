import { OWNER_INQUIRY_STATUSES } from '@konak/domain/owners/inquiry-statuses';
import {
  OWNER_BEDROOMS_MAX,
  OWNER_BEDROOMS_MIN,
  OWNER_PROPERTY_TYPES,
} from '@konak/domain/owners/owner-inquiry-rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { checkOneOf, createdAt, idColumn, languageColumn, languages } from './shared-columns.ts';

export const ownerPropertyTypes = OWNER_PROPERTY_TYPES;

/**
 * Enquiries sent from the owners page (/owners, decision 042). The row is the record: the operator's e-mail and
 * the owner's acknowledgement are jobs queued in the same transaction, so a mail failure never loses an enquiry.
 */
export const ownerInquiries = pgTable(
  'owner_inquiries',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    district: text('district').notNull(),
    propertyType: text('property_type', { enum: ownerPropertyTypes }).notNull(),
    bedrooms: integer('bedrooms').notNull(),
    message: text('message'),
    // The page language: the acknowledgement is written in it and the operator answers in it.
    language: languageColumn('language').notNull(),
    // When the owner ticked "you may contact me" (KVKK: the consent and its moment are kept with the data).
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    // The back office's inbox (decision 079): new → answered → closed, set by operators.
    status: text('status', { enum: OWNER_INQUIRY_STATUSES }).notNull().default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('owner_inquiries_created_at_index').on(table.createdAt),
    index('owner_inquiries_status_index').on(table.status, table.createdAt),
    checkOneOf('owner_inquiries_status_check', table.status, OWNER_INQUIRY_STATUSES),
    checkOneOf('owner_inquiries_property_type_check', table.propertyType, ownerPropertyTypes),
    checkOneOf('owner_inquiries_language_check', table.language, languages),
    check(
      'owner_inquiries_bedrooms_check',
      sql`${table.bedrooms} between ${sql.raw(String(OWNER_BEDROOMS_MIN))} and ${sql.raw(String(OWNER_BEDROOMS_MAX))}`,
    ),
  ],
);
