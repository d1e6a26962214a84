import { tourEditorSchema, tourIdParamsSchema, tourValuesSchema } from './tour-editor-fields.ts';

/** PUT /api/admin/tours/{id} (admin): every value at once; the same values again change and record nothing. */
export const updateTourParamsSchema = tourIdParamsSchema;
export const updateTourBodySchema = tourValuesSchema;
export const updateTourResponseSchema = tourEditorSchema;
