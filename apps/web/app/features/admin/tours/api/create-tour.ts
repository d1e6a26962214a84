import type { TourValuesInput } from '@konak/domain/api/admin/tour-editor-fields';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { tourEditorAnswerSchema } from './get-tour-editor';

/** POST /api/admin/tours: a new, unpublished tour; the same key makes a double click one tour. */
export function createTour(body: TourValuesInput, idempotencyKey: string, options: CallOptions = {}) {
  return checkedRequest(tourEditorAnswerSchema, '/admin/tours', {
    ...options,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
