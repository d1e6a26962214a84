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

/** The report with its months × listings figures, which only the CSV lists. */
export type FullReport = ReportResponse & {
  rows: { month: string; listingId: string; figures: ReportFiguresView }[];
};

/**
 * The report of a range (decision 076): each month's totals, each listing's and the range's; `rows` has months ×
 * listings. Published apartments have a row every month; other listings (tours, apartments taken off the site)
 * when something happened. `listings` names the rows' listings and every published one (the page's filter),
 * whatever the filter; a filter on an unknown listing is 404.
 */
export async function buildReport(db: Database, query: ReportQuery, language: Language): Promise<FullReport> {
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
  const perListing = new Map<string, ReportFigures>();
  for (const row of rows) {
    const figures = perListing.get(row.listingId) ?? emptyFigures();
    perListing.set(row.listingId, addFigures(figures, row.figures));
  }
  const listings = data.listings
    .filter((listing) => listing.isActive || perListing.has(listing.id))
    .map(({ id, type, name }) => ({ id, type, name }))
    .sort((a, b) => a.type.localeCompare(b.type) || a.name.localeCompare(b.name, language));
  return {
    from: query.from,
    to: query.to,
    months: months.map((month) => ({ month, figures: figuresView(totals.get(month) ?? emptyFigures()) })),
    listings,
    byListing: listings.flatMap(({ id }) => {
      const figures = perListing.get(id);
      return figures ? [{ listingId: id, figures: figuresView(figures) }] : [];
    }),
    rows: rows.map((row) => ({
      month: row.month,
      listingId: row.listingId,
      figures: figuresView(row.figures),
    })),
    total: figuresView(total),
  };
}

/** The JSON answer: everything but the months × listings rows. */
export async function reportAnswer(
  db: Database,
  query: ReportQuery,
  language: Language,
): Promise<ReportResponse> {
  const { rows: _rows, ...answer } = await buildReport(db, query, language);
  return answer;
}
