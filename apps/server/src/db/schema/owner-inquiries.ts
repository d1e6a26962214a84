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
    createdAt: createdAt(),
  },
  (table) => [
    index('owner_inquiries_created_at_index').on(table.createdAt),
    checkOneOf('owner_inquiries_property_type_check', table.propertyType, ownerPropertyTypes),
    checkOneOf('owner_inquiries_language_check', table.language, languages),
    check(
      'owner_inquiries_bedrooms_check',
      sql`${table.bedrooms} between ${sql.raw(String(OWNER_BEDROOMS_MIN))} and ${sql.raw(String(OWNER_BEDROOMS_MAX))}`,
    ),
  ],
);
