import { DEFAULT_LANGUAGE, type Language } from '@konak/domain/languages';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { tours } from '../../../db/schema/tours.ts';
import { tourParts } from '../repository.ts';

/** A tour as the departures pages need it: schedule, places and its name in the operator's language. */
export type ScheduledTour = {
  id: string;
  name: string;
  meetingPoint: string;
  maxPeople: number;
  startTimes: string[];
  weekdays: number[];
  isActive: boolean;
};

/**
 * Every tour (inactive ones too: their bookings still need a guest list), named in the operator's language, else
 * Turkish, else any, else its number; sorted by name. Tens of rows.
 */
export async function scheduledTours(
  db: Database,
  language: Language,
  id?: string,
): Promise<ScheduledTour[]> {
  const rows = await db
    .select()
    .from(tours)
    .where(id ? eq(tours.id, id) : undefined)
    .orderBy(asc(tours.tourNumber));
  const { translations } = await tourParts(
    db,
    rows.map((row) => row.id),
  );
  return rows
    .map((row) => {
      const own = translations.filter((text) => text.tourId === row.id);
      const text =
        own.find((entry) => entry.language === language) ??
        own.find((entry) => entry.language === DEFAULT_LANGUAGE) ??
        own[0];
      return {
        id: row.id,
        name: text?.title || `#${row.tourNumber}`,
        meetingPoint: text?.meetingPoint || row.meetingPoint,
        maxPeople: row.maxPeople,
        startTimes: row.startTimes,
        weekdays: row.weekdays,
        isActive: row.isActive,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
