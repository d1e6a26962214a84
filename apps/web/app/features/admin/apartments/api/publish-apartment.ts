import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { editorAnswerSchema } from './get-apartment';

/** PUT /api/admin/apartments/{id}/publication: publish or withdraw (the same state again changes nothing). */
export function publishApartment(id: string, published: boolean, options: CallOptions = {}) {
  return checkedRequest(editorAnswerSchema, `/admin/apartments/${encodeURIComponent(id)}/publication`, {
    ...options,
    method: 'PUT',
    body: { published },
  });
}
