import { z } from 'zod';
import { apartmentIdParamsSchema } from './apartment-editor-fields.ts';
import { channelBlockSchema, channelFeedSchema } from './channel-feed-fields.ts';

/**
 * GET /api/admin/apartments/{id}/channels (admin): the apartment's calendar sync — whether its export feed exists
 * (its address is shown only when created or rotated: only a hash is kept, decision 093), its import feeds and the
 * blocks they hold from today on.
 */
export const listChannelFeedsParamsSchema = apartmentIdParamsSchema;
export const listChannelFeedsResponseSchema = z.object({
  exportFeed: z.object({ createdAt: z.iso.datetime() }).nullable(),
  items: z.array(channelFeedSchema),
  total: z.number().int(),
  blocks: z.array(channelBlockSchema),
});
export type ListChannelFeedsResponse = z.infer<typeof listChannelFeedsResponseSchema>;
