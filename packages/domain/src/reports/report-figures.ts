import { addDays, nightsBetween } from '../stay-dates.ts';
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

/** The months × listings figures of a report; rows for months outside `months` are left out. */
export function computeReportRows(input: ReportInput): ReportRow[] {
  const wanted = new Set(input.months);
  const rows = new Map<string, ReportRow>();
  const activeApartments = new Set(
    input.listings.filter((listing) => listing.type === 'apartment' && listing.isActive).map((l) => l.id),
  );
  const rowFor = (month: ReportMonth, listingId: string, type: ListingType): ReportFigures | null => {
    if (!wanted.has(month)) return null;
    const key = `${month}|${listingId}`;
    let row = rows.get(key);
    if (!row) {
      row = { month, listingId, type, figures: emptyFigures() };
      rows.set(key, row);
    }
    return row.figures;
  };

  for (const listing of input.listings) {
    if (!activeApartments.has(listing.id)) continue;
    for (const month of input.months) {
      const figures = rowFor(month, listing.id, 'apartment');
      if (figures) figures.availableNights += daysInMonth(month);
    }
  }

  const soldNights = new Set<string>();
  for (const reservation of input.reservations) {
    const { listingId, type } = reservation;
    const start = rowFor(monthOf(reservation.checkIn), listingId, type);
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
    const nights = Math.max(0, nightsBetween(reservation.checkIn, reservation.checkOut));
    const shares = splitAcrossNights(reservation.totalCents, nights);
    for (const [index, share] of shares.entries()) {
      const night = addDays(reservation.checkIn, index);
      const figures = rowFor(monthOf(night), listingId, type);
      if (!figures) continue;
      soldNights.add(`${listingId}|${night}`);
      figures.nightsSold += 1;
      figures.revenueCents += share;
      figures.roomRevenueCents += share;
      // An apartment taken off the site still had these nights to sell.
      if (!activeApartments.has(listingId)) figures.availableNights += 1;
    }
  }

  // A closed night nobody stays could not be sold; a night closed after it was booked was still sold.
  for (const closed of new Set(input.closedNights.map((night) => `${night.apartmentId}|${night.date}`))) {
    const [apartmentId = '', date = ''] = closed.split('|');
    if (!activeApartments.has(apartmentId) || soldNights.has(closed)) continue;
    const figures = rowFor(monthOf(date), apartmentId, 'apartment');
    if (figures) figures.availableNights -= 1;
  }

  for (const refund of input.refunds) {
    const figures = rowFor(monthOf(refund.recordedOn), refund.listingId, refund.type);
    if (figures) figures.refundsCents += refund.amountCents;
  }

  const order = new Map(input.months.map((month, index) => [month, index]));
  return [...rows.values()].sort(
    (a, b) => (order.get(a.month) ?? 0) - (order.get(b.month) ?? 0) || a.listingId.localeCompare(b.listingId),
  );
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
