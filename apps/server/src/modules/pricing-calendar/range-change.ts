import type { CalendarChange } from '@konak/domain/api/admin/change-calendar';
import { toCents } from '@konak/domain/pricing';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pricingDays } from '../../db/schema/pricing.ts';
import { keptOriginalPrice } from './repository.ts';

/** Days from `from` to `to` (both included) of several apartments. */
export type DayRange = { apartmentIds: readonly string[]; from: string; to: string };

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** A day's price after `percent` off its undiscounted price (`undiscounted` is an SQL expression of cents). */
const discounted = (undiscounted: SQL, percent: number) =>
  sql`round(${undiscounted} * ${100 - percent} / 100.0)::int`;
/** The struck-through price that goes with it: only while the guest pays less. */
const strikeThrough = (undiscounted: SQL, percent: number) =>
  sql`case when ${discounted(undiscounted, percent)} < ${undiscounted} then ${undiscounted} end`;

/**
 * What a change writes: the columns of a day that has no row yet (it starts from the apartment's base price, as a day
 * without a row costs), what it sets on an existing row, and when an existing row really changes.
 */
function changeWrites(change: Exclude<CalendarChange, { kind: 'open' }>) {
  const base = sql`a.base_price_cents`;
  const fresh = { price: base, original: sql`null::int`, minStay: sql`1`, closed: sql`false` };
  const price = sql`${pricingDays.priceCents}`;
  const original = sql`${pricingDays.originalPriceCents}`;
  switch (change.kind) {
    case 'price': {
      const cents = toCents(change.price);
      return {
        fresh: { ...fresh, price: sql`${cents}::int` },
        set: { priceCents: sql`excluded.price_cents`, originalPriceCents: keptOriginalPrice },
        changed: sql`${price} <> excluded.price_cents or ${original} <= excluded.price_cents`,
      };
    }
    case 'discount': {
      const undiscounted = sql`coalesce(${original}, ${price})`;
      return {
        fresh: {
          ...fresh,
          price: discounted(base, change.percent),
          original: strikeThrough(base, change.percent),
        },
        set: {
          priceCents: discounted(undiscounted, change.percent),
          originalPriceCents: strikeThrough(undiscounted, change.percent),
        },
        changed: sql`${price} <> ${discounted(undiscounted, change.percent)}
          or ${original} is distinct from ${strikeThrough(undiscounted, change.percent)}`,
      };
    }
    case 'minStay':
      return {
        fresh: { ...fresh, minStay: sql`${change.nights}::int` },
        set: { minStayNights: sql`excluded.min_stay_nights` },
        changed: sql`${pricingDays.minStayNights} <> excluded.min_stay_nights`,
      };
    case 'close':
      return {
        fresh: { ...fresh, closed: sql`true` },
        set: { isClosed: sql`true` },
        changed: sql`not ${pricingDays.isClosed}`,
      };
  }
}

/**
 * Applies one change to every day of the range in one statement and returns how many apartment-days it created or
 * changed (days already as asked are left alone). Rows are written in apartment and date order, so two changes never
 * wait on each other in a circle. Opening only touches existing rows: a day without a row is open already, and a row
 * created for it would pin today's base price on that day.
 */
export async function changeCalendarRange(
  db: Database,
  range: DayRange,
  change: CalendarChange,
): Promise<number> {
  if (range.apartmentIds.length === 0) return 0;
  if (change.kind === 'open') {
    const opened = await db.execute(sql`
      update ${pricingDays} set is_closed = false
      where apartment_id in (${idList(range.apartmentIds)})
        and date >= ${range.from}::date and date <= ${range.to}::date and is_closed
      returning 1`);
    return opened.rows.length;
  }
  const { fresh, set, changed } = changeWrites(change);
  const written = await db.execute(sql`
    insert into ${pricingDays} (apartment_id, date, price_cents, original_price_cents, min_stay_nights, is_closed)
    select a.id, day::date, ${fresh.price}, ${fresh.original}, ${fresh.minStay}, ${fresh.closed}
    from apartments a
      cross join generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as day
    where a.id in (${idList(range.apartmentIds)})
    order by a.id, day
    on conflict (apartment_id, date) do update set ${setList(set)}
    where ${changed}
    returning 1`);
  return written.rows.length;
}

const COLUMNS = {
  priceCents: 'price_cents',
  originalPriceCents: 'original_price_cents',
  minStayNights: 'min_stay_nights',
  isClosed: 'is_closed',
} as const;

function setList(set: Partial<Record<keyof typeof COLUMNS, SQL>>): SQL {
  return sql.join(
    Object.entries(set).map(
      ([field, value]) => sql`${sql.raw(COLUMNS[field as keyof typeof COLUMNS])} = ${value}`,
    ),
    sql`, `,
  );
}
