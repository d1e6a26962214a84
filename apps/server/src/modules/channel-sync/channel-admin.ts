import type { AddChannelFeedBody } from '@konak/domain/api/admin/add-channel-feed';
import type { ChannelFeed } from '@konak/domain/api/admin/channel-feed-fields';
import type { ListChannelFeedsResponse } from '@konak/domain/api/admin/list-channel-feeds';
import type { RotateExportFeedResponse } from '@konak/domain/api/admin/rotate-export-feed';
import { istanbulDate } from '@konak/domain/stay-dates';
import { and, asc, eq, gt } from 'drizzle-orm';
import { type Database, sqlConstraint, sqlState } from '../../db/client.ts';
import { apartments } from '../../db/schema/apartments.ts';
import { channelBlocks, channelFeeds } from '../../db/schema/channel-sync.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-tokens.ts';
import type { AppServices } from '../../services.ts';
import { recordAudit } from '../audit/surface.ts';
import { exportFeedUrl, exportTokenOf, rotateExportToken } from './export-token.ts';
import { feedsOfApartment, feedView, findFeed } from './feed-repository.ts';
import { syncFeed } from './feed-sync.ts';

const apartmentNotFound = () =>
  new AppError(404, 'error.apartment_not_found', { code: 'apartment_not_found' });
const feedNotFound = () =>
  new AppError(404, 'error.channel_feed_not_found', { code: 'channel_feed_not_found' });

async function requireApartment(db: Database, apartmentId: string): Promise<void> {
  const [row] = await db.select({ id: apartments.id }).from(apartments).where(eq(apartments.id, apartmentId));
  if (!row) throw apartmentNotFound();
}

async function requireFeed(db: Database, apartmentId: string, feedId: string) {
  const feed = await findFeed(db, feedId);
  if (!feed || feed.apartmentId !== apartmentId) throw feedNotFound();
  return feed;
}

export async function listChannelFeeds(
  db: Database,
  apartmentId: string,
  now: Date,
): Promise<ListChannelFeedsResponse> {
  await requireApartment(db, apartmentId);
  const [token, feeds, blocks] = await Promise.all([
    exportTokenOf(db, apartmentId),
    feedsOfApartment(db, apartmentId),
    db
      .select({
        feedId: channelBlocks.feedId,
        checkIn: channelBlocks.checkIn,
        checkOut: channelBlocks.checkOut,
        summary: channelBlocks.summary,
      })
      .from(channelBlocks)
      .where(and(eq(channelBlocks.apartmentId, apartmentId), gt(channelBlocks.checkOut, istanbulDate(now))))
      .orderBy(asc(channelBlocks.checkIn)),
  ]);
  const items = await Promise.all(feeds.map((feed) => feedView(db, feed, now)));
  return {
    exportFeed: token ? { createdAt: token.createdAt.toISOString() } : null,
    items,
    total: items.length,
    blocks,
  };
}

type Operator = { operator: SessionUser; now: Date };

export async function addChannelFeed(
  db: Database,
  apartmentId: string,
  body: AddChannelFeedBody,
  { operator, now }: Operator,
): Promise<ChannelFeed> {
  await requireApartment(db, apartmentId);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(channelFeeds)
        .values({
          apartmentId,
          label: body.label,
          url: body.url,
          nextFetchAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('the feed was not inserted');
      await recordAudit(tx, {
        actor: operator,
        action: 'apartment.channel_feed_add',
        subjectType: 'apartment',
        subjectId: apartmentId,
        before: null,
        after: { feedId: row.id, label: row.label, url: row.url },
        at: now,
      });
      return feedView(tx, row, now);
    });
  } catch (error) {
    if (sqlState(error) === '23505' && sqlConstraint(error) === 'channel_feeds_apartment_url_unique') {
      throw new AppError(409, 'error.channel_feed_exists', { code: 'channel_feed_exists' });
    }
    throw error;
  }
}

export async function removeChannelFeed(
  db: Database,
  apartmentId: string,
  feedId: string,
  { operator, now }: Operator,
): Promise<void> {
  await db.transaction(async (tx) => {
    const feed = await requireFeed(tx, apartmentId, feedId);
    await tx.delete(channelFeeds).where(eq(channelFeeds.id, feed.id));
    await recordAudit(tx, {
      actor: operator,
      action: 'apartment.channel_feed_remove',
      subjectType: 'apartment',
      subjectId: apartmentId,
      before: { feedId: feed.id, label: feed.label, url: feed.url },
      after: null,
      at: now,
    });
  });
}

/** "Sync now": the fetch runs while the operator waits; its failure is the feed's state, not the call's. */
export async function syncChannelFeedNow(
  services: AppServices,
  apartmentId: string,
  feedId: string,
  now: Date,
): Promise<ChannelFeed> {
  const { db } = services.database;
  await requireFeed(db, apartmentId, feedId);
  await syncFeed(services, feedId, { now });
  const feed = await requireFeed(db, apartmentId, feedId);
  return feedView(db, feed, now);
}

export async function rotateExportFeed(
  services: AppServices,
  apartmentId: string,
  { operator, now }: Operator,
): Promise<RotateExportFeedResponse> {
  const { db } = services.database;
  await requireApartment(db, apartmentId);
  const { token, createdAt } = await db.transaction(async (tx) => {
    const rotated = await rotateExportToken(tx, apartmentId, now);
    // The token itself is never written down: the audit says only that the address changed.
    await recordAudit(tx, {
      actor: operator,
      action: 'apartment.channel_export_rotate',
      subjectType: 'apartment',
      subjectId: apartmentId,
      before: null,
      after: { rotatedAt: now.toISOString() },
      at: now,
    });
    return rotated;
  });
  return { url: exportFeedUrl(services.config.PUBLIC_URL, token), createdAt: createdAt.toISOString() };
}
