import { channelFeedParamsSchema, channelFeedSchema } from './channel-feed-fields.ts';

/**
 * POST /api/admin/apartments/{id}/channels/{feedId}/sync (admin): fetches the feed now and answers its state; a
 * failed fetch is not an error of the call (200, `lastError` says why nothing changed).
 */
export const syncChannelFeedParamsSchema = channelFeedParamsSchema;
export const syncChannelFeedResponseSchema = channelFeedSchema;
