import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

export const editorAnswerSchema = () =>
  import('@konak/domain/api/admin/apartment-editor-fields').then((module) => module.apartmentEditorSchema);

/** GET /api/admin/apartments/{id}: every value of one apartment in all four languages (admin only). */
export function getApartment(id: string, options: CallOptions = {}) {
  return checkedRequest(editorAnswerSchema, `/admin/apartments/${encodeURIComponent(id)}`, options);
}
