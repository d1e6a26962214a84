import { daysInMonth, monthOf, type ReportMonth } from './report-months.ts';

/**
 * Monthly figures of the back-office reports (decision 076), computed from plain rows so the rules are tested
 * without a database. Amounts are integer cents; a month is an Istanbul calendar month "YYYY-MM".
 */

export type ListingType = 'apartment' | 'tour';

/** A listing the report may show: published apartments get a row every month, even with nothing sold. */
export type ReportListing = { id: string; type: ListingType; isActive: boolean };

/** A reservation as the report reads it (tour bookings: check-in is the tour date). */
export type ReportReservation = {
  listingId: string;
  type: ListingType;
  checkIn: string;
  checkOut: string;
  cancelled: boolean;
  people: number;
  isRefundable: boolean;
  totalCents: number;
  paidCents: number;
  /** What the guest is owed back after the cancellation rules (refund_cents). */
  refundCents: number;
  guaranteeFeeCents: number;
};

/** A refund paid out (a ledger row), on the Istanbul date it was recorded. */
export type ReportRefund = { listingId: string; type: ListingType; recordedOn: string; amountCents: number };

/** A night an apartment's pricing calendar closes. */
export type ClosedNight = { apartmentId: string; date: string };

export type ReportFigures = {
  /** Apartment nights of stays that happen (not cancelled), counted in the month each night falls in. */
  nightsSold: number;
  /** Nights the apartments could be sold: every night of the month, less closed nights nobody stays. */
  availableNights: number;
  /** Apartment stays' value for the nights of the month, and tours' value on their date. */
  revenueCents: number;
  /** The part of revenueCents that comes from apartment stays (the average daily rate's numerator). */
  roomRevenueCents: number;
  guaranteeFeesKeptCents: number;
  refundsCents: number;
  /** Reservations cancelled, in the month they would have started. */
  cancellations: number;
  /** Reservations that happen, in the month they start. */
  reservations: number;
  /** Guests of those reservations (adults and children). */
  people: number;
};

export type ReportRow = { month: ReportMonth; listingId: string; type: ListingType; figures: ReportFigures };

export type ReportInput = {
  months: ReportMonth[];
  listings: ReportListing[];
  reservations: ReportReservation[];
  refunds: ReportRefund[];
  closedNights: ClosedNight[];
};

export function emptyFigures(): ReportFigures {
  return {
    nightsSold: 0,
    availableNights: 0,
    revenueCents: 0,
    roomRevenueCents: 0,
    guaranteeFeesKeptCents: 0,
    refundsCents: 0,
    cancellations: 0,
    reservations: 0,
    people: 0,
  };
}

export function addFigures(into: ReportFigures, from: ReportFigures): ReportFigures {
  for (const key of Object.keys(into) as (keyof ReportFigures)[]) into[key] += from[key];
  return into;
}

/** Sold nights over available nights, 0–1; null when nothing could be sold (tours, no published apartment). */
export function occupancyRate(figures: ReportFigures): number | null {
  if (figures.availableNights === 0) return null;
  return figures.nightsSold / figures.availableNights;
}

/** Average daily rate in cents: room revenue over nights sold, null with no nights sold. */
export function averageDailyRateCents(figures: ReportFigures): number | null {
  if (figures.nightsSold === 0) return null;
  return Math.round(figures.roomRevenueCents / figures.nightsSold);
}

/**
 * A stay's total shared across its nights in cents, so each month gets the value of its own nights; the cents
 * that do not divide go to the first nights, and the parts always add up to the total.
 */
export function splitAcrossNights(totalCents: number, nights: number): number[] {
  if (nights <= 0) return [];
  const base = Math.floor(totalCents / nights);
  const extra = totalCents - base * nights;
  return Array.from({ length: nights }, (_, index) => base + (index < extra ? 1 : 0));
}

/**
 * The guarantee fee a cancelled refundable booking kept: the fee, but never more than what was paid and not
 * owed back (a booking cancelled before it was paid kept nothing). Non-refundable bookings have no fee.
 */
export function guaranteeFeeKeptCents(reservation: ReportReservation): number {
  if (!reservation.cancelled || !reservation.isRefundable) return 0;
  const kept = reservation.paidCents - reservation.refundCents;
  return Math.max(0, Math.min(reservation.guaranteeFeeCents, kept));
}

/** Year, month and day of an ISO date that is known to be valid (the database's), without checking it again. */
function dateParts(date: string): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

const DAY_MS = 86_400_000;

/**
 * A stay's nights and value per month it touches, the value shared as splitAcrossNights shares it (the first
 * `total % nights` nights carry one cent more). Plain arithmetic on the dates' numbers: a report adds up thousands
 * of stays on every view.
 */
