import type { ApartmentValuesInput } from '@konak/domain/api/admin/apartment-editor-fields';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { editorAnswerSchema } from './get-apartment';

/** POST /api/admin/apartments: a new, unpublished apartment; the same key makes a double click one apartment. */
export function createApartment(
  body: ApartmentValuesInput,
  idempotencyKey: string,
  options: CallOptions = {},
) {
  return checkedRequest(editorAnswerSchema, '/admin/apartments', {
    ...options,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
