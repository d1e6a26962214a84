import type { ReportFiguresView } from '@konak/domain/api/admin/reports';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatEuro, formatNumber, formatPercent } from '../../../lib/format';

const COLUMNS = [
  'nightsSold',
  'occupancy',
  'averageDailyRate',
  'revenue',
  'guaranteeFeesKept',
  'refunds',
  'cancellations',
  'reservations',
  'people',
] as const satisfies readonly (keyof ReportFiguresView)[];
type Column = (typeof COLUMNS)[number];

const MONEY: ReadonlySet<Column> = new Set(['averageDailyRate', 'revenue', 'guaranteeFeesKept', 'refunds']);

/** One line of a report table: what it is about (a month, a listing) and its figures. */
export type ReportTableRow = { key: string; label: string; figures: ReportFiguresView };

/**
 * Rows (months or listings) × figures with the range's total: the report's data for everyone, screen readers
 * included. On a phone the table scrolls sideways inside its own box (focusable, so it scrolls with the keyboard);
 * the page never does.
 */
export function ReportTable({
  rows,
  total,
  caption,
  heading,
  testId,
}: {
  rows: ReportTableRow[];
  total: ReportFiguresView;
  caption: string;
  /** The first column's heading: month or listing. */
  heading: string;
  testId: string;
}) {
  const { t } = useTranslation('admin-reports');
  const { language } = useLanguage();
  const cell = (column: Column, figures: ReportFiguresView) => {
    const value = figures[column];
    if (value === null) return t('notApplicable');
    if (column === 'occupancy') return formatPercent(value, language);
    if (MONEY.has(column)) return formatEuro(value, language);
    return formatNumber(value, language);
  };
  return (
    <section
      className="mt-4 overflow-x-auto rounded-xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
    >
      <table className="w-full min-w-[56rem] border-collapse text-sm" data-testid={testId}>
        <caption className="p-3 text-start font-semibold text-stone-900">{caption}</caption>
        <thead>
          <tr className="border-y border-stone-200 bg-stone-50">
            <th scope="col" className="p-2 text-start">
              {heading}
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="p-2 text-end">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label, figures }) => (
            <tr key={key} className="border-b border-stone-100">
              <th scope="row" className="p-2 text-start font-medium whitespace-nowrap">
                {label}
              </th>
              {COLUMNS.map((column) => (
                <td key={column} className="p-2 text-end tabular-nums whitespace-nowrap">
                  {cell(column, figures)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="bg-stone-50 font-semibold">
            <th scope="row" className="p-2 text-start">
              {t('columns.total')}
            </th>
            {COLUMNS.map((column) => (
              <td key={column} className="p-2 text-end tabular-nums whitespace-nowrap">
                {cell(column, total)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
