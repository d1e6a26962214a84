import type { ReportQuery } from '@konak/domain/api/admin/reports';
import {
  addMonths,
  CHART_MONTHS,
  isReportMonth,
  MAX_REPORT_MONTHS,
  monthsBetween,
} from '@konak/domain/reports/report-months';

/** The address's filters: two months and a listing written `apartment:<id>` or `tour:<id>`. */
export type ReportFilters = { from: string; to: string; listing: string };

export type RangeProblem = 'invalid' | 'reversed' | 'tooLong';

/** The last CHART_MONTHS months, ending with `currentMonth`: the chart's range and the page's default. */
export function lastTwelveMonths(currentMonth: string): { from: string; to: string } {
  return { from: addMonths(currentMonth, 1 - CHART_MONTHS), to: currentMonth };
}

/** What is wrong with a range before asking the server (it checks again), per field. */
export function rangeProblems(from: string, to: string): Partial<Record<'from' | 'to', RangeProblem>> {
  const problems: Partial<Record<'from' | 'to', RangeProblem>> = {};
  if (!isReportMonth(from)) problems.from = 'invalid';
  if (!isReportMonth(to)) problems.to = 'invalid';
  if (problems.from || problems.to) return problems;
  const months = monthsBetween(from, to);
  if (months < 1) problems.to = 'reversed';
  else if (months > MAX_REPORT_MONTHS) problems.to = 'tooLong';
  return problems;
}

/** The report call's query for a range and the listing filter ('' for all listings). */
export function reportQuery(from: string, to: string, listing: string): ReportQuery {
  const [type, id] = listing.split(':');
  if (type === 'apartment' && id) return { from, to, apartmentId: id };
  if (type === 'tour' && id) return { from, to, tourId: id };
  return { from, to };
}
