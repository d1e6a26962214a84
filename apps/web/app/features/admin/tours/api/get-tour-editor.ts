import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

export const tourEditorAnswerSchema = () =>
  import('@konak/domain/api/admin/tour-editor-fields').then((module) => module.tourEditorSchema);

/** GET /api/admin/tours/{id}: every value of one tour in all four languages (admin only). */
export function getTourEditor(id: string, options: CallOptions = {}) {
  return checkedRequest(tourEditorAnswerSchema, `/admin/tours/${encodeURIComponent(id)}`, options);
}
