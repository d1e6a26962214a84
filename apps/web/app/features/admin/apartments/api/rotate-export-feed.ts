import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/rotate-export-feed').then(
    (module) => module.rotateExportFeedResponseSchema,
  );

/** POST /api/admin/apartments/{id}/channels/export: a new secret export address; the old one stops at once. */
export function rotateExportFeed(apartmentId: string, options: CallOptions = {}) {
  return checkedRequest(
    answerSchema,
    `/admin/apartments/${encodeURIComponent(apartmentId)}/channels/export`,
    {
      ...options,
      method: 'POST',
    },
  );
}
