import { z } from 'zod';
import { apartmentIdParamsSchema } from './apartment-editor-fields.ts';
import { CHANNEL_LABELS, channelFeedSchema } from './channel-feed-fields.ts';

/** The longest feed address taken (Airbnb's and Booking.com's are about 150 characters). */
export const MAX_FEED_URL_LENGTH = 2000;

/**
 * POST /api/admin/apartments/{id}/channels (admin): adds an import feed (http or https; where it points is checked
 * when it is fetched, after DNS, decision 095). 201 with the feed; 409 when the apartment already has that address.
 */
export const addChannelFeedParamsSchema = apartmentIdParamsSchema;
export const addChannelFeedBodySchema = z.object({
  label: z.enum(CHANNEL_LABELS, 'error.invalid_value'),
  url: z
    .string('error.invalid_value')
    .trim()
    .max(MAX_FEED_URL_LENGTH, 'error.invalid_value')
    .pipe(z.url({ protocol: /^https?$/, message: 'error.feed_url_invalid' })),
});
export type AddChannelFeedBody = z.infer<typeof addChannelFeedBodySchema>;
export const addChannelFeedResponseSchema = channelFeedSchema;
