import { z } from 'zod';

/** One night of a priced stay, in euro. */
export const nightPriceSchema = z.object({
  date: z.string(),
  price: z.number(),
  /** The undiscounted price when the night is discounted, else null. */
  originalPrice: z.number().nullable(),
});

/** Spec §3 "Price calculation result", in euro with two decimals, plus the per-night breakdown. */
export const stayPriceSchema = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  totalPrice: z.number(),
  totalOriginalPrice: z.number(),
  hasDiscount: z.boolean(),
  pricePerNight: z.number(),
  currency: z.literal('EUR'),
  breakdown: z.array(nightPriceSchema),
});
export type StayPriceResult = z.infer<typeof stayPriceSchema>;
