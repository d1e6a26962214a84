import { z } from 'zod';
import { responsiveImageSchema } from './media.ts';

export const tourSchema = z.object({
  id: z.uuid(),
  tourNumber: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  meetingPoint: z.string(),
  /** In minutes. */
  duration: z.number().int(),
  maxPeople: z.number().int(),
  /** Per person, in euro. */
  price: z.number(),
  images: z.array(responsiveImageSchema),
  translations: z.record(
    z.string(),
    z.object({ title: z.string(), description: z.string(), slug: z.string() }),
  ),
});
export type Tour = z.infer<typeof tourSchema>;

export const tourListResponseSchema = z.object({ items: z.array(tourSchema), total: z.number().int() });
export type TourListResponse = z.infer<typeof tourListResponseSchema>;
