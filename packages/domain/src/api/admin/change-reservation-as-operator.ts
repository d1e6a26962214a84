import { z } from 'zod';
import { childrenAgeGroupsSchema, isoDateSchema } from '../fields/stay-fields.ts';

/**
 * POST …/change and …/change-preview: new dates, apartment (or tour departure) or party. What is not given stays
 * as it is. Checked with the site's rules and priced with the site's calculation; the preview answers the new
 * price and the difference without saving.
 */
export const changeReservationBodySchema = z
  .object({
    checkIn: isoDateSchema.optional(),
    checkOut: isoDateSchema.optional(),
    startTime: z
      .string()
      .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
      .optional(),
    apartmentId: z.uuid().optional(),
    adults: z.number().int().min(1).max(50).optional(),
    children: z.number().int().min(0).max(50).optional(),
    childrenAgeGroups: childrenAgeGroupsSchema.optional(),
  })
  .superRefine((body, context) => {
    if (Object.values(body).every((value) => value === undefined)) {
      context.addIssue({ code: 'custom', path: [], message: 'error.nothing_to_update' });
    }
  });
export type ChangeReservationBody = z.input<typeof changeReservationBodySchema>;
export type ChangeReservationInput = z.infer<typeof changeReservationBodySchema>;
