import type { ChannelConflict } from '@konak/domain/api/admin/dashboard';
import { DEFAULT_LANGUAGE, type Language } from '@konak/domain/languages';
import { istanbulDate } from '@konak/domain/stay-dates';
import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apartments } from '../../db/schema/apartments.ts';
import {
  channelBlocks,
  channelFeeds,
  channelConflicts as conflictsTable,
} from '../../db/schema/channel-sync.ts';
import { reservations } from '../../db/schema/reservations.ts';
import type { ChannelConflictMailData } from '../../mail/mail-message.ts';

/** The apartment's title in a language, else Turkish, else its number. */
const titleIn = (language: string) => sql<string>`coalesce(
  (select t.title from apartment_translations t where t.apartment_id = ${apartments.id} and t.language = ${language}),
  (select t.title from apartment_translations t where t.apartment_id = ${apartments.id} and t.language = ${DEFAULT_LANGUAGE}),
  '#' || ${apartments.apartmentNumber})`;

/** A block and a live (not cancelled) reservation of its apartment that share a night: a conflict (issue 18 §4). */
export const blockMeetsLiveBooking = and(
  eq(reservations.apartmentId, channelBlocks.apartmentId),
  ne(reservations.status, 'cancelled'),
  lt(reservations.checkIn, channelBlocks.checkOut),
  gt(reservations.checkOut, channelBlocks.checkIn),
);

/**
 * Every imported block that shares a night with a live direct booking now (issue 18 §4), both sides: read live, so
 * a conflict leaves the dashboard as soon as either side moves or goes. Nothing is deleted to resolve it.
 */
export async function channelConflicts(
  db: Database,
  now: Date,
  language: Language,
): Promise<ChannelConflict[]> {
  const today = istanbulDate(now);
  const rows = await db
    .select({
      apartmentId: apartments.id,
      apartmentNumber: apartments.apartmentNumber,
      apartmentTitle: titleIn(language),
      reservationId: reservations.id,
      reservationNumber: reservations.reservationNumber,
      guestName: reservations.guestName,
      status: reservations.status,
      checkIn: reservations.checkIn,
      checkOut: reservations.checkOut,
      channel: channelFeeds.label,
      blockCheckIn: channelBlocks.checkIn,
      blockCheckOut: channelBlocks.checkOut,
      blockSummary: channelBlocks.summary,
    })
    .from(channelBlocks)
    .innerJoin(channelFeeds, eq(channelFeeds.id, channelBlocks.feedId))
    .innerJoin(apartments, eq(apartments.id, channelBlocks.apartmentId))
    .innerJoin(reservations, blockMeetsLiveBooking)
    .where(gt(channelBlocks.checkOut, today))
    .orderBy(asc(reservations.checkIn), asc(apartments.apartmentNumber))
    .limit(100);
  return rows.map((row) => ({ ...row, apartmentNumber: String(row.apartmentNumber) }));
}

/** What the operator's conflict mail says, or null when either side is gone since the conflict was found. */
export async function conflictMailData(
  db: Database,
  { blockId, reservationId }: { blockId: string; reservationId: string },
  dashboardUrl: string,
): Promise<ChannelConflictMailData | null> {
  const [row] = await db
    .select({
      apartmentNumber: apartments.apartmentNumber,
      apartmentTitle: titleIn(DEFAULT_LANGUAGE),
      reservationNumber: reservations.reservationNumber,
      checkIn: reservations.checkIn,
      checkOut: reservations.checkOut,
      guestName: reservations.guestName,
      channel: channelFeeds.label,
      blockCheckIn: channelBlocks.checkIn,
      blockCheckOut: channelBlocks.checkOut,
      blockSummary: channelBlocks.summary,
    })
    .from(conflictsTable)
    .innerJoin(channelBlocks, eq(channelBlocks.id, conflictsTable.blockId))
    .innerJoin(channelFeeds, eq(channelFeeds.id, channelBlocks.feedId))
    .innerJoin(apartments, eq(apartments.id, channelBlocks.apartmentId))
    .innerJoin(reservations, eq(reservations.id, conflictsTable.reservationId))
    .where(and(eq(conflictsTable.blockId, blockId), eq(conflictsTable.reservationId, reservationId)));
  if (!row) return null;
  return { ...row, apartmentNumber: String(row.apartmentNumber), dashboardUrl };
}
