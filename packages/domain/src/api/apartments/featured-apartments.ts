import { apartmentListResponseSchema } from './apartment.ts';
import { languageQuerySchema } from './language-query.ts';

/** GET /api/apartments/featured?lang — the apartments the home page shows first. */
export const featuredApartmentsQuerySchema = languageQuerySchema;
export const featuredApartmentsResponseSchema = apartmentListResponseSchema;
