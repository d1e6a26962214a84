import { closeBlockedNights } from '@konak/domain/channel-sync/feed-blocks';
import type { NightRate } from '@konak/domain/pricing';
import { and, eq, gt, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apartments } from '../../db/schema/apartments.ts';
import { pricingDays } from '../../db/schema/pricing.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { blocksJson, type DateValue, rangesFromJson } from './channel-blocks.ts';
import { type JsonNight, nightFromJson } from './json-night.ts';

/** What pricing needs to know about an apartment. */
export type PricedApartment = {
  id: string;
  basePriceCents: number;
  maxCapacity: number;
  maxAdults: number | null;
  maxChildren: number | null;
};

/** The apartment columns a PricedApartment is read from; booking reads them too. */
export const pricedApartmentColumns = {
  id: apartments.id,
  basePriceCents: apartments.basePriceCents,
  maxCapacity: apartments.maxCapacity,
  maxAdults: apartments.maxAdults,
  maxChildren: apartments.maxChildren,
};

// Postgres rejects a malformed uuid with an error (22P02); callers may pass anything a URL carried.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findPricedApartment(
  db: Database,
  apartmentId: string,
): Promise<PricedApartment | null> {
  if (!UUID_PATTERN.test(apartmentId)) return null;
  const [apartment] = await db
    .select(pricedApartmentColumns)
    .from(apartments)
    .where(eq(apartments.id, apartmentId));
  return apartment ?? null;
}

/**
 * The calendar rows between two dates, both inclusive: those that exist, with the nights imported blocks close
 * closed too (decision 094; a blocked night without a row gets one at the base price).
 */
export async function pricingRows(
  db: Database,
  apartmentId: string,
  firstDate: string,
  lastDate: string,
): Promise<NightRate[]> {
  const rows = await db
    .select({
      date: pricingDays.date,
      priceCents: pricingDays.priceCents,
      originalPriceCents: pricingDays.originalPriceCents,
      minStayNights: pricingDays.minStayNights,
      isClosed: pricingDays.isClosed,
    })
    .from(pricingDays)
    .where(
      and(
        eq(pricingDays.apartmentId, apartmentId),
        gte(pricingDays.date, firstDate),
        lte(pricingDays.date, lastDate),
      ),
    );
  if (!UUID_PATTERN.test(apartmentId)) return rows;
  const result = await db.execute<{ basePriceCents: number; blocks: [string, string][] }>(sql`
    select a.base_price_cents as "basePriceCents", ${blocksJson(sql`a.id`, firstDate, lastDate)} as blocks
    from apartments a where a.id = ${apartmentId}`);
  const found = result.rows[0];
  if (!found || found.blocks.length === 0) return rows;
  return closeBlockedNights(rows, rangesFromJson(found.blocks), found.basePriceCents, firstDate, lastDate);
}

/** Half-open [checkIn, checkOut) stays of reservations that still hold nights between two dates (inclusive). */
export async function bookedStays(
  db: Database,
  apartmentId: string,
  firstDate: string,
  lastDate: string,
): Promise<{ id: string; checkIn: string; checkOut: string }[]> {
  return db
    .select({ id: reservations.id, checkIn: reservations.checkIn, checkOut: reservations.checkOut })
    .from(reservations)
    .where(
      and(
        eq(reservations.apartmentId, apartmentId),
        ne(reservations.status, 'cancelled'),
        lte(reservations.checkIn, lastDate),
        gt(reservations.checkOut, firstDate),
      ),
    );
}

/** The nights of nightsJson and blocksJson read together, those an imported block closes closed. */
export function nightsRead(
  read: { nights: JsonNight[]; blocks: [string, string][]; basePriceCents: number },
  firstDate: string,
  lastDate: string,
): NightRate[] {
  return closeBlockedNights(
    read.nights.map(nightFromJson),
    rangesFromJson(read.blocks),
    read.basePriceCents,
    firstDate,
    lastDate,
  );
}

/** The calendar rows between two dates (both inclusive), in date order, as one JSON value. */
export const nightsJson = (apartmentId: SQL, firstDate: DateValue, lastDate: DateValue) => sql`(
  select coalesce(json_agg(json_build_array(p.date, p.price_cents, p.original_price_cents, p.min_stay_nights,
    p.is_closed) order by p.date), '[]'::json)
  from pricing_days p
  where p.apartment_id = ${apartmentId} and p.date >= ${firstDate}::date and p.date <= ${lastDate}::date)`;

/**
 * The apartment and its calendar rows between two dates (both inclusive) in one round trip, or null for an unknown
 * apartment. The rows travel as one JSON value: the embedded database pays per row and field it hands back.
 */
