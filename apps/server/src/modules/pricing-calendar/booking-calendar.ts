import type { NightRate } from '@konak/domain/pricing';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared-query.ts';
import { blocksJson } from './channel-blocks.ts';
import type { JsonNight } from './json-night.ts';
import { nightsJson, nightsRead, type PricedApartment } from './repository.ts';

// Ids come from URLs; PostgreSQL answers a malformed uuid with an error, so they are checked first.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What booking an apartment reads of it: what pricing needs, its guarantee fee rate. */
export type BookablePricedApartment = PricedApartment & { guaranteeFeePercent: number };

/** A live reservation holding one of the nights read. */
export type BookedStay = { id: string; checkIn: string; checkOut: string };

/** The apartment as a booking judges it, when it is active. */
export type BookingCalendar = {
  apartment: BookablePricedApartment;
  nights: NightRate[];
  stays: BookedStay[];
  staleFeeds: string[];
};

const first = sql.placeholder('firstDate');
const last = sql.placeholder('lastDate');
const staleBefore = sql.placeholder('feedsStaleBefore');
const key = sql.placeholder('idempotencyKey');

// Every booking of an apartment asks it, so it is a named prepared statement (decision 112): PostgreSQL parses and
// plans it once per connection. It always answers one row, the apartment's columns null when it is unknown or
// inactive. Without an instant no feed is stale; without a key none is taken.
const bookingCalendarRead = preparedSql<
  { keyTaken: boolean } & (
    | (BookablePricedApartment & {
        nights: JsonNight[];
        blocks: [string, string][];
        stays: [string, string, string][];
        staleFeeds: string[];
      })
    | { id: null }
  )
>(
  'booking_calendar',
  sql`
    select exists (select 1 from reservations k where k.idempotency_key = ${key}::text) as "keyTaken",
      a.id, a.base_price_cents as "basePriceCents", a.max_capacity as "maxCapacity",
      a.max_adults as "maxAdults", a.max_children as "maxChildren",
      a.guarantee_fee_percent as "guaranteeFeePercent",
      ${nightsJson(sql`a.id`, first, last)} as nights,
      ${blocksJson(sql`a.id`, first, last)} as blocks,
      (select coalesce(json_agg(json_build_array(r.id, r.check_in, r.check_out)), '[]'::json)
        from reservations r
        where r.apartment_id = a.id and r.status <> 'cancelled'
          and r.check_in <= ${last}::date and r.check_out > ${first}::date) as stays,
      (select coalesce(json_agg(f.id), '[]'::json) from channel_feeds f
        where ${staleBefore}::timestamptz is not null and f.apartment_id = a.id
          and (f.last_fetched_at is null or f.last_fetched_at < ${staleBefore}::timestamptz)) as "staleFeeds"
    from (select 1) as one
      left join apartments a on a.id = ${sql.placeholder('apartmentId')}::uuid and a.is_active`,
);

/**
 * Everything a booking of an apartment is judged on, in one round trip (decision 097): the apartment when it is
 * active, its calendar rows from `firstDate` to `lastDate` (both inclusive) with the nights imported blocks close
 * (as pricingRows), the live reservations holding one of those nights (as bookedStays) and, given
 * `feedsStaleBefore`, the apartment's import feeds last fetched before it (decision 108: a booking refreshes them,
 * then reads again); `calendar` is null for an unknown or inactive apartment. Given `idempotencyKey`, `keyTaken`
 * answers whether a reservation already carries it (decision 112: the booking's first read no longer needs its own
 * round trip). A booking pays per round trip far more than per byte.
 */
export async function bookingCalendar(
  db: Database,
  apartmentId: string,
  firstDate: string,
  lastDate: string,
  { feedsStaleBefore, idempotencyKey }: { feedsStaleBefore?: Date; idempotencyKey?: string } = {},
): Promise<{ keyTaken: boolean; calendar: BookingCalendar | null }> {
  const result = await bookingCalendarRead(db).execute({
    // A malformed id finds no apartment (PostgreSQL would refuse it as a uuid); the key is still looked up.
    apartmentId: UUID_PATTERN.test(apartmentId) ? apartmentId : null,
    firstDate,
    lastDate,
    feedsStaleBefore: feedsStaleBefore?.toISOString() ?? null,
    idempotencyKey: idempotencyKey ?? null,
  });
  const row = result.rows[0];
  if (!row) throw new Error('the booking calendar read answered no row');
  if (row.id === null) return { keyTaken: row.keyTaken, calendar: null };
  const { keyTaken, nights, blocks, stays, staleFeeds, ...apartment } = row;
  const calendar = {
    apartment,
    nights: nightsRead({ nights, blocks, basePriceCents: apartment.basePriceCents }, firstDate, lastDate),
    stays: stays.map(([id, checkIn, checkOut]) => ({ id, checkIn, checkOut })),
    staleFeeds,
  };
  return { keyTaken, calendar };
}
