import { z } from 'zod';
import { apartmentListResponseSchema } from './apartment.ts';
import { languageQuerySchema } from './language-query.ts';

/** The categories listings are filed under; an unknown one is a mistyped link, answered with 400. */
export const APARTMENT_CATEGORIES = ['studio', 'apartment', 'family', 'luxury', 'sea-view'] as const;
export type ApartmentCategory = (typeof APARTMENT_CATEGORIES)[number];

/** GET /api/apartments/category/{category}?lang */
export const apartmentsByCategoryParamsSchema = z.object({ category: z.enum(APARTMENT_CATEGORIES) });
export const apartmentsByCategoryQuerySchema = languageQuerySchema;
export const apartmentsByCategoryResponseSchema = apartmentListResponseSchema;
