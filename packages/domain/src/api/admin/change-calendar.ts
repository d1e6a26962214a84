import { z } from 'zod';
import { MAX_STAY_NIGHTS } from '../../stay-dates.ts';
import { isoDateSchema } from '../fields/stay-fields.ts';
import { MAX_NIGHT_PRICE } from '../pricing-calendar/bulk-update.ts';
import { checkCalendarRange } from '../pricing-calendar/range.ts';

export { IDEMPOTENCY_KEY_HEADER, requiredIdempotencyHeadersSchema } from './admin-action-fields.ts';

/** Most apartments one change may cover: the whole catalogue of a large operator. */
export const MAX_CHANGED_APARTMENTS = 500;
/** Deepest discount: a whole night free is a closed-and-given-away night, not a discount (decision 080). */
export const MAX_DISCOUNT_PERCENT = 99;

/** What one change does to every chosen day; one kind per change, as the timeline's range menu offers them. */
export const calendarChangeSchema = z.discriminatedUnion('kind', [
  /** The nightly price in euro; a struck-through price stays only while it is still above the new price. */
  z.object({ kind: z.literal('price'), price: z.number().positive().max(MAX_NIGHT_PRICE) }),
  /**
   * A discount off each day's undiscounted price (its struck-through price, else its price): the guest pays
   * that less the percentage, and sees the undiscounted price struck through. 0 removes the discount.
   */
  z.object({ kind: z.literal('discount'), percent: z.number().int().min(0).max(MAX_DISCOUNT_PERCENT) }),
  /** The fewest nights of a stay that starts on the day. */
  z.object({ kind: z.literal('minStay'), nights: z.number().int().min(1).max(MAX_STAY_NIGHTS) }),
  /** Nobody can book the day; refused on a night a reservation already holds (409). */
  z.object({ kind: z.literal('close') }),
  z.object({ kind: z.literal('open') }),
]);
export type CalendarChange = z.infer<typeof calendarChangeSchema>;
export type CalendarChangeKind = CalendarChange['kind'];

/**
 * POST /api/admin/calendar/changes (admin; `Idempotency-Key` header required) — one change to the days from
 * `from` to `to` (both included, at most 400) of one or several apartments, in one transaction.
 */
export const changeCalendarBodySchema = z
  .object({
    apartmentIds: z
      .array(z.uuid())
      .min(1)
      .max(MAX_CHANGED_APARTMENTS)
      .refine((ids) => new Set(ids).size === ids.length, 'error.calendar_apartments_repeated'),
    from: isoDateSchema,
    to: isoDateSchema,
    change: calendarChangeSchema,
  })
  .superRefine((body, context) => checkCalendarRange(body.from, body.to, context, 'to'));
export type ChangeCalendarBody = z.infer<typeof changeCalendarBodySchema>;

export const changeCalendarResponseSchema = z.object({
  /** Apartment-days written (created or changed). */
  updated: z.number().int(),
  apartments: z.number().int(),
  from: z.string(),
  to: z.string(),
});
export type ChangeCalendarResponse = z.infer<typeof changeCalendarResponseSchema>;
