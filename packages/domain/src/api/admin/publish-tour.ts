import { z } from 'zod';
import { tourEditorSchema, tourIdParamsSchema } from './tour-editor-fields.ts';

/**
 * PUT /api/admin/tours/{id}/publication (admin): publish or withdraw. Asking for the state it is in changes and
 * records nothing. A withdrawn tour leaves the tours list, search and the sitemap and its page answers 404; its
 * reservations stay.
 */
export const publishTourParamsSchema = tourIdParamsSchema;
export const publishTourBodySchema = z.object({ published: z.boolean('error.invalid_value') });
export const publishTourResponseSchema = tourEditorSchema;
