import type { AddChannelFeedBody } from '@konak/domain/api/admin/add-channel-feed';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/add-channel-feed').then((module) => module.addChannelFeedResponseSchema);

/** POST /api/admin/apartments/{id}/channels: another channel's calendar address to import (admin only). */
export function addChannelFeed(apartmentId: string, body: AddChannelFeedBody, options: CallOptions = {}) {
  return checkedRequest(answerSchema, `/admin/apartments/${encodeURIComponent(apartmentId)}/channels`, {
    ...options,
    method: 'POST',
    body,
  });
}
