import { z } from 'zod';
import { apartmentDetailSchema } from './apartment.ts';
import { languageQuerySchema } from './language-query.ts';

/** GET /api/apartments/{id}?lang — one active apartment; 404 "listing not found" otherwise. */
export const apartmentIdParamsSchema = z.object({ id: z.uuid() });
export type ApartmentIdParams = z.infer<typeof apartmentIdParamsSchema>;

export const getApartmentQuerySchema = languageQuerySchema;
export const getApartmentResponseSchema = apartmentDetailSchema;
