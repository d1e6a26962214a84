import { z } from 'zod';
import { GUARANTEE_FEE_PERCENT } from '../../cancellation.ts';
import { ADULT_AGE, type ChildrenAgeGroups, MAX_GUESTS_OF_A_KIND } from '../../guests.ts';
import type { NightRate } from '../../pricing.ts';
import { isIsoDate } from '../../stay-dates.ts';

// The zod fields of the stay rules, for the operations' schemas. The rules themselves live in zod-free modules
// (stay-dates.ts, guests.ts, cancellation.ts) that browser code imports without the validation library.

/** A stay date such as `2026-05-01`. */
export const isoDateSchema = z.string().refine(isIsoDate, { message: 'Invalid date, expected YYYY-MM-DD' });

const guestCount = z.number().int().min(0).max(MAX_GUESTS_OF_A_KIND);

export const childrenAgeGroupsSchema = z.object({
  above7: guestCount,
  between2And7: guestCount,
  under2: guestCount,
}) satisfies z.ZodType<ChildrenAgeGroups>;

/** The children's ages in completed years (0–17), one per child. */
export const childrenAgesSchema = z
  .array(
    z
      .number()
      .int()
      .min(0)
      .max(ADULT_AGE - 1),
  )
  .max(MAX_GUESTS_OF_A_KIND);

/** For the admin form that sets an apartment's guarantee fee rate. */
export const guaranteeFeePercentSchema = z
  .number()
  .min(GUARANTEE_FEE_PERCENT.min)
  .max(GUARANTEE_FEE_PERCENT.max)
  .default(GUARANTEE_FEE_PERCENT.default);

const cents = z.number().int().nonnegative();

/** One row of an apartment's price calendar (pricing.ts), as an admin sends it. */
export const nightRateSchema = z.object({
  date: isoDateSchema,
  priceCents: cents,
  originalPriceCents: cents.nullable(),
  minStayNights: z.number().int().min(1),
  isClosed: z.boolean(),
}) satisfies z.ZodType<NightRate>;
