import type { ApartmentValuesInput } from '@konak/domain/api/admin/apartment-editor-fields';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { editorAnswerSchema } from './get-apartment';

/** PUT /api/admin/apartments/{id}: every value at once; a changed slug keeps redirecting from the old one. */
export function updateApartment(id: string, body: ApartmentValuesInput, options: CallOptions = {}) {
  return checkedRequest(editorAnswerSchema, `/admin/apartments/${encodeURIComponent(id)}`, {
    ...options,
    method: 'PUT',
    body,
  });
}
