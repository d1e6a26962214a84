import type { ChannelFeed } from '@konak/domain/api/admin/channel-feed-fields';
import { isFeedFlagged } from '@konak/domain/channel-sync/feed-blocks';
import { istanbulDate } from '@konak/domain/stay-dates';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { channelBlocks, channelFeeds } from '../../db/schema/channel-sync.ts';

export type FeedRow = typeof channelFeeds.$inferSelect;

export async function findFeed(db: Database, feedId: string): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(channelFeeds).where(eq(channelFeeds.id, feedId));
  return row;
}

export async function feedsOfApartment(db: Database, apartmentId: string): Promise<FeedRow[]> {
  return db
    .select()
    .from(channelFeeds)
    .where(eq(channelFeeds.apartmentId, apartmentId))
    .orderBy(asc(channelFeeds.createdAt), asc(channelFeeds.id));
}

/** The feed as the back office shows it, with the blocks it holds from today on. */
export async function feedView(db: Database, row: FeedRow, now: Date): Promise<ChannelFeed> {
  const [blocks] = await db
    .select({ n: count() })
    .from(channelBlocks)
    .where(and(eq(channelBlocks.feedId, row.id), gt(channelBlocks.checkOut, istanbulDate(now))));
  return {
    id: row.id,
    label: row.label,
    url: row.url,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    lastError: (row.lastError as ChannelFeed['lastError']) ?? null,
    eventCount: row.eventCount,
    blockCount: blocks?.n ?? 0,
    consecutiveFailures: row.consecutiveFailures,
    flagged: isFeedFlagged(row.consecutiveFailures),
    nextFetchAt: row.nextFetchAt.toISOString(),
  };
}
