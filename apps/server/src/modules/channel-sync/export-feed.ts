import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import { and, asc, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Database } from '../../db/client.ts';
import { apartments } from '../../db/schema/apartments.ts';
import { pricingDays } from '../../db/schema/pricing.ts';
import { reservations } from '../../db/schema/reservations.ts';

/** How far back and ahead the export looks: channels only care about nights still to come. */
const PAST_DAYS = 30;
const AHEAD_DAYS = 730;

export type ExportEvent = { uid: string; checkIn: string; checkOut: string; summary: string };

/** Consecutive closed days as half-open ranges, from dates in order. */
export function closedRanges(dates: readonly string[]): { checkIn: string; checkOut: string }[] {
  const ranges: { checkIn: string; checkOut: string }[] = [];
  for (const date of dates) {
    const last = ranges.at(-1);
    if (last && last.checkOut === date) last.checkOut = addDays(date, 1);
    else ranges.push({ checkIn: date, checkOut: addDays(date, 1) });
  }
  return ranges;
}

/**
 * What the export feed lists (issue 18 §1): the apartment's pending and confirmed direct bookings and its closed
 * days, nothing else — never the blocks imported from other channels (they are in another table and not read
 * here), and nothing about the guest. A booking's UID is its id; a closed range's is its dates, so each event keeps
 * its UID from one fetch to the next.
 */
export async function exportEvents(db: Database, apartmentId: string, now: Date): Promise<ExportEvent[]> {
  const today = istanbulDate(now);
  const from = addDays(today, -PAST_DAYS);
  const to = addDays(today, AHEAD_DAYS);
  const stays = await db
    .select({ id: reservations.id, checkIn: reservations.checkIn, checkOut: reservations.checkOut })
    .from(reservations)
    .where(
      and(
        eq(reservations.apartmentId, apartmentId),
        inArray(reservations.status, ['pending', 'confirmed']),
        gt(reservations.checkOut, from),
        lte(reservations.checkIn, to),
      ),
    )
    .orderBy(asc(reservations.checkIn));
  const closed = await db
    .select({ date: pricingDays.date })
    .from(pricingDays)
    .where(
      and(
        eq(pricingDays.apartmentId, apartmentId),
        eq(pricingDays.isClosed, true),
        gte(pricingDays.date, from),
        lte(pricingDays.date, to),
      ),
    )
    .orderBy(asc(pricingDays.date));
  return [
    ...stays.map((stay) => ({
      uid: `reservation-${stay.id}@konak`,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      summary: 'Reserved',
    })),
    ...closedRanges(closed.map((row) => row.date)).map((range) => ({
      uid: `closed-${apartmentId}-${range.checkIn}-${range.checkOut}@konak`,
      ...range,
      summary: 'Not available',
    })),
  ];
}

/**
 * The feed as RFC 5545 text, built by ical-generator: all-day events (DTSTART;VALUE=DATE, DTEND the check-out day,
 * exclusive). Dates are passed as `YYYY-MM-DD` with no calendar time zone, which ical-generator writes as that
 * very date whatever the server's time zone.
 */
export function exportCalendar(apartmentNumber: string, events: readonly ExportEvent[], now: Date): string {
  const calendar = ical({
    prodId: { company: 'Konak', product: 'channel-export', language: 'EN' },
    name: `Konak ${apartmentNumber}`,
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      start: event.checkIn,
      end: event.checkOut,
      allDay: true,
      summary: event.summary,
      stamp: now,
    });
  }
  const text = calendar.toString();
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves the last one bare.
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

export async function apartmentNumberOf(db: Database, apartmentId: string): Promise<string | null> {
  const [row] = await db
    .select({ apartmentNumber: apartments.apartmentNumber })
    .from(apartments)
    .where(eq(apartments.id, apartmentId));
  return row ? String(row.apartmentNumber) : null;
}
