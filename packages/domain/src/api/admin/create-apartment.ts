import { apartmentEditorSchema, apartmentValuesSchema } from './apartment-editor-fields.ts';

export { IDEMPOTENCY_KEY_HEADER, requiredIdempotencyHeadersSchema } from './admin-action-fields.ts';

/**
 * POST /api/admin/apartments (admin; Idempotency-Key): a new apartment, unpublished until an admin publishes it.
 * A repeat with the same key and body answers the first apartment again (a double click creates one).
 */
export const createApartmentBodySchema = apartmentValuesSchema;
export const createApartmentResponseSchema = apartmentEditorSchema;
