import { z } from 'zod';

/** POST …/change-preview: the price of a change and the difference, nothing saved (change-reservation-as-operator.ts). */
export const changePreviewResponseSchema = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  startTime: z.string().nullable(),
  listingId: z.uuid(),
  adults: z.number().int(),
  children: z.number().int(),
  currentTotal: z.number(),
  newTotal: z.number(),
  /** newTotal − currentTotal: positive when the guest pays more. */
  difference: z.number(),
  guaranteeFee: z.number(),
});
export type ChangePreview = z.infer<typeof changePreviewResponseSchema>;
