import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Database, sqlState } from '../../db/client.ts';

/** A night range an imported feed closes (decision 094): half-open [checkIn, checkOut). */
export type BlockedRange = { checkIn: string; checkOut: string };

/** A `YYYY-MM-DD` date, or the placeholder of one in a prepared statement. */
export type DateValue = string | Placeholder;

/** The blocks of one apartment touching the days from firstDate to lastDate (both inclusive), as one JSON value. */
export const blocksJson = (apartmentId: SQL, firstDate: DateValue, lastDate: DateValue) => sql`(
  select coalesce(json_agg(json_build_array(b.check_in, b.check_out)), '[]'::json)
  from channel_blocks b
  where b.apartment_id = ${apartmentId} and b.check_in <= ${lastDate}::date and b.check_out > ${firstDate}::date)`;

export const rangesFromJson = (pairs: [string, string][]): BlockedRange[] =>
  pairs.map(([checkIn, checkOut]) => ({ checkIn, checkOut }));

// The first key of the advisory locks on an apartment's imported blocks (any constant no other lock uses).
const BLOCKS_LOCK_SPACE = 18_0094;

/**
 * Orders a booking and an import of the same apartment (decision 094). A booking takes the shared lock before it
 * looks at the blocks and keeps it until it commits (blocksGuard); an import takes the exclusive one here before it
 * writes blocks and looks for the bookings they overlap. So either the booking sees the new block and is refused,
 * or the import sees the committed booking and reports the conflict — never neither. Bookings do not wait for each
 * other.
 */
export async function lockApartmentBlocksForImport(tx: Database, apartmentId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BLOCKS_LOCK_SPACE}, hashtext(${apartmentId}))`);
}

/**
 * A booking's check of the blocks, as an SQL expression for the statement that stores it (decision 112): the
 * function of migration 0022 takes the shared side of the lock an import takes exclusively, then reads the blocks with a snapshot
 * taken after the lock was granted, and raises SQLSTATE KB409 when one shares a night with the half-open stay
 * [checkIn, checkOut), so the whole statement rolls back. Answers false otherwise.
 */
export function blocksGuard(apartmentId: string, checkIn: string, checkOut: string): SQL<boolean> {
  return sql<boolean>`booking_blocks_guard(${BLOCKS_LOCK_SPACE}, ${apartmentId}, ${checkIn}::date, ${checkOut}::date)`;
}

/** Whether a database error is blocksGuard refusing the stay. */
export const isBlockedByImport = (error: unknown): boolean => sqlState(error) === 'KB409';
