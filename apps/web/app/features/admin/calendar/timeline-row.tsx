import type { CalendarApartmentRow, CalendarBooking } from '@konak/domain/api/admin/calendar-timeline';
import { daysBetween } from '@konak/domain/stay-dates';
import { memo } from 'react';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { adminPath } from '../shell/admin-path';
import { timelineFormat } from './timeline-format';

/** Width of a day's column: 60 of them and the apartment column fit the back office's 1280 px page. */
export const DAY_WIDTH = 18;

/** A booking's bar on the row: the day index its first shown night is on and how many nights it covers. */
type Bar = { booking: CalendarBooking; start: number; nights: number };

function barsOf(row: CalendarApartmentRow, from: string, days: number) {
  const starts = new Map<number, Bar>();
  const nightOf: (CalendarBooking | undefined)[] = new Array(days);
  for (const booking of row.bookings) {
    const start = Math.max(0, daysBetween(from, booking.checkIn));
    const end = Math.min(days, daysBetween(from, booking.checkOut));
    if (end <= start) continue;
    starts.set(start, { booking, start, nights: end - start });
    for (let day = start; day < end; day++) nightOf[day] = booking;
  }
  return { starts, nightOf };
}

const BAR_COLOURS: Record<CalendarBooking['status'], string> = {
  confirmed: 'border-emerald-900 bg-emerald-800 text-white',
  completed: 'border-stone-700 bg-stone-600 text-white',
  // Pending is also dashed: the status does not rest on colour alone.
  pending: 'border-dashed border-amber-900 bg-amber-100 text-amber-950',
  cancelled: 'border-stone-400 bg-white text-stone-800',
};

/** The global focus ring (app.css), drawn inside: a day's column is too narrow for one around it. */
const FOCUS_RING = 'focus-visible:-outline-offset-3';

export type TimelineRowProps = {
  row: CalendarApartmentRow;
  rowIndex: number;
  dates: readonly string[];
  today: string;
  /** The day (or -1, the apartment's cell) holding the grid's one tab stop when it is on this row. */
  focusDay: number | null;
  /** The selected days on this row, first and last (-1 when the row is not part of the selection). */
  selectedFirst: number;
  selectedLast: number;
  ticked: boolean;
  readOnly: boolean;
  onTick: (row: number, ticked: boolean) => void;
};

/**
 * One apartment's row of the ARIA grid: its name (with the checkbox that adds it to a selection) and one cell per
 * day. Every cell is named in full for screen readers; the marks inside are only for the eye. A booking's bar is a
 * link inside the cell of its first shown night, and that link is the cell's tab stop.
 */
