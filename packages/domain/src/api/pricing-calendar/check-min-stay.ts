import { z } from 'zod';
import { isoDateSchema } from '../fields/stay-fields.ts';

/** POST /api/pricing-calendar/check-min-stay — whether a stay meets the check-in night's minimum stay. */
export const checkMinStayBodySchema = z.object({
  apartmentId: z.uuid(),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
});
export type CheckMinStayBody = z.infer<typeof checkMinStayBodySchema>;

export const checkMinStayResponseSchema = z.object({
  valid: z.boolean(),
  minStayNights: z.number().int(),
  nights: z.number().int(),
  /** Translated explanation, only when not valid. */
  message: z.string().optional(),
});
export type CheckMinStayResponse = z.infer<typeof checkMinStayResponseSchema>;
