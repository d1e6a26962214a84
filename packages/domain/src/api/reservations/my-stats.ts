import { z } from 'zod';

/** GET /api/reservations/my-stats (signed in) — counts and sums over the member's reservations. */
export const myStatsResponseSchema = z.object({
  total: z.number().int(),
  upcoming: z.number().int(),
  active: z.number().int(),
  past: z.number().int(),
  byStatus: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    cancelled: z.number().int(),
    completed: z.number().int(),
  }),
  /** Nights of stays that were not cancelled (tour days count as one). */
  nights: z.number().int(),
  /** Euro: totals of reservations that were not cancelled (the membership tier's basis), paid, refunds owed. */
  totalSpent: z.number(),
  totalPaid: z.number(),
  totalRefund: z.number(),
  currency: z.literal('EUR'),
});
export type MyStatsResponse = z.infer<typeof myStatsResponseSchema>;
