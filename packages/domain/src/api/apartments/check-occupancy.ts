import { z } from 'zod';
import { childrenAgeGroupsSchema } from '../fields/stay-fields.ts';

/** POST /api/apartments/{id}/check-occupancy — whether a party may stay, with translated reasons when not. */
export const checkOccupancyBodySchema = z.object({
  adults: z.number().int().min(0).max(50),
  children: z.number().int().min(0).max(50).default(0),
  /** May be left out when there are no children. */
  childrenAgeGroups: childrenAgeGroupsSchema.optional(),
});
export type CheckOccupancyBody = z.infer<typeof checkOccupancyBodySchema>;

export const occupancyErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  /** The rule broken, e.g. `too_many_guests` (GuestViolation codes of guests.ts). */
  code: z.string(),
});

export const checkOccupancyResponseSchema = z.object({
  fits: z.boolean(),
  maxCapacity: z.number().int(),
  errors: z.array(occupancyErrorSchema),
});
export type CheckOccupancyResponse = z.infer<typeof checkOccupancyResponseSchema>;