export async function pricedApartmentWithNights(
  db: Database,
  apartmentId: string,
  firstDate: string,
  lastDate: string,
): Promise<{ apartment: PricedApartment; nights: NightRate[] } | null> {
  if (!UUID_PATTERN.test(apartmentId)) return null;
  const result = await db.execute<PricedApartment & { nights: JsonNight[]; blocks: [string, string][] }>(sql`
    select a.id, a.base_price_cents as "basePriceCents", a.max_capacity as "maxCapacity",
      a.max_adults as "maxAdults", a.max_children as "maxChildren",
      ${nightsJson(sql`a.id`, firstDate, lastDate)} as nights,
      ${blocksJson(sql`a.id`, firstDate, lastDate)} as blocks
    from apartments a where a.id = ${apartmentId}`);
  const row = result.rows[0];
  if (!row) return null;
  const { nights, blocks, ...apartment } = row;
  return {
    apartment,
    nights: nightsRead({ nights, blocks, basePriceCents: apartment.basePriceCents }, firstDate, lastDate),
  };
}

/**
 * What an apartment's calendar needs between two dates (both inclusive), in one round trip: its base price, the
 * calendar rows and the half-open stays of reservations that still hold nights there. Null for an unknown apartment.
 */
export async function calendarData(
  db: Database,
  apartmentId: string,
  firstDate: string,
  lastDate: string,
): Promise<{
  basePriceCents: number;
  nights: NightRate[];
  stays: { checkIn: string; checkOut: string }[];
} | null> {
  if (!UUID_PATTERN.test(apartmentId)) return null;
  const result = await db.execute<{
    basePriceCents: number;
    nights: JsonNight[];
    stays: [string, string][];
    blocks: [string, string][];
  }>(sql`
    select a.base_price_cents as "basePriceCents",
      ${nightsJson(sql`a.id`, firstDate, lastDate)} as nights,
      ${blocksJson(sql`a.id`, firstDate, lastDate)} as blocks,
      (select coalesce(json_agg(json_build_array(r.check_in, r.check_out)), '[]'::json)
        from reservations r
        where r.apartment_id = a.id and r.status <> 'cancelled'
          and r.check_in <= ${lastDate}::date and r.check_out > ${firstDate}::date) as stays
    from apartments a where a.id = ${apartmentId}`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    basePriceCents: row.basePriceCents,
    nights: nightsRead(row, firstDate, lastDate),
    stays: row.stays.map(([checkIn, checkOut]) => ({ checkIn, checkOut })),
  };
}

/** On a new price (excluded.price_cents), the struck-through price stays only while it still marks a discount. */
export const keptOriginalPrice = sql`case when ${pricingDays.originalPriceCents} > excluded.price_cents
  then ${pricingDays.originalPriceCents} else null end`;

export type PricingDayUpsert = {
  date: string;
  priceCents?: number;
  originalPriceCents?: number | null;
  minStayNights?: number;
  isClosed?: boolean;
};

/**
 * Writes the given fields of many days at once. A day without a row starts from the apartment's base price,
 * so fields not being changed keep their current value (or the default for a new row). One statement, so a
 * row the database refuses (e.g. an original price not above the price) leaves every day untouched.
 */
export async function upsertPricingDays(
  db: Database,
  apartment: PricedApartment,
  days: readonly PricingDayUpsert[],
): Promise<number> {
  if (days.length === 0) return 0;
  const values = days.map((day) => ({
    apartmentId: apartment.id,
    date: day.date,
    priceCents: day.priceCents ?? apartment.basePriceCents,
    originalPriceCents: day.originalPriceCents ?? null,
    minStayNights: day.minStayNights ?? 1,
    isClosed: day.isClosed ?? false,
  }));
  const sample = days[0] as PricingDayUpsert;
  const set: Record<string, unknown> = {};
  if (sample.priceCents !== undefined) set.priceCents = sql`excluded.price_cents`;
  if (sample.originalPriceCents !== undefined) {
    set.originalPriceCents = sql`excluded.original_price_cents`;
  } else if (sample.priceCents !== undefined) {
    set.originalPriceCents = keptOriginalPrice;
  }
  if (sample.minStayNights !== undefined) set.minStayNights = sql`excluded.min_stay_nights`;
  if (sample.isClosed !== undefined) set.isClosed = sql`excluded.is_closed`;
  const written = await db
    .insert(pricingDays)
    .values(values)
    .onConflictDoUpdate({ target: [pricingDays.apartmentId, pricingDays.date], set })
    .returning({ date: pricingDays.date });
  return written.length;
}

/**
 * The calendar rows between two dates (both inclusive) of every apartment that has some, or only of `apartmentIds`,
 * in date order per apartment: one query, one JSON value per apartment (the embedded database pays per row).
 */
export async function pricingRowsByApartment(
  db: Database,
  firstDate: string,
  lastDate: string,
  apartmentIds?: readonly string[],
): Promise<Map<string, NightRate[]>> {
  const only = apartmentIds
    ? sql`and p.apartment_id in (${sql.join(
        apartmentIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  if (apartmentIds?.length === 0) return new Map();
  const result = await db.execute<{ apartmentId: string; nights: JsonNight[] }>(sql`
    select p.apartment_id as "apartmentId", json_agg(json_build_array(p.date, p.price_cents,
      p.original_price_cents, p.min_stay_nights, p.is_closed) order by p.date) as nights
    from pricing_days p
    where p.date >= ${firstDate}::date and p.date <= ${lastDate}::date ${only}
    group by p.apartment_id`);
  return new Map(result.rows.map((row) => [row.apartmentId, row.nights.map(nightFromJson)]));
}
