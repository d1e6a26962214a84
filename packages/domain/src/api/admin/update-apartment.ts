import {
  apartmentEditorSchema,
  apartmentIdParamsSchema,
  apartmentValuesSchema,
} from './apartment-editor-fields.ts';

/**
 * PUT /api/admin/apartments/{id} (admin): every value at once, as the editor shows them (decision 083). A changed
 * slug keeps redirecting from its old value; saving the same values again changes and records nothing.
 */
export const updateApartmentParamsSchema = apartmentIdParamsSchema;
export const updateApartmentBodySchema = apartmentValuesSchema;
export const updateApartmentResponseSchema = apartmentEditorSchema;