export const TimelineRow = memo(function TimelineRow({
  row,
  rowIndex,
  dates,
  today,
  focusDay,
  selectedFirst,
  selectedLast,
  ticked,
  readOnly,
  onTick,
}: TimelineRowProps) {
  const { t } = useTranslation('admin-calendar');
  const { language, urlLanguage } = useLanguage();
  const { starts, nightOf } = barsOf(row, dates[0] ?? today, dates.length);
  const name = `#${row.apartmentNumber} ${row.title}`;
  const tabIndex = (day: number) => (focusDay === day ? 0 : -1);
  const format = timelineFormat(language);
  const dayName = format.day;

  return (
    <tr>
      <th
        scope="row"
        className={`sticky start-0 z-20 w-36 min-w-36 border-e border-b border-stone-300 bg-white p-1.5 text-start align-top text-xs font-normal ${FOCUS_RING}`}
        data-point={readOnly ? `${rowIndex}:-1` : undefined}
        tabIndex={readOnly ? tabIndex(-1) : undefined}
      >
        <span className="flex items-start gap-2">
          {!readOnly && (
            <input
              type="checkbox"
              className={`mt-0.5 size-4 shrink-0 accent-brand-700 ${FOCUS_RING}`}
              data-point={`${rowIndex}:-1`}
              tabIndex={tabIndex(-1)}
              checked={ticked}
              onChange={(event) => onTick(rowIndex, event.currentTarget.checked)}
              aria-label={t('choose', { apartment: name })}
            />
          )}
          <span className="min-w-0">
            <span className="line-clamp-3 font-semibold text-stone-900">{name}</span>
            {!row.isActive && <span className="text-stone-700">({t('unlisted')})</span>}
          </span>
        </span>
      </th>
      {dates.map((date, day) => {
        const price = row.prices[day] ?? row.basePrice;
        const original = row.originalPrices[day] ?? null;
        const minStay = row.minStayNights[day] ?? 1;
        const closed = row.closed[day] ?? false;
        const booking = nightOf[day];
        const bar = starts.get(day);
        const isSelected = day >= selectedFirst && day <= selectedLast;
        const parts = [format.euro(price)];
        // A bar's own link names the booking on its first night.
        if (booking && !bar) {
          parts.push(
            t('cell.booked', {
              number: booking.reservationNumber,
              guest: booking.guestName,
              status: t(`status.${booking.status}`),
            }),
          );
        }
        if (closed) parts.push(t('cell.closed'));
        if (minStay > 1) parts.push(t('cell.minStay', { count: minStay }));
        if (original !== null && original > price) {
          const percent = format.percent(Math.round((1 - price / original) * 100) / 100);
          parts.push(t('cell.discount', { percent, original: format.euro(original) }));
        }
        return (
          <td
            key={date}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid's cells (one tab stop, arrow keys) are gridcells.
            role="gridcell"
            aria-selected={readOnly ? undefined : isSelected}
            data-cell={`${rowIndex}:${day}`}
            data-point={bar ? undefined : `${rowIndex}:${day}`}
            tabIndex={bar ? undefined : tabIndex(day)}
            style={{ width: DAY_WIDTH, minWidth: DAY_WIDTH, maxWidth: DAY_WIDTH }}
            className={`relative h-24 cursor-cell border-e border-b border-stone-200 p-0 align-top text-[10px] leading-none text-stone-800 ${FOCUS_RING} ${cellBackground(closed, isSelected, date === today)}`}
          >
            {/* The cell's name is its content, not an aria-label: the bar's visible text must be part of it. */}
            <span className="sr-only">{`${row.title}, ${dayName(date)}: ${parts.join(', ')}`}</span>
            <span className="flex flex-col items-center pt-1">
              <span aria-hidden="true" className="rotate-180 whitespace-nowrap [writing-mode:vertical-rl]">
                {parts[0]}
              </span>
              <span aria-hidden="true" className="mt-1 flex flex-col items-center gap-0.5 font-bold">
                {/* The marks are drawn by CSS: the cell's name says "closed", "20% off", "minimum 3 nights", and
                    "✕", "%" or "3+" as text would not be part of it. */}
                {closed && <span className="text-red-900 before:content-['✕']" />}
                {original !== null && original > price && (
                  <span className="text-brand-800 before:content-['%']" />
                )}
                {minStay > 1 && (
                  <span
                    data-nights={minStay}
                    className="text-blue-900 before:content-[attr(data-nights)] after:content-['+']"
                  />
                )}
              </span>
            </span>
            {bar && (
              <Link
                to={adminPath(urlLanguage, `/reservations/${bar.booking.reservationId}`)}
                data-point={`${rowIndex}:${day}`}
                tabIndex={tabIndex(day)}
                aria-label={t('bar', {
                  number: bar.booking.reservationNumber,
                  guest: bar.booking.guestName,
                  status: t(`status.${bar.booking.status}`),
                  checkIn: dayName(bar.booking.checkIn),
                  checkOut: dayName(bar.booking.checkOut),
                })}
                style={{ width: bar.nights * DAY_WIDTH - 2 }}
                className={`absolute start-px bottom-1 z-10 flex h-5 items-center overflow-hidden border px-1 text-[10px] font-semibold whitespace-nowrap ${
                  bar.booking.clippedStart ? 'rounded-e' : bar.booking.clippedEnd ? 'rounded-s' : 'rounded'
                } ${BAR_COLOURS[bar.booking.status]} focus-visible:outline-offset-1`}
              >
                {bar.booking.clippedStart && '… '}
                {bar.booking.guestName} · {t(`status.${bar.booking.status}`)}
              </Link>
            )}
          </td>
        );
      })}
    </tr>
  );
});

function cellBackground(closed: boolean, selected: boolean, today: boolean): string {
  const base = selected
    ? 'bg-brand-200'
    : closed
      ? 'bg-[repeating-linear-gradient(135deg,var(--color-stone-200)_0_3px,white_3px_6px)]'
      : 'bg-white';
  return `${base}${today ? ' border-t-4 border-t-brand-700' : ''}${selected ? ' shadow-[inset_0_-3px_0_var(--color-brand-800)]' : ''}`;
}
