import { tourEditorSchema, tourValuesSchema } from './tour-editor-fields.ts';

export { IDEMPOTENCY_KEY_HEADER, requiredIdempotencyHeadersSchema } from './admin-action-fields.ts';

/**
 * POST /api/admin/tours (admin; Idempotency-Key): a new tour, unpublished until an admin publishes it. A repeat
 * with the same key and body answers the first tour again (a double click creates one).
 */
export const createTourBodySchema = tourValuesSchema;
export const createTourResponseSchema = tourEditorSchema;
