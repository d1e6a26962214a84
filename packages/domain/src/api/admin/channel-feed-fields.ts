import { z } from 'zod';
import { isoDateSchema } from '../fields/stay-fields.ts';
import { apartmentIdParamsSchema } from './apartment-editor-fields.ts';

/** Where an import feed comes from: only a label for the operator (issue 18 §2). */
export const CHANNEL_LABELS = ['airbnb', 'booking', 'other'] as const;
export type ChannelLabel = (typeof CHANNEL_LABELS)[number];

/** Why the last fetch of a feed changed nothing (the back office translates the code). */
export const FEED_ERROR_CODES = [
  'address_refused',
  'fetch_failed',
  'timeout',
  'http_status',
  'too_large',
  'too_many_redirects',
  'not_icalendar',
  'empty_feed',
  'too_many_events',
] as const;
export type FeedErrorCode = (typeof FEED_ERROR_CODES)[number];

/** One import feed of an apartment, with the state of its fetches. */
export const channelFeedSchema = z.object({
  id: z.uuid(),
  label: z.enum(CHANNEL_LABELS),
  url: z.string(),
  lastSuccessAt: z.iso.datetime().nullable(),
  lastErrorAt: z.iso.datetime().nullable(),
  lastError: z.enum(FEED_ERROR_CODES).nullable(),
  /** Events in the last successful answer. */
  eventCount: z.number().int(),
  /** Blocks it holds on the calendar now (today on). */
  blockCount: z.number().int(),
  consecutiveFailures: z.number().int(),
  /** Failing again and again: polled less often, shown as a warning (issue 18 §5). */
  flagged: z.boolean(),
  nextFetchAt: z.iso.datetime(),
});
export type ChannelFeed = z.infer<typeof channelFeedSchema>;

export const channelFeedParamsSchema = apartmentIdParamsSchema.extend({
  feedId: z.uuid('error.invalid_value'),
});

/** An imported block the operator sees under its feed. */
export const channelBlockSchema = z.object({
  feedId: z.uuid(),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  summary: z.string(),
});
