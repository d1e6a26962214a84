import { z } from 'zod';
import { responsiveImageSchema } from '../fields/responsive-image.ts';

export const tourSchema = z.object({
  id: z.uuid(),
  tourNumber: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  meetingPoint: z.string(),
  /** In minutes. */
  duration: z.number().int(),
  /** Places on one departure (a date and a start time). */
  maxPeople: z.number().int(),
  /** "HH:MM" in Istanbul time, earliest first (decision 058). */
  startTimes: z.array(z.string()),
  /** ISO weekdays the tour runs: 1 Monday … 7 Sunday. */
  weekdays: z.array(z.number().int()),
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
