import { channelFeedParamsSchema } from './channel-feed-fields.ts';

/** DELETE /api/admin/apartments/{id}/channels/{feedId} (admin): the feed and its blocks go (204; again: 404). */
export const removeChannelFeedParamsSchema = channelFeedParamsSchema;
