import { tourListResponseSchema } from '../../catalogue/tour.ts';
import { languageQuerySchema } from '../apartments/language-query.ts';

/** GET /api/tours?lang — every active tour by tour number. */
export const listToursQuerySchema = languageQuerySchema;
export const listToursResponseSchema = tourListResponseSchema;
