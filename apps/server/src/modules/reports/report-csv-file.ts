import type { ReportFiguresView, ReportResponse } from '@konak/domain/api/admin/reports';
import type { Language } from '@konak/domain/languages';
import { type CsvCell, csvDecimal, toCsv } from '@konak/domain/reports/report-csv';
import { translate } from '../../i18n/translate.ts';
import type { FullReport } from './report-service.ts';

/**
 * Turkish and Russian Excel read `,` as the decimal mark (and `;` between fields); English and Arabic read `.`.
 * The numbers follow the language the operator asked in (decision 076).
 */
function decimalMark(language: Language): ',' | '.' {
  return language === 'tr' || language === 'ru' ? ',' : '.';
}

/** The file's name: the range it covers, in plain ASCII so every browser and mail client keeps it. */
export function reportFileName(report: Pick<ReportResponse, 'from' | 'to'>): string {
  return `konak-report-${report.from}-${report.to}.csv`;
}

/**
 * The report as CSV: one line per month and listing, then the month's total, and the range's total last. Euros and
 * the occupancy percentage as plain decimals; blank where a figure does not apply (a tour's occupancy).
 */
export function reportCsv(report: FullReport, language: Language): string {
  const mark = decimalMark(language);
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const euros = (value: number | null) => csvDecimal(value, 2, mark);
  const figures = (f: ReportFiguresView): CsvCell[] => [
    f.nightsSold,
    f.availableNights,
    csvDecimal(f.occupancy === null ? null : f.occupancy * 100, 1, mark),
    euros(f.averageDailyRate),
    euros(f.revenue),
    euros(f.guaranteeFeesKept),
    euros(f.refunds),
    f.cancellations,
    f.reservations,
    f.people,
  ];
  const listings = new Map(report.listings.map((listing) => [listing.id, listing]));
  const typeName = { apartment: t('report.csv.apartment'), tour: t('report.csv.tour') };
  const lines: CsvCell[][] = [
    [
      t('report.csv.month'),
      t('report.csv.type'),
      t('report.csv.listing'),
      t('report.csv.nights_sold'),
      t('report.csv.available_nights'),
      t('report.csv.occupancy'),
      t('report.csv.average_daily_rate'),
      t('report.csv.revenue'),
      t('report.csv.guarantee_fees_kept'),
      t('report.csv.refunds'),
      t('report.csv.cancellations'),
      t('report.csv.reservations'),
      t('report.csv.people'),
    ],
  ];
  for (const { month, figures: monthFigures } of report.months) {
    for (const row of report.rows) {
      if (row.month !== month) continue;
      const listing = listings.get(row.listingId);
      lines.push([
        month,
        listing ? typeName[listing.type] : '',
        listing?.name ?? '',
        ...figures(row.figures),
      ]);
    }
    lines.push([month, '', t('report.csv.total'), ...figures(monthFigures)]);
  }
  lines.push([`${report.from} – ${report.to}`, '', t('report.csv.total'), ...figures(report.total)]);
  return toCsv(lines);
}
