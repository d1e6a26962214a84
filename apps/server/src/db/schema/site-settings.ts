import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './shared-columns.ts';
import { users } from './users.ts';

/**
 * The operator's settings changed in the back office (decision 073): one row (`id` is always true). A null column
 * means "not set here": the server's environment value (or its marked example) applies.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: boolean('id').primaryKey().default(true),
    bankName: text('bank_name'),
    bankAccountHolder: text('bank_account_holder'),
    bankIban: text('bank_iban'),
    whatsappNumber: text('whatsapp_number'),
    operatorEmail: text('operator_email'),
    guaranteeFeePercent: integer('guarantee_fee_percent'),
    maintenanceEnabled: boolean('maintenance_enabled').notNull().default(false),
    maintenanceMessage: text('maintenance_message'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('site_settings_single_row_check', sql`${table.id}`),
    check(
      'site_settings_guarantee_fee_percent_check',
      sql`${table.guaranteeFeePercent} is null or ${table.guaranteeFeePercent} between 15 and 25`,
    ),
  ],
);
