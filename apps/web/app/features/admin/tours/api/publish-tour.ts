import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { tourEditorAnswerSchema } from './get-tour-editor';

/** PUT /api/admin/tours/{id}/publication: publish or withdraw (the same state again changes nothing). */
export function publishTour(id: string, published: boolean, options: CallOptions = {}) {
  return checkedRequest(tourEditorAnswerSchema, `/admin/tours/${encodeURIComponent(id)}/publication`, {
    ...options,
    method: 'PUT',
    body: { published },
  });
}
