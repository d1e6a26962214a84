import type { ReportResponse } from '@konak/domain/api/admin/reports';
import { useId } from 'react';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatEuro, formatPercent } from '../../../lib/format';
import { formatMonth, formatMonthName } from './report-format';

// The drawing's own units. The SVG scales to the width it gets, at most 36rem: its 14-unit labels read at about
// 11 px on a 390 px phone and 17 px on a desktop, and twelve month names fit side by side.
const WIDTH = 480;
const HEIGHT = 230;
const PAD = { top: 14, right: 50, bottom: 28, left: 58 };
const PLOT_WIDTH = WIDTH - PAD.left - PAD.right;
const PLOT_HEIGHT = HEIGHT - PAD.top - PAD.bottom;

type Month = ReportResponse['months'][number];

/** Sold over available nights across months (null when none were available). */
function overallOccupancy(months: Month[]): number | null {
  const sold = months.reduce((sum, { figures }) => sum + figures.nightsSold, 0);
  const available = months.reduce((sum, { figures }) => sum + figures.availableNights, 0);
  return available === 0 ? null : sold / available;
}

/**
 * Revenue (bars, left scale) and occupancy (line, right scale, 0–100 %) of the last 12 months, as an inline SVG
 * drawn here, without a chart library. Screen readers get a one-sentence summary (role="img"); the table below is
 * the data itself, so the drawing's parts are hidden from them.
 */
export function ReportChart({ months }: { months: Month[] }) {
  const { t } = useTranslation('admin-reports');
  const { language } = useLanguage();
  const titleId = useId();
  const maxRevenue = Math.max(0, ...months.map(({ figures }) => figures.revenue));
  const scale = maxRevenue > 0 ? maxRevenue : 1;
  const slot = PLOT_WIDTH / Math.max(1, months.length);
  const barWidth = slot * 0.6;
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const yRevenue = (value: number) => PAD.top + PLOT_HEIGHT - (value / scale) * PLOT_HEIGHT;
  const yOccupancy = (value: number) => PAD.top + PLOT_HEIGHT - Math.min(1, value) * PLOT_HEIGHT;
  const points = months
    .map(({ figures }, index) =>
      figures.occupancy === null ? null : `${x(index)},${yOccupancy(figures.occupancy)}`,
    )
    .filter((point): point is string => point !== null);
  const total = months.reduce((sum, { figures }) => sum + figures.revenue, 0);
  const best = months.reduce<Month | undefined>(
    (top, month) => (top === undefined || month.figures.revenue > top.figures.revenue ? month : top),
    undefined,
  );
  const occupancy = overallOccupancy(months);
  const first = months[0];
  const last = months.at(-1);
  const summary =
    first && last
      ? t('chart.summary', {
          from: formatMonth(first.month, language, 'long'),
          to: formatMonth(last.month, language, 'long'),
          revenue: formatEuro(total, language),
          best:
            best && best.figures.revenue > 0 ? formatMonth(best.month, language, 'long') : t('chart.none'),
          occupancy: occupancy === null ? t('notApplicable') : formatPercent(occupancy, language),
        })
      : t('chart.none');

  return (
    <figure className="rounded-xl border border-stone-200 bg-white p-4">
      <figcaption className="font-semibold text-stone-900">{t('chart.title')}</figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-700" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-brand-500" />
          {t('chart.revenue')}
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block h-0.5 w-4 bg-sky-800" />
          {t('chart.occupancy')}
        </li>
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className="mt-2 h-auto w-full max-w-xl"
        data-testid="report-chart"
      >
        <title id={titleId}>{summary}</title>
        <g className="text-[14px]">
          {[0, 0.5, 1].map((share) => (
            <g key={share}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={yOccupancy(share)}
                y2={yOccupancy(share)}
                className="stroke-stone-200"
              />
              {(share === 0 || maxRevenue > 0) && (
                <text x={PAD.left - 6} y={yOccupancy(share) + 5} textAnchor="end" className="fill-stone-700">
                  {formatEuro(Math.round(maxRevenue * share), language)}
                </text>
              )}
              <text x={WIDTH - PAD.right + 6} y={yOccupancy(share) + 5} className="fill-stone-700">
                {formatPercent(share, language)}
              </text>
            </g>
          ))}
          {months.map(({ month, figures }, index) => (
            <g key={month}>
              <rect
                x={x(index) - barWidth / 2}
                y={yRevenue(figures.revenue)}
                width={barWidth}
                height={PAD.top + PLOT_HEIGHT - yRevenue(figures.revenue)}
                className="fill-brand-500"
              />
              <text x={x(index)} y={HEIGHT - 8} textAnchor="middle" className="fill-stone-700">
                {formatMonthName(month, language)}
              </text>
            </g>
          ))}
          <polyline points={points.join(' ')} fill="none" strokeWidth={2.5} className="stroke-sky-800" />
          {points.map((point) => {
            const [cx, cy] = point.split(',');
            return <circle key={point} cx={cx} cy={cy} r={3} className="fill-sky-800" />;
          })}
        </g>
      </svg>
    </figure>
  );
}
