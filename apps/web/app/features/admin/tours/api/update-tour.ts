import type { TourValuesInput } from '@konak/domain/api/admin/tour-editor-fields';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { tourEditorAnswerSchema } from './get-tour-editor';

/** PUT /api/admin/tours/{id}: every value at once (the same values again change nothing). */
export function updateTour(id: string, body: TourValuesInput, options: CallOptions = {}) {
  return checkedRequest(tourEditorAnswerSchema, `/admin/tours/${encodeURIComponent(id)}`, {
    ...options,
    method: 'PUT',
    body,
  });
}
