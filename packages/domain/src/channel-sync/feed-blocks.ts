import type { NightRate } from '../pricing.ts';
import { addDays } from '../stay-dates.ts';

/** A night range another channel's feed closes: half-open [checkIn, checkOut) in the Istanbul calendar. */
export type FeedEvent = { uid: string; checkIn: string; checkOut: string; summary: string };

/** A block already stored for a feed. */
export type StoredBlock = FeedEvent & { id: string };

/** What a successful fetch changes: blocks kept (with a new UID or dates when those moved), added and released. */
export type BlockChanges = {
  update: (FeedEvent & { id: string })[];
  insert: FeedEvent[];
  release: StoredBlock[];
};

const datesKey = (event: { checkIn: string; checkOut: string }) => `${event.checkIn}/${event.checkOut}`;

/**
 * Matches a feed's events to the blocks stored from it (issue 18 §2). Events with the same dates are one block
 * (duplicates, or a feed that regenerates UIDs on each fetch: the stored block keeps its id and takes the new UID);
 * an event whose UID is known but whose dates moved moves its block; the rest are new. Stored blocks no event
 * matched are released. Matching by dates first keeps a block's identity (and its conflict record) stable.
 */
export function reconcileBlocks(stored: readonly StoredBlock[], events: readonly FeedEvent[]): BlockChanges {
  const incoming = new Map<string, FeedEvent>();
  for (const event of events) {
    if (!incoming.has(datesKey(event))) incoming.set(datesKey(event), event);
  }
  const unmatched = new Map(stored.map((block) => [block.id, block]));
  const update: BlockChanges['update'] = [];
  const leftover: FeedEvent[] = [];
  const storedByDates = new Map(stored.map((block) => [datesKey(block), block]));
  for (const event of incoming.values()) {
    const same = storedByDates.get(datesKey(event));
    if (same && unmatched.has(same.id)) {
      unmatched.delete(same.id);
      if (same.uid !== event.uid || same.summary !== event.summary) update.push({ ...event, id: same.id });
    } else {
      leftover.push(event);
    }
  }
  const insert: FeedEvent[] = [];
  for (const event of leftover) {
    const moved = [...unmatched.values()].find((block) => block.uid === event.uid);
    if (moved) {
      unmatched.delete(moved.id);
      update.push({ ...event, id: moved.id });
    } else {
      insert.push(event);
    }
  }
  return { update, insert, release: [...unmatched.values()] };
}

/**
 * The calendar rows of `nights` with every night a block covers closed (decision 094: an imported block is a closed
 * night, whatever reads the calendar). A blocked night without a row gets one at the base price, as a night without
 * a row costs. Rows stay in date order.
 */
export function closeBlockedNights(
  nights: readonly NightRate[],
  blocks: readonly { checkIn: string; checkOut: string }[],
  basePriceCents: number,
  firstDate: string,
  lastDate: string,
): NightRate[] {
  if (blocks.length === 0) return [...nights];
  const blocked = new Set<string>();
  for (const block of blocks) {
    const from = block.checkIn > firstDate ? block.checkIn : firstDate;
    for (let date = from; date < block.checkOut && date <= lastDate; date = addDays(date, 1)) {
      blocked.add(date);
    }
  }
  if (blocked.size === 0) return [...nights];
  const rows = new Map(nights.map((night) => [night.date, night]));
  for (const date of blocked) {
    const row = rows.get(date);
    rows.set(
      date,
      row
        ? { ...row, isClosed: true }
        : { date, priceCents: basePriceCents, originalPriceCents: null, minStayNights: 1, isClosed: true },
    );
  }
  return [...rows.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** How long the poller waits after a failed fetch: 15 min, then doubling per failure up to 6 hours. */
export const FEED_POLL_MS = 15 * 60_000;
const LONGEST_BACKOFF_MS = 6 * 60 * 60_000;
/** A feed failing this many times in a row is flagged to the operator (issue 18 §5). */
export const FEED_FLAG_AFTER_FAILURES = 4;

export function nextFetchDelayMs(consecutiveFailures: number): number {
  if (consecutiveFailures <= 0) return FEED_POLL_MS;
  return Math.min(LONGEST_BACKOFF_MS, FEED_POLL_MS * 2 ** (consecutiveFailures - 1));
}

export const isFeedFlagged = (consecutiveFailures: number) => consecutiveFailures >= FEED_FLAG_AFTER_FAILURES;
