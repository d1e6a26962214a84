import {
  type NightPrice,
  type NightRate,
  nightPrice,
  type StayPrice,
  stayPriceOf,
} from '@konak/domain/pricing';
import { addDays, daysBetween, istanbulDate, MAX_STAY_NIGHTS } from '@konak/domain/stay-dates';
import { sql } from 'drizzle-orm';
import type { CatalogueVersion } from '../../cache/catalogue-changes.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';

/**
 * The pricing calendar of every apartment from today on, and the stays of the reservations that still hold
 * nights, kept in memory per process (decision 038) so that a search or an apartment page reads no calendar row
 * from the database. A price change reloads the calendars, a reservation change the stays (both are heard at
 * once, see catalogueChanges); a new day reloads both. Dates beyond the horizon are read from the database.
 */
const HORIZON_DAYS = 800;

export type ApartmentDays = {
  price: Int32Array;
  /** -1: no original price. */
  original: Int32Array;
  minStay: Uint8Array;
  /** 1: the day has a row; 2: closed. */
  flags: Uint8Array;
};
export const HAS_ROW = 1;
export const CLOSED = 2;

export const emptyDays = (): ApartmentDays => ({
  price: new Int32Array(HORIZON_DAYS),
  original: new Int32Array(HORIZON_DAYS).fill(-1),
  minStay: new Uint8Array(HORIZON_DAYS).fill(1),
  flags: new Uint8Array(HORIZON_DAYS),
});

/** Day offsets from the calendars' first day, both included. */
export type DayRange = { first: number; last: number };

export class PriceCalendars {
  readonly firstDate: string;
  readonly lastDate: string;
  readonly #dates: string[];
  readonly #apartments: Map<string, ApartmentDays>;

  constructor(firstDate: string, apartments: Map<string, ApartmentDays>) {
    this.firstDate = firstDate;
    this.#dates = Array.from({ length: HORIZON_DAYS }, (_, offset) => addDays(firstDate, offset));
    this.lastDate = this.#dates[HORIZON_DAYS - 1] as string;
    this.#apartments = apartments;
  }

  /** Whether the days from firstDate to lastDate (both included) are held here. */
  covers(firstDate: string, lastDate: string): boolean {
    return firstDate >= this.firstDate && lastDate <= this.lastDate && firstDate <= lastDate;
  }

  /** The calendar rows of an apartment from firstDate to lastDate (both included, covered), in date order. */
  nights(apartmentId: string, firstDate: string, lastDate: string): NightRate[] {
    return this.nightsIn(apartmentId, this.range(firstDate, lastDate));
  }

  /** A covered range of days, to ask nightsIn about many apartments without parsing its dates each time. */
  range(firstDate: string, lastDate: string): DayRange {
    return { first: daysBetween(this.firstDate, firstDate), last: daysBetween(this.firstDate, lastDate) };
  }

  /**
   * Whether packages/domain's checkStayRules accepts the stay of `nights` nights from day offset `first` over this
   * apartment's rows (what nightsIn would give it): 1–30 nights, no closed night, at least the check-in night's
   * minimum stay (1 without a row). A search asks this of every apartment, so it reads the arrays instead of
   * building rows and parsing their dates; a test holds it to checkStayRules on random calendars. `first` and the
   * stay's nights must be covered.
   */
  allowsStay(apartmentId: string, first: number, nights: number): boolean {
    if (nights < 1 || nights > MAX_STAY_NIGHTS) return false;
    const days = this.#apartments.get(apartmentId);
    if (!days) return true;
    const { flags } = days;
    for (let offset = first; offset < first + nights; offset++) {
      // Only a day with a row can be closed.
      if (((flags[offset] ?? 0) & CLOSED) !== 0) return false;
    }
    const minStayNights = ((flags[first] ?? 0) & HAS_ROW) !== 0 ? (days.minStay[first] ?? 1) : 1;
    return nights >= minStayNights;
  }

