import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { apartments } from './apartments.ts';
import {
  checkOneOf,
  createdAt,
  idColumn,
  languageColumn,
  languages,
  nullableTimestamp,
  updatedAt,
} from './shared-columns.ts';
import { tours } from './tours.ts';
import { users } from './users.ts';

export const reservationTypes = ['apartment', 'tour'] as const;
export const reservationStatuses = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export const paymentStatuses = [
  'pending',
  'paid',
  'partially_paid',
  'refunded',
  'partially_refunded',
] as const;
export const paymentMethods = ['bank_transfer', 'pay_at_door', 'card'] as const;
export const reservationActors = ['user', 'system', 'admin'] as const;

export type ReservationType = (typeof reservationTypes)[number];
export type ReservationStatus = (typeof reservationStatuses)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];
export type PaymentMethod = (typeof paymentMethods)[number];
export type ReservationActor = (typeof reservationActors)[number];

/**
 * Apartment stays and tour bookings. Stays are half-open [check_in, check_out): the check-out day is
 * free for the next guest. A tour booking uses its tour date as check_in, the following day as check_out,
 * and its departure time as start_time. The no-overlap exclusion constraint lives in a hand-written migration (drizzle-kit cannot
 * express it): 0001_reservation_no_overlap.sql.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: idColumn(),
    reservationNumber: text('reservation_number').notNull(),
    type: text('type', { enum: reservationTypes }).notNull(),
    // Reservations are business records: an apartment or tour with bookings cannot be deleted, only deactivated.
    apartmentId: uuid('apartment_id').references(() => apartments.id, { onDelete: 'restrict' }),
    tourId: uuid('tour_id').references(() => tours.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    // A tour's departure time ("HH:MM", Istanbul); null for apartment stays.
    startTime: text('start_time'),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    // Exact ages when the guest gave them; the age groups are always known (spec §5: every child in a group).
    childrenAges: jsonb('children_ages').$type<number[]>().notNull().default([]),
    childrenAgeGroups: jsonb('children_age_groups')
      .$type<{ above7: number; between2And7: number; under2: number }>()
      .notNull()
      .default({ above7: 0, between2And7: 0, under2: 0 }),
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone').notNull(),
    guestCountry: text('guest_country').notNull().default('TR'),
    message: text('message'),
    language: languageColumn('language').notNull().default('tr'),
    isRefundable: boolean('is_refundable').notNull().default(false),
    status: text('status', { enum: reservationStatuses }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    totalCents: integer('total_cents').notNull(),
    // Before discounts; equal to total_cents when none applied.
    originalTotalCents: integer('original_total_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    remainingCents: integer('remaining_cents').notNull(),
    guaranteeFeeCents: integer('guarantee_fee_cents').notNull().default(0),
    // What the guest is owed back; refunded_cents is what has actually been paid out.
    refundCents: integer('refund_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    cancelledBy: text('cancelled_by', { enum: reservationActors }),
    cancelReason: text('cancel_reason'),
    cancelledAt: nullableTimestamp('cancelled_at'),
    // Set by the front desk in the back office when the guest arrives and leaves.
    checkedInAt: nullableTimestamp('checked_in_at'),
    checkedOutAt: nullableTimestamp('checked_out_at'),
    // From the Idempotency-Key header, so a retried create returns the first reservation (decision 031). A key is
    // only ever answered to the member who sent it; the fingerprint (a hash of the request) tells a retry from a reuse.
    idempotencyKey: text('idempotency_key'),
    idempotencyFingerprint: text('idempotency_fingerprint'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('reservations_reservation_number_unique').on(table.reservationNumber),
    unique('reservations_idempotency_key_unique').on(table.idempotencyKey),
    index('reservations_user_id_index').on(table.userId),
    index('reservations_apartment_id_check_in_index').on(table.apartmentId, table.checkIn),
    index('reservations_tour_id_check_in_index').on(table.tourId, table.checkIn, table.startTime),
    // The job that cancels unpaid bank transfers scans pending reservations by age.
    index('reservations_status_created_at_index').on(table.status, table.createdAt),
    // The back office: its list newest first or by check-in; the dashboard's day lists, tour departures, occupancy
    // and revenue by stay date, the last two from the index alone (it carries what they add up).
    index('reservations_created_at_index').on(table.createdAt),
    index('reservations_check_in_figures_index').on(
      table.checkIn,
      table.status,
      table.checkOut,
      table.apartmentId,
      table.totalCents,
      table.paidCents,
      table.refundedCents,
    ),
    index('reservations_check_out_index').on(table.checkOut),
    // The dashboard's waiting lists (pending pay-at-door, unpaid pending transfers): their oldest and their counts
    // from the index alone.
    index('reservations_pending_index')
      .on(table.paymentMethod, table.createdAt, table.paidCents)
      .where(sql`${table.status} = 'pending'`),
    // Searching the back office's lists by part of a name, an e-mail or a phone number (ILIKE '%…%', decision 075).
    index('reservations_guest_name_trigram_index').using('gin', table.guestName.op('gin_trgm_ops')),
    index('reservations_guest_email_trigram_index').using('gin', table.guestEmail.op('gin_trgm_ops')),
    index('reservations_guest_phone_trigram_index').using('gin', table.guestPhone.op('gin_trgm_ops')),
    index('reservations_guest_phone_digits_trigram_index').using(
      'gin',
      sql`replace(${table.guestPhone}, ' ', '') gin_trgm_ops`,
    ),
    checkOneOf('reservations_type_check', table.type, reservationTypes),
    checkOneOf('reservations_status_check', table.status, reservationStatuses),
    checkOneOf('reservations_payment_status_check', table.paymentStatus, paymentStatuses),
    checkOneOf('reservations_payment_method_check', table.paymentMethod, paymentMethods),
    checkOneOf('reservations_cancelled_by_check', table.cancelledBy, reservationActors),
    checkOneOf('reservations_language_check', table.language, languages),
    // Also guarantees a non-empty stay range for the exclusion constraint.
    check('reservations_stay_check', sql`${table.checkOut} > ${table.checkIn}`),
    check(
      'reservations_target_check',
      sql`(${table.type} = 'apartment' and ${table.apartmentId} is not null and ${table.tourId} is null)
        or (${table.type} = 'tour' and ${table.tourId} is not null and ${table.apartmentId} is null)`,
    ),
    check(
      'reservations_start_time_check',
      sql`(${table.type} = 'tour') = (${table.startTime} is not null)
        and (${table.startTime} is null or ${table.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`,
    ),
    check('reservations_adults_check', sql`${table.adults} >= 1`),
    check('reservations_children_check', sql`${table.children} >= 0`),
    check('reservations_children_ages_check', sql`jsonb_typeof(${table.childrenAges}) = 'array'`),
    check('reservations_children_age_groups_check', sql`jsonb_typeof(${table.childrenAgeGroups}) = 'object'`),
    check('reservations_guest_country_check', sql`${table.guestCountry} ~ '^[A-Z]{2}$'`),
    check(
      'reservations_amounts_check',
      sql`${table.totalCents} >= 0 and ${table.originalTotalCents} >= 0 and ${table.paidCents} >= 0
        and ${table.remainingCents} >= 0 and ${table.guaranteeFeeCents} >= 0
        and ${table.refundCents} >= 0 and ${table.refundedCents} >= 0`,
    ),
  ],
);
