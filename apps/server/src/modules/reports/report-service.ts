import type { ReportFiguresView, ReportQuery, ReportResponse } from '@konak/domain/api/admin/reports';
import type { Language } from '@konak/domain/languages';
import { toEuros } from '@konak/domain/pricing';
import {
  addFigures,
  averageDailyRateCents,
  computeReportRows,
  emptyFigures,
  monthTotals,
  occupancyRate,
  type ReportFigures,
} from '@konak/domain/reports/report-figures';
import { monthRange } from '@konak/domain/reports/report-months';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { loadReportData } from './report-data.ts';

/** Cents to the API's euros, and the derived rates. */
export function figuresView(figures: ReportFigures): ReportFiguresView {
  const adr = averageDailyRateCents(figures);
  return {
    nightsSold: figures.nightsSold,
    availableNights: figures.availableNights,
    occupancy: occupancyRate(figures),
    averageDailyRate: adr === null ? null : toEuros(adr),
    revenue: toEuros(figures.revenueCents),
    guaranteeFeesKept: toEuros(figures.guaranteeFeesKeptCents),
    refunds: toEuros(figures.refundsCents),
    cancellations: figures.cancellations,
    reservations: figures.reservations,
    people: figures.people,
  };
}

/**
 * The report of a range (decision 076): months × listings, each month's totals and the range's. Published
 * apartments have a row every month; other listings (tours, apartments taken off the site) when something
 * happened. `listings` names the rows' listings and every published one (the page's filter), whatever the filter;
 * a filter on an unknown listing is 404.
 */
export async function buildReport(
  db: Database,
  query: ReportQuery,
  language: Language,
): Promise<ReportResponse> {
  const months = monthRange(query.from, query.to);
  const data = await loadReportData(db, query, language);
  const filter = query.apartmentId ?? query.tourId;
  const filterType = query.apartmentId ? 'apartment' : 'tour';
  if (filter && !data.listings.some((listing) => listing.id === filter && listing.type === filterType)) {
    throw new AppError(404, 'error.listing_not_found', { code: 'listing_not_found' });
  }
  const reported = filter ? data.listings.filter((listing) => listing.id === filter) : data.listings;
  const rows = computeReportRows({ months, ...data, listings: reported });
  const totals = monthTotals(months, rows);
  const total = emptyFigures();
  for (const figures of totals.values()) addFigures(total, figures);
  const shown = new Set(rows.map((row) => row.listingId));
  return {
    from: query.from,
    to: query.to,
    months: months.map((month) => ({ month, figures: figuresView(totals.get(month) ?? emptyFigures()) })),
    listings: data.listings
      .filter((listing) => listing.isActive || shown.has(listing.id))
      .map(({ id, type, name }) => ({ id, type, name }))
      .sort((a, b) => a.type.localeCompare(b.type) || a.name.localeCompare(b.name, language)),
    rows: rows.map((row) => ({
      month: row.month,
      listingId: row.listingId,
      figures: figuresView(row.figures),
    })),
    total: figuresView(total),
  };
}