  /**
   * What packages/domain's calculateStayPrice answers for the stay of `nights` nights from day offset `first` over
   * this apartment's rows (what nightsIn would give it): each night at its row's price, else the base price; an
   * original price only when above the price. Read from the arrays, with the dates made once per snapshot: only the
   * page of results shown is priced, but a search prices two dozen stays. A test holds it to calculateStayPrice on
   * random calendars. The stay must be covered and allowed (see allowsStay).
   */
  stayPrice(apartmentId: string, first: number, nights: number, basePriceCents: number): StayPrice {
    if (!Number.isInteger(basePriceCents) || basePriceCents < 0) throw new RangeError('Invalid base price');
    if (nights < 1 || nights > MAX_STAY_NIGHTS)
      throw new RangeError(`A stay must be 1–${MAX_STAY_NIGHTS} nights`);
    const days = this.#apartments.get(apartmentId);
    const breakdown: NightPrice[] = [];
    for (let offset = first; offset < first + nights; offset++) {
      const hasRow = days !== undefined && ((days.flags[offset] ?? 0) & HAS_ROW) !== 0;
      const original = hasRow ? (days.original[offset] ?? -1) : -1;
      breakdown.push(
        nightPrice(
          this.#dates[offset] as string,
          hasRow ? (days.price[offset] ?? 0) : basePriceCents,
          original < 0 ? null : original,
        ),
      );
    }
    return stayPriceOf(breakdown);
  }

  nightsIn(apartmentId: string, { first, last }: DayRange): NightRate[] {
    const days = this.#apartments.get(apartmentId);
    if (!days) return [];
    const rows: NightRate[] = [];
    for (let offset = first; offset <= last; offset++) {
      const flags = days.flags[offset] ?? 0;
      if ((flags & HAS_ROW) === 0) continue;
      const original = days.original[offset] ?? -1;
      rows.push({
        date: this.#dates[offset] as string,
        priceCents: days.price[offset] ?? 0,
        originalPriceCents: original < 0 ? null : original,
        minStayNights: days.minStay[offset] ?? 1,
        isClosed: (flags & CLOSED) !== 0,
      });
    }
    return rows;
  }
}

export type Stay = { checkIn: string; checkOut: string };

export class LiveStays {
  readonly #stays: Map<string, Stay[]>;

  constructor(stays: Map<string, Stay[]>) {
    this.#stays = stays;
  }

  /** Stays of the apartment's live reservations that end after the day the snapshot was taken. */
  of(apartmentId: string): readonly Stay[] {
    return this.#stays.get(apartmentId) ?? [];
  }

  /** Whether a live reservation shares a night with the half-open stay [checkIn, checkOut). */
  overlaps(apartmentId: string, checkIn: string, checkOut: string): boolean {
    // A loop rather than some(): a search asks this of every candidate apartment.
    for (const stay of this.of(apartmentId)) {
      if (stay.checkIn < checkOut && stay.checkOut > checkIn) return true;
    }
    return false;
  }
}

/**
 * Both are sent as one text value each: the embedded database pays per row and field it hands back, and tens of
 * thousands of rows would cost it far more than this string.
 */
export async function loadPriceCalendars(db: Database, firstDate: string): Promise<PriceCalendars> {
  const lastDate = addDays(firstDate, HORIZON_DAYS - 1);
  const result = await db.execute<{ days: string }>(sql`
    select coalesce(string_agg(concat_ws(',', apartment_id, date - ${firstDate}::date, price_cents,
      coalesce(original_price_cents, -1), min_stay_nights, case when is_closed then 1 else 0 end), ';'), '') as days
    from pricing_days where date >= ${firstDate}::date and date <= ${lastDate}::date`);
  const apartments = new Map<string, ApartmentDays>();
  const text = result.rows[0]?.days ?? '';
  for (const day of text ? text.split(';') : []) {
    const [apartmentId = '', offset, price, original, minStay, closed] = day.split(',');
    let days = apartments.get(apartmentId);
    if (!days) {
      days = emptyDays();
      apartments.set(apartmentId, days);
    }
    const index = Number(offset);
    days.price[index] = Number(price);
    days.original[index] = Number(original);
    days.minStay[index] = Number(minStay);
    days.flags[index] = HAS_ROW | (closed === '1' ? CLOSED : 0);
  }
  await closeBlockedDays(db, firstDate, lastDate, apartments);
  return new PriceCalendars(firstDate, apartments);
}

