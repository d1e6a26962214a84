import { z } from 'zod';
import { languageQuerySchema } from '../apartments/language-query.ts';
import { tourSchema } from './tour.ts';

/** GET /api/tours/{id}?lang — one active tour; 404 "listing not found" otherwise. */
export const tourIdParamsSchema = z.object({ id: z.uuid() });
export const getTourQuerySchema = languageQuerySchema;
export const getTourResponseSchema = tourSchema;
