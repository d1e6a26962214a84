import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/list-channel-feeds').then(
    (module) => module.listChannelFeedsResponseSchema,
  );

/** GET /api/admin/apartments/{id}/channels: the export feed's state, the import feeds and their blocks (admin only). */
export function listChannelFeeds(apartmentId: string, options: CallOptions = {}) {
  return checkedRequest(
    answerSchema,
    `/admin/apartments/${encodeURIComponent(apartmentId)}/channels`,
    options,
  );
}
