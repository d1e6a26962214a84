import { tourEditorSchema, tourIdParamsSchema } from './tour-editor-fields.ts';

/** GET /api/admin/tours/{id} (admin): every value of one tour in all four languages. */
export const getAdminTourParamsSchema = tourIdParamsSchema;
export const getAdminTourResponseSchema = tourEditorSchema;
