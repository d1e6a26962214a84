import { and, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { channelBlocks } from '../../db/schema/channel-sync.ts';

/** A night range an imported feed closes (decision 094): half-open [checkIn, checkOut). */
export type BlockedRange = { checkIn: string; checkOut: string };

/** The blocks of one apartment touching the days from firstDate to lastDate (both inclusive), as one JSON value. */
export const blocksJson = (apartmentId: SQL, firstDate: string, lastDate: string) => sql`(
  select coalesce(json_agg(json_build_array(b.check_in, b.check_out)), '[]'::json)
  from channel_blocks b
  where b.apartment_id = ${apartmentId} and b.check_in <= ${lastDate}::date and b.check_out > ${firstDate}::date)`;

export const rangesFromJson = (pairs: [string, string][]): BlockedRange[] =>
  pairs.map(([checkIn, checkOut]) => ({ checkIn, checkOut }));

/**
 * Whether a block of the apartment shares a night with the half-open stay [checkIn, checkOut), as an SQL expression
 * for a booking's insert to return (decision 108), read after the shared lock of lockApartmentBlocks.
 */
export function blocksOverlappingExist(apartmentId: string, checkIn: string, checkOut: string): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${channelBlocks}
    where ${and(
      eq(channelBlocks.apartmentId, apartmentId),
      lt(channelBlocks.checkIn, checkOut),
      gt(channelBlocks.checkOut, checkIn),
    )})`;
}

// The first key of the advisory locks on an apartment's imported blocks (any constant no other lock uses).
const BLOCKS_LOCK_SPACE = 18_0094;

/**
 * Orders a booking and an import of the same apartment (decision 094). A booking takes the shared lock before it
 * looks at the blocks and keeps it until it commits; an import takes the exclusive one before it writes blocks and
 * looks for the bookings they overlap. So either the booking sees the new block and is refused, or the import sees
 * the committed booking and reports the conflict — never neither. Bookings do not wait for each other.
 */
export async function lockApartmentBlocks(
  tx: Database,
  apartmentId: string,
  mode: 'shared' | 'exclusive',
): Promise<void> {
  const lock = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  await tx.execute(sql`select ${lock}(${BLOCKS_LOCK_SPACE}, hashtext(${apartmentId}))`);
}
