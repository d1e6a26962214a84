import { z } from 'zod';
import { isoDateSchema } from '../fields/stay-fields.ts';

/**
 * GET /api/reservations/available?checkIn&checkOut — the ids (and numbers) of the active apartments free for
 * the whole half-open stay: no live reservation shares a night and no night is closed (decision 034). It answers
 * ids only; /api/apartments/available answers full listings with prices and the party's rules.
 */
export const freeApartmentsQuerySchema = z.object({ checkIn: isoDateSchema, checkOut: isoDateSchema });
export type FreeApartmentsQuery = z.infer<typeof freeApartmentsQuerySchema>;

export const freeApartmentsResponseSchema = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  items: z.array(z.object({ apartmentId: z.uuid(), apartmentNumber: z.number().int() })),
  total: z.number().int(),
});
export type FreeApartmentsResponse = z.infer<typeof freeApartmentsResponseSchema>;
