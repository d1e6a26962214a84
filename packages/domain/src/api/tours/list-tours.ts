import { languageQuerySchema } from '../apartments/language-query.ts';
import { tourListResponseSchema } from './tour.ts';

/** GET /api/tours?lang — every active tour by tour number. */
export const listToursQuerySchema = languageQuerySchema;
export const listToursResponseSchema = tourListResponseSchema;
