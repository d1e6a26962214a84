import { type FeedEvent, nextFetchDelayMs, reconcileBlocks } from '@konak/domain/channel-sync/feed-blocks';
import { istanbulDate } from '@konak/domain/stay-dates';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { channelBlocks, channelConflicts, channelFeeds } from '../../db/schema/channel-sync.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { JOB_KINDS } from '../../jobs/job-kinds.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { AppServices } from '../../services.ts';
import { lockApartmentBlocksForImport } from '../pricing-calendar/surface.ts';
import { blockMeetsLiveBooking } from './conflicts.ts';
import { FeedError } from './feed-errors.ts';
import { type FeedFetchLimits, fetchFeed, POLL_LIMITS } from './feed-fetch.ts';
import { parseFeed } from './feed-parse.ts';
import { type FeedRow, findFeed } from './feed-repository.ts';

export type SyncOutcome =
  | { ok: true; inserted: number; updated: number; released: number; conflicts: number }
  | { ok: false; error: FeedError };

/** The fetch limits of this site: loopback feeds only where decision 095's test-only setting allows them. */
export function fetchLimits(
  services: AppServices,
  overrides: Partial<FeedFetchLimits> = {},
): FeedFetchLimits {
  return { ...POLL_LIMITS, allowLoopback: services.config.CHANNEL_FEEDS_ALLOW_LOOPBACK, ...overrides };
}

async function recordFailure(db: Database, feed: FeedRow, error: FeedError, now: Date): Promise<void> {
  const failures = feed.consecutiveFailures + 1;
  await db
    .update(channelFeeds)
    .set({
      lastFetchedAt: now,
      lastError: error.code,
      lastErrorAt: now,
      consecutiveFailures: failures,
      // A feed that keeps failing is backed off: 15 min, 30, 60, … up to 6 hours.
      nextFetchAt: new Date(now.getTime() + nextFetchDelayMs(failures)),
      updatedAt: now,
    })
    .where(eq(channelFeeds.id, feed.id));
}

/**
 * Writes what a successful fetch says (issue 18 §2): blocks matched by dates, then UID, are kept, new ones added,
 * vanished ones released. Then every block of the feed that shares a night with a live direct booking is a
 * conflict: nothing is deleted, and each new pair queues the operator's mail once, in this transaction.
 */
async function applyEvents(
  db: Database,
  feed: FeedRow,
  events: readonly FeedEvent[],
  eventCount: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await lockApartmentBlocksForImport(tx, feed.apartmentId);
    const today = istanbulDate(now);
    const stored = await tx
      .select({
        id: channelBlocks.id,
        uid: channelBlocks.uid,
        checkIn: channelBlocks.checkIn,
        checkOut: channelBlocks.checkOut,
        summary: channelBlocks.summary,
      })
      .from(channelBlocks)
      .where(and(eq(channelBlocks.feedId, feed.id), gt(channelBlocks.checkOut, today)));
    const changes = reconcileBlocks(stored, events);
    if (changes.release.length > 0) {
      await tx.delete(channelBlocks).where(
        inArray(
          channelBlocks.id,
          changes.release.map((block) => block.id),
        ),
      );
    }
    for (const block of changes.update) {
      await tx
        .update(channelBlocks)
        .set({
          uid: block.uid,
          checkIn: block.checkIn,
          checkOut: block.checkOut,
          summary: block.summary,
          updatedAt: now,
        })
        .where(eq(channelBlocks.id, block.id));
    }
    if (changes.insert.length > 0) {
      await tx
        .insert(channelBlocks)
        .values(
          changes.insert.map((event) => ({
            ...event,
            feedId: feed.id,
            apartmentId: feed.apartmentId,
            createdAt: now,
            updatedAt: now,
          })),
        )
        // A past block of the same dates (kept for the record) is the same block.
        .onConflictDoUpdate({
          target: [channelBlocks.feedId, channelBlocks.checkIn, channelBlocks.checkOut],
          set: { uid: sql`excluded.uid`, summary: sql`excluded.summary`, updatedAt: now },
        });
    }
    // Past blocks can no longer take a night: they go with this fetch rather than pile up.
    await tx
      .delete(channelBlocks)
      .where(and(eq(channelBlocks.feedId, feed.id), lt(channelBlocks.checkOut, today)));
    const overlapping = await tx
      .select({ blockId: channelBlocks.id, reservationId: reservations.id })
      .from(channelBlocks)
      .innerJoin(reservations, blockMeetsLiveBooking)
      .where(and(eq(channelBlocks.feedId, feed.id), gt(reservations.checkOut, today)));
    let conflicts = 0;
    if (overlapping.length > 0) {
      const fresh = await tx
        .insert(channelConflicts)
        .values(overlapping.map((pair) => ({ ...pair, detectedAt: now })))
        .onConflictDoNothing()
        .returning();
      conflicts = fresh.length;
      for (const pair of fresh) {
        await enqueueJob(tx, {
          kind: JOB_KINDS.channelConflictMail,
          payload: { blockId: pair.blockId, reservationId: pair.reservationId },
          runAt: now,
        });
      }
    }
    await tx
      .update(channelFeeds)
      .set({
        lastFetchedAt: now,
        lastSuccessAt: now,
        lastError: null,
        eventCount,
        consecutiveFailures: 0,
        nextFetchAt: new Date(now.getTime() + nextFetchDelayMs(0)),
        updatedAt: now,
      })
      .where(eq(channelFeeds.id, feed.id));
    return {
      ok: true as const,
      inserted: changes.insert.length,
      updated: changes.update.length,
      released: changes.release.length,
      conflicts,
    };
  });
}

