import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/sync-channel-feed').then((module) => module.syncChannelFeedResponseSchema);

/** POST /api/admin/apartments/{id}/channels/{feedId}/sync: fetch the feed now; its state says how it went. */
export function syncChannelFeed(apartmentId: string, feedId: string, options: CallOptions = {}) {
  return checkedRequest(
    answerSchema,
    `/admin/apartments/${encodeURIComponent(apartmentId)}/channels/${encodeURIComponent(feedId)}/sync`,
    { ...options, method: 'POST' },
  );
}
