import type {
  CalendarChange,
  ChangeCalendarBody,
  ChangeCalendarResponse,
} from '@konak/domain/api/admin/change-calendar';
import type { Language } from '@konak/domain/languages';
import { type NightRate, toEuros } from '@konak/domain/pricing';
import { addDays, daysBetween, istanbulDate } from '@konak/domain/stay-dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/authentication.ts';
import { recordAudit } from '../audit/surface.ts';
import { changeCalendarRange, pricingRowsByApartment, shortDate } from '../pricing-calendar/surface.ts';

/** An idempotency key answers the same for a day; after that it is an ordinary new request (decision 080). */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

const AUDIT_ACTIONS: Record<CalendarChange['kind'], string> = {
  price: 'calendar.set_price',
  discount: 'calendar.set_discount',
  minStay: 'calendar.set_min_stay',
  close: 'calendar.close',
  open: 'calendar.open',
};

type LockedApartment = { id: string; basePriceCents: number };

/**
 * Locks the apartments in id order for the rest of the transaction, so that two changes sharing an apartment run one
 * after the other, whole (the final calendar is always the result of some serial order), and never wait on each
 * other in a circle. `no key update` leaves bookings free to reference the apartment meanwhile.
 */
async function lockApartments(tx: Database, ids: readonly string[]): Promise<LockedApartment[]> {
  const result = await tx.execute<LockedApartment>(sql`
    select id, base_price_cents as "basePriceCents" from apartments
    where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by id for no key update`);
  return result.rows;
}

function unknownApartments(ids: readonly string[], found: readonly LockedApartment[]): AppError {
  const known = new Set(found.map((apartment) => apartment.id));
  return new AppError(400, 'error.validation_failed', {
    code: 'validation_failed',
    details: { type: 'validation' },
    errors: ids.flatMap((id, index) =>
      known.has(id) ? [] : [{ field: `apartmentIds.${index}`, message: 'error.calendar_apartment_unknown' }],
    ),
  });
}

type HeldNight = { reservationNumber: string; guestName: string; checkIn: string; checkOut: string };

/** Reservations that are not cancelled and hold a night of the range on one of the apartments, earliest first. */
async function heldNights(
  tx: Database,
  { apartmentIds, from, to }: ChangeCalendarBody,
): Promise<HeldNight[]> {
  const result = await tx.execute<HeldNight>(sql`
    select reservation_number as "reservationNumber", guest_name as "guestName",
      check_in::text as "checkIn", check_out::text as "checkOut"
    from reservations
    where apartment_id in (${sql.join(
      apartmentIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and status <> 'cancelled' and check_in <= ${to}::date and check_out > ${from}::date
    order by check_in, reservation_number`);
  return result.rows;
}

/** The part of a day a change is about, as the audit trail shows it (euro, nights, closed). */
function auditedValue(change: CalendarChange, night: NightRate): Record<string, unknown> {
  switch (change.kind) {
    case 'price':
    case 'discount':
      return {
        price: toEuros(night.priceCents),
        originalPrice: night.originalPriceCents === null ? null : toEuros(night.originalPriceCents),
      };
    case 'minStay':
      return { minStayNights: night.minStayNights };
    case 'close':
    case 'open':
      return { isClosed: night.isClosed };
  }
}

type Run = { from: string; to: string } & Record<string, unknown>;

/**
 * What the days were before, per apartment, as runs of consecutive days with the same value: a season of one price
 * is one line of the trail, not ninety.
 */
function valuesBefore(
  body: ChangeCalendarBody,
  apartments: readonly LockedApartment[],
  rows: Map<string, NightRate[]>,
): Record<string, Run[]> {
  const span = daysBetween(body.from, body.to);
  const before: Record<string, Run[]> = {};
  for (const apartment of apartments) {
    const byDate = new Map((rows.get(apartment.id) ?? []).map((night) => [night.date, night]));
    const runs: Run[] = [];
    for (let offset = 0; offset <= span; offset++) {
      const date = addDays(body.from, offset);
      const night = byDate.get(date) ?? {
        date,
        priceCents: apartment.basePriceCents,
        originalPriceCents: null,
        minStayNights: 1,
        isClosed: false,
      };
      const value = auditedValue(body.change, night);
      const last = runs.at(-1);
      const { from: _from, to: _to, ...lastValue } = last ?? { from: '', to: '' };
      if (last && JSON.stringify(lastValue) === JSON.stringify(value)) last.to = date;
      else runs.push({ from: date, to: date, ...value });
    }
    before[apartment.id] = runs;
  }
  return before;
}