/**
 * Imported blocks close their nights here too (decision 094), so a search, an apartment page's calendar and its quick
 * view judge them as closed days. A blocked day without a row gets one at the base price of the moment: closed, its
 * price is shown nowhere a guest could book it.
 */
async function closeBlockedDays(
  db: Database,
  firstDate: string,
  lastDate: string,
  apartments: Map<string, ApartmentDays>,
): Promise<void> {
  const result = await db.execute<{ blocks: string }>(sql`
    select coalesce(string_agg(concat_ws(',', b.apartment_id, greatest(b.check_in, ${firstDate}::date) - ${firstDate}::date,
      least(b.check_out, ${lastDate}::date + 1) - ${firstDate}::date, a.base_price_cents), ';'), '') as blocks
    from channel_blocks b join apartments a on a.id = b.apartment_id
    where b.check_out > ${firstDate}::date and b.check_in <= ${lastDate}::date`);
  const text = result.rows[0]?.blocks ?? '';
  for (const block of text ? text.split(';') : []) {
    const [apartmentId = '', from, to, basePrice] = block.split(',');
    let days = apartments.get(apartmentId);
    if (!days) {
      days = emptyDays();
      apartments.set(apartmentId, days);
    }
    for (let index = Number(from); index < Number(to); index++) {
      const flags = days.flags[index] ?? 0;
      if ((flags & HAS_ROW) === 0) days.price[index] = Number(basePrice);
      days.flags[index] = HAS_ROW | CLOSED;
    }
  }
}

export async function loadLiveStays(db: Database, firstDate: string): Promise<LiveStays> {
  const result = await db.execute<{ stays: string }>(sql`
    select coalesce(string_agg(concat_ws(',', apartment_id, to_char(check_in, 'YYYY-MM-DD'),
      to_char(check_out, 'YYYY-MM-DD')), ';'), '') as stays
    from reservations
    where apartment_id is not null and status <> 'cancelled' and check_out > ${firstDate}::date`);
  const stays = new Map<string, Stay[]>();
  const text = result.rows[0]?.stays ?? '';
  for (const stay of text ? text.split(';') : []) {
    const [apartmentId = '', checkIn = '', checkOut = ''] = stay.split(',');
    const list = stays.get(apartmentId);
    if (list) list.push({ checkIn, checkOut });
    else stays.set(apartmentId, [{ checkIn, checkOut }]);
  }
  return new LiveStays(stays);
}

type Snapshot<Value> = { stamp: string; value: Promise<Value> };
const priceSnapshots = new WeakMap<DatabaseHandle, Snapshot<PriceCalendars>>();
const staySnapshots = new WeakMap<DatabaseHandle, Snapshot<LiveStays>>();

function remembered<Value>(
  snapshots: WeakMap<DatabaseHandle, Snapshot<Value>>,
  database: DatabaseHandle,
  stamp: string,
  load: () => Promise<Value>,
): Promise<Value> {
  const snapshot = snapshots.get(database);
  if (snapshot?.stamp === stamp) return snapshot.value;
  const started: Snapshot<Value> = { stamp, value: load() };
  snapshots.set(database, started);
  started.value.catch(() => {
    if (snapshots.get(database) === started) snapshots.delete(database);
  });
  return started.value;
}

export type MemoryCalendars = { prices: PriceCalendars; stays: LiveStays };

/**
 * The in-memory calendars at `version`, or undefined while changes cannot be followed (a null version): the
 * callers then read the few rows they need from the database instead of loading everything for one answer.
 */
export async function memoryCalendars(
  database: DatabaseHandle,
  version: CatalogueVersion | null,
  now: Date = new Date(),
): Promise<MemoryCalendars | undefined> {
  if (!version) return undefined;
  const today = istanbulDate(now);
  const [prices, stays] = await Promise.all([
    remembered(priceSnapshots, database, `${today}|${version.prices}`, () =>
      loadPriceCalendars(database.db, today),
    ),
    remembered(staySnapshots, database, `${today}|${version.bookings}`, () =>
      loadLiveStays(database.db, today),
    ),
  ]);
  return { prices, stays };
}
