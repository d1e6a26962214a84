import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { reservations } from './reservations.ts';
import { checkOneOf, idColumn, languageColumn, parentColumn } from './shared-columns.ts';

/**
 * started: the hosted page was opened, no result yet; paid: the payment confirmed the reservation; failed: the gateway
 * refused the card (final for this checkout, the guest may start another); refund_due: money came in that the
 * reservation could not take (paid twice, or after its hold ended and the dates went) and goes back; refunded: it did.
 */
export const cardCheckoutStatuses = ['started', 'paid', 'failed', 'refund_due', 'refunded'] as const;
export type CardCheckoutStatus = (typeof cardCheckoutStatuses)[number];

/**
 * One iyzico checkout for a card reservation (decision 086). The token names it in the callback; payment and
 * transaction ids are iyzico's, kept to refund and to show in the back office. No card data is ever stored: iyzico's
 * hosted page takes the card, and the answers we keep name the payment, not the card.
 */
export const cardCheckouts = pgTable(
  'card_checkouts',
  {
    id: idColumn(),
    reservationId: parentColumn('reservation_id', () => reservations.id),
    token: text('token').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: cardCheckoutStatuses }).notNull().default('started'),
    /** Where the guest goes back to after the payment: the reservation page they came from. */
    returnPath: text('return_path').notNull(),
    language: languageColumn('language').notNull(),
    /** Whether the built-in test gateway took it (no money moved). */
    testGateway: boolean('test_gateway').notNull(),
    /** What the gateway says was charged: the amount, or (on a mismatch) what is refunded. */
    paidCents: integer('paid_cents'),
    paymentId: text('payment_id'),
    paymentTransactionId: text('payment_transaction_id'),
    /** The gateway's error code of a failed payment, or of the last failed refund. */
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('card_checkouts_token_unique').on(table.token),
    unique('card_checkouts_payment_id_unique').on(table.paymentId),
    index('card_checkouts_reservation_id_index').on(table.reservationId, table.createdAt),
    index('card_checkouts_open_index')
      .on(table.createdAt)
      .where(sql`${table.status} in ('started', 'refund_due')`),
    checkOneOf('card_checkouts_status_check', table.status, cardCheckoutStatuses),
    check('card_checkouts_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/** The test gateway's own record of a checkout: what iyzico would know. Outcome only, never a card number. */
export const testGatewayCheckouts = pgTable('test_gateway_checkouts', {
  token: text('token').primaryKey(),
  conversationId: text('conversation_id').notNull(),
  basketId: text('basket_id').notNull(),
  price: text('price').notNull(),
  paidPrice: text('paid_price').notNull(),
  currency: text('currency').notNull(),
  callbackUrl: text('callback_url').notNull(),
  locale: text('locale').notNull(),
  /** INIT until the page was paid; then SUCCESS or FAILURE as iyzico's paymentStatus. */
  paymentStatus: text('payment_status').notNull().default('INIT'),
  errorCode: text('error_code'),
  errorMessage: text('error_message'),
  paymentId: text('payment_id'),
  paymentTransactionId: text('payment_transaction_id'),
  /** False for the "not refundable" test card: a refund of it fails as iyzico's sandbox does. */
  refundable: boolean('refundable').notNull().default(true),
  refundedCents: integer('refunded_cents').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
