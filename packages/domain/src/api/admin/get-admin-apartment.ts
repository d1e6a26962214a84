import { apartmentEditorSchema, apartmentIdParamsSchema } from './apartment-editor-fields.ts';

/** GET /api/admin/apartments/{id} (admin): every value of one apartment in all four languages. */
export const getAdminApartmentParamsSchema = apartmentIdParamsSchema;
export const getAdminApartmentResponseSchema = apartmentEditorSchema;