/** What the audit entry of a change stores as "after": the request itself, so a repeat can be recognised. */
function requestRecord(body: ChangeCalendarBody, key: string) {
  return {
    apartmentIds: body.apartmentIds,
    from: body.from,
    to: body.to,
    change: body.change,
    idempotencyKey: key,
  };
}

/** JSON with every object's keys sorted: jsonb hands objects back in its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([a], [b]) => a.localeCompare(b)))
      : nested,
  );
}

/** The answer given the first time this key was used, or null; the key with another request is refused. */
async function earlierAnswer(
  tx: Database,
  body: ChangeCalendarBody,
  key: string,
  now: Date,
): Promise<ChangeCalendarResponse | null> {
  // Two copies of one request wait here for each other: the second then finds the first's record.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`konak.calendar-change:${key}`}, 0))`);
  const result = await tx.execute<{ after: Record<string, unknown> }>(sql`
    select after from audit_events
    where subject_type = 'calendar' and action like 'calendar.%'
      and created_at > ${new Date(now.getTime() - KEY_LIFETIME_MS).toISOString()}::timestamptz
      and after ->> 'idempotencyKey' = ${key}
    limit 1`);
  const stored = result.rows[0]?.after;
  if (!stored) return null;
  const { updated, ...request } = stored;
  if (canonical(request) !== canonical(requestRecord(body, key))) {
    throw new AppError(422, 'error.idempotency_key_reused', { code: 'idempotency_key_reused' });
  }
  return { updated: Number(updated), apartments: body.apartmentIds.length, from: body.from, to: body.to };
}

/**
 * Applies one operator change to a range of days of one or several apartments (decision 080), in one transaction
 * with its audit entry. Refused: unknown apartments (400), days before today in Istanbul (422), closing a night a
 * reservation holds (409). The same Idempotency-Key with the same request answers as the first time, applying nothing.
 */
export async function changeCalendar(
  db: Database,
  input: {
    operator: SessionUser;
    body: ChangeCalendarBody;
    idempotencyKey: string;
    now: Date;
    language: Language;
  },
): Promise<{ answer: ChangeCalendarResponse; replayed: boolean }> {
  const { operator, body, idempotencyKey, now, language } = input;
  return db.transaction(async (tx) => {
    const earlier = await earlierAnswer(tx, body, idempotencyKey, now);
    if (earlier) return { answer: earlier, replayed: true };

    const apartments = await lockApartments(tx, body.apartmentIds);
    if (apartments.length !== body.apartmentIds.length)
      throw unknownApartments(body.apartmentIds, apartments);
    const today = istanbulDate(now);
    if (body.from < today) {
      throw new AppError(422, 'error.calendar_days_in_past', {
        code: 'calendar_days_in_past',
        params: { date: shortDate(today, language) },
      });
    }
    if (body.change.kind === 'close') {
      const [first, ...more] = await heldNights(tx, body);
      if (first) {
        throw new AppError(409, 'error.calendar_close_booked', {
          code: 'calendar_nights_booked',
          params: {
            reservationNumber: first.reservationNumber,
            guestName: first.guestName,
            checkIn: shortDate(first.checkIn, language),
            checkOut: shortDate(first.checkOut, language),
            count: more.length + 1,
          },
          details: { reservationNumbers: [first, ...more].map((held) => held.reservationNumber) },
        });
      }
    }

    const rows = await pricingRowsByApartment(tx, body.from, body.to, body.apartmentIds);
    const updated = await changeCalendarRange(tx, body, body.change);
    await recordAudit(tx, {
      actor: operator,
      action: AUDIT_ACTIONS[body.change.kind],
      subjectType: 'calendar',
      // One apartment's calendar is its own record; a change to several names them all in `after`.
      subjectId: body.apartmentIds.length === 1 ? (body.apartmentIds[0] ?? null) : null,
      before: { days: valuesBefore(body, apartments, rows) },
      after: { ...requestRecord(body, idempotencyKey), updated },
      at: now,
    });
    return {
      answer: { updated, apartments: apartments.length, from: body.from, to: body.to },
      replayed: false,
    };
  });
}
