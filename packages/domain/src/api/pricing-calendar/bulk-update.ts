import { z } from 'zod';
import { isoDateSchema } from '../fields/stay-fields.ts';
import { checkCalendarRange } from './range.ts';

/** Highest nightly price an admin may set, in euro: keeps every sum of cents far inside PostgreSQL's integer. */
export const MAX_NIGHT_PRICE = 100_000;

const euros = z.number().min(0).max(MAX_NIGHT_PRICE);

/**
 * PUT /api/pricing-calendar/bulk-update (admin). Sets the given fields on every day from startDate to endDate
 * (both included), optionally only on some weekdays (0 = Sunday … 6 = Saturday). Fields left out keep their
 * value; `originalPrice: null` removes a discount.
 */
export const bulkUpdateBodySchema = z
  .object({
    apartmentId: z.uuid(),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    price: euros.optional(),
    originalPrice: euros.nullable().optional(),
    minStayNights: z.number().int().min(1).max(30).optional(),
    isClosed: z.boolean().optional(),
    weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7).optional(),
  })
  .superRefine((body, context) => {
    const { price, originalPrice, minStayNights, isClosed } = body;
    if ([price, originalPrice, minStayNights, isClosed].every((field) => field === undefined)) {
      context.addIssue({ code: 'custom', path: [], message: 'error.pricing_nothing_to_change' });
    }
    if (price !== undefined && typeof originalPrice === 'number' && originalPrice <= price) {
      context.addIssue({
        code: 'custom',
        path: ['originalPrice'],
        message: 'error.pricing_original_not_above_price',
      });
    }
    checkCalendarRange(body.startDate, body.endDate, context);
  });
export type BulkUpdateBody = z.infer<typeof bulkUpdateBodySchema>;

export const bulkUpdateResponseSchema = z.object({
  /** Days written (created or changed). */
  updated: z.number().int(),
});
export type BulkUpdateResponse = z.infer<typeof bulkUpdateResponseSchema>;