/**
 * Fetches one import feed and applies it. A failed, non-iCalendar, oversized answer, or an empty one after a feed
 * that had events, changes no block: it is recorded as the feed's last error (and backs the feed off), unless
 * `recordFailures` is off (the quick refresh before a booking, whose short timeout says nothing about the feed).
 */
export async function syncFeed(
  services: AppServices,
  feedId: string,
  options: { now: Date; limits?: Partial<FeedFetchLimits>; recordFailures?: boolean },
): Promise<SyncOutcome | null> {
  const { db } = services.database;
  const feed = await findFeed(db, feedId);
  if (!feed) return null;
  const { now } = options;
  try {
    const text = await fetchFeed(feed.url, fetchLimits(services, options.limits));
    const parsed = parseFeed(text, now);
    if (parsed.eventCount === 0 && feed.eventCount > 0) throw new FeedError('empty_feed');
    return await applyEvents(db, feed, parsed.events, parsed.eventCount, now);
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    if (options.recordFailures !== false) await recordFailure(db, feed, error, now);
    return { ok: false, error };
  }
}

/**
 * How many feeds one poll fetches at once, and at most per run (the rest are due at the next run, a minute later):
 * 60 feeds of 15 s at worst, four at a time, end well within the job's 5-minute lease, so no other process takes
 * the run over while it is still fetching.
 */
const POLL_PARALLEL = 4;
const POLL_BATCH = 60;

/**
 * The poll of every due import feed: run by the recurring job, which exactly one process holds at a time (the
 * job table's claim), so every feed is fetched once per 15 minutes whatever the number of app processes.
 */
export async function syncDueFeeds(
  services: AppServices,
  { now, log }: { now: Date; log: FastifyBaseLogger },
): Promise<number> {
  const due = await services.database.db
    .select({ id: channelFeeds.id })
    .from(channelFeeds)
    .where(sql`${channelFeeds.nextFetchAt} <= ${now}`)
    .orderBy(channelFeeds.nextFetchAt)
    .limit(POLL_BATCH);
  const queue = due.map((feed) => feed.id);
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const outcome = await syncFeed(services, id, { now });
      if (outcome && !outcome.ok)
        log.warn({ feedId: id, error: outcome.error.message }, 'channel feed failed');
    }
  };
  await Promise.all(Array.from({ length: POLL_PARALLEL }, worker));
  return due.length;
}

/** How old a fetch may be before a booking waits for a fresh one (issue 18 §3), and how long it waits. */
const FRESH_ENOUGH_MS = 2 * 60_000;
const BEFORE_BOOKING_TIMEOUT_MS = 3_000;

/** Feeds last fetched before this instant are re-fetched before a booking of their apartment is judged. */
export function feedsStaleBefore(now: Date): Date {
  return new Date(now.getTime() - FRESH_ENOUGH_MS);
}

/**
 * Before a direct booking is judged: re-fetches the apartment's import feeds last fetched over 2 minutes ago (the
 * booking's calendar read names them, decision 108), with a short timeout, so a night just sold elsewhere is closed
 * before this booking is judged. A failure never blocks the booking; it is logged.
 */
export async function refreshFeedsBeforeBooking(
  services: AppServices,
  feedIds: readonly string[],
  { now, log }: { now: Date; log?: FastifyBaseLogger },
): Promise<void> {
  await Promise.all(
    feedIds.map(async (id) => {
      try {
        const outcome = await syncFeed(services, id, {
          now,
          limits: { timeoutMs: BEFORE_BOOKING_TIMEOUT_MS },
          recordFailures: false,
        });
        if (outcome && !outcome.ok) {
          log?.warn(
            { feedId: id, error: outcome.error.message },
            'channel feed refresh before booking failed',
          );
        }
      } catch (error) {
        log?.error({ err: error, feedId: id }, 'channel feed refresh before booking failed');
      }
    }),
  );
}
