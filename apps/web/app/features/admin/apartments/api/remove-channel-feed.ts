import { apiRequest, type CallOptions } from '../../../../lib/api-client';

/** DELETE /api/admin/apartments/{id}/channels/{feedId}: the feed goes, and its blocks with it (admin only). */
export function removeChannelFeed(apartmentId: string, feedId: string, options: CallOptions = {}) {
  return apiRequest<void>(
    `/admin/apartments/${encodeURIComponent(apartmentId)}/channels/${encodeURIComponent(feedId)}`,
    { ...options, method: 'DELETE' },
  );
}