export function stayByMonth(stay: {
  checkIn: string;
  checkOut: string;
  totalCents: number;
}): { month: ReportMonth; nights: number; cents: number }[] {
  let [year, month, day] = dateParts(stay.checkIn);
  const [outYear, outMonth, outDay] = dateParts(stay.checkOut);
  const span = Date.UTC(outYear, outMonth - 1, outDay) - Date.UTC(year, month - 1, day);
  const nights = Math.max(0, Math.round(span / DAY_MS));
  if (nights === 0) return [];
  const base = Math.floor(stay.totalCents / nights);
  const extra = stay.totalCents - base * nights;
  const parts: { month: ReportMonth; nights: number; cents: number }[] = [];
  let first = 0;
  while (first < nights) {
    // Day 0 of the next month is the last day of this one.
    const monthNights = new Date(Date.UTC(year, month, 0)).getUTCDate() - day + 1;
    const count = Math.min(nights - first, monthNights);
    const cents = count * base + Math.max(0, Math.min(extra, first + count) - first);
    parts.push({ month: `${year}-${month < 10 ? '0' : ''}${month}`, nights: count, cents });
    first += count;
    day = 1;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return parts;
}

/** Each published apartment's closed nights, to be struck off as the stays that hold them are read. */
function closedNightsByApartment(
  closedNights: ClosedNight[],
  activeApartments: ReadonlySet<string>,
): Map<string, Set<string>> {
  const byApartment = new Map<string, Set<string>>();
  for (const { apartmentId, date } of closedNights) {
    if (!activeApartments.has(apartmentId)) continue;
    let nights = byApartment.get(apartmentId);
    if (!nights) {
      nights = new Set();
      byApartment.set(apartmentId, nights);
    }
    nights.add(date);
  }
  return byApartment;
}

/** The months × listings figures of a report; rows for months outside `months` are left out. */
export function computeReportRows(input: ReportInput): ReportRow[] {
  const rows = new Map(input.months.map((month) => [month, new Map<string, ReportRow>()]));
  const activeApartments = new Set(
    input.listings.filter((listing) => listing.type === 'apartment' && listing.isActive).map((l) => l.id),
  );
  const rowFor = (month: ReportMonth, listingId: string, type: ListingType): ReportFigures | null => {
    const monthRows = rows.get(month);
    if (!monthRows) return null;
    let row = monthRows.get(listingId);
    if (!row) {
      row = { month, listingId, type, figures: emptyFigures() };
      monthRows.set(listingId, row);
    }
    return row.figures;
  };

  const monthDays = input.months.map((month) => [month, daysInMonth(month)] as const);
  for (const listing of input.listings) {
    if (!activeApartments.has(listing.id)) continue;
    for (const [month, days] of monthDays) {
      const figures = rowFor(month, listing.id, 'apartment');
      if (figures) figures.availableNights += days;
    }
  }

  // A closed night nobody stays could not be sold; a night closed after it was booked was still sold.
  const unsoldClosed = closedNightsByApartment(input.closedNights, activeApartments);
  for (const reservation of input.reservations) {
    const { listingId, type } = reservation;
    const start = rowFor(reservation.checkIn.slice(0, 7), listingId, type);
    if (reservation.cancelled) {
      if (start) {
        start.cancellations += 1;
        start.guaranteeFeesKeptCents += guaranteeFeeKeptCents(reservation);
      }
      continue;
    }
    if (start) {
      start.reservations += 1;
      start.people += reservation.people;
    }
    if (type === 'tour') {
      if (start) start.revenueCents += reservation.totalCents;
      continue;
    }
    const closed = unsoldClosed.get(listingId);
    if (closed) {
      for (const night of closed) {
        if (night >= reservation.checkIn && night < reservation.checkOut) closed.delete(night);
      }
    }
    // By month rather than night by night: a report adds up thousands of stays on every view.
    for (const part of stayByMonth(reservation)) {
      const figures = rowFor(part.month, listingId, type);
      if (!figures) continue;
      figures.nightsSold += part.nights;
      figures.revenueCents += part.cents;
      figures.roomRevenueCents += part.cents;
      // An apartment taken off the site still had these nights to sell.
      if (!activeApartments.has(listingId)) figures.availableNights += part.nights;
    }
  }
  for (const [apartmentId, nights] of unsoldClosed) {
    for (const night of nights) {
      const figures = rowFor(monthOf(night), apartmentId, 'apartment');
      if (figures) figures.availableNights -= 1;
    }
  }

  for (const refund of input.refunds) {
    const figures = rowFor(monthOf(refund.recordedOn), refund.listingId, refund.type);
    if (figures) figures.refundsCents += refund.amountCents;
  }

  const byListing = (a: ReportRow, b: ReportRow) =>
    a.listingId < b.listingId ? -1 : a.listingId > b.listingId ? 1 : 0;
  return [...rows.values()].flatMap((monthRows) => [...monthRows.values()].sort(byListing));
}

/** Each month's figures summed over the rows, in the order of `months` (a month with no row is all zeros). */
export function monthTotals(months: ReportMonth[], rows: ReportRow[]): Map<ReportMonth, ReportFigures> {
  const totals = new Map(months.map((month) => [month, emptyFigures()]));
  for (const row of rows) {
    const total = totals.get(row.month);
    if (total) addFigures(total, row.figures);
  }
  return totals;
}
