import type { CalendarTimelineResponse } from '@konak/domain/api/admin/calendar-timeline';
import {
  type Dispatch,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatStayDate } from '../../../lib/format';
import { movedFocus } from './grid-keys';
import { DAY_WIDTH, TimelineRow } from './timeline-row';
import {
  type GridPoint,
  type SelectedRange,
  type SelectionAction,
  selectedRange,
  type TimelineSelection,
} from './timeline-selection';

function pointOf(target: EventTarget | null, attribute: 'data-cell' | 'data-point'): GridPoint | null {
  const element = target instanceof Element ? target.closest(`[${attribute}]`) : null;
  const [row, day] = (element?.getAttribute(attribute) ?? '').split(':').map(Number);
  return row === undefined || day === undefined || Number.isNaN(row) || Number.isNaN(day)
    ? null
    : { row, day };
}

/** The selected days of one row, or [-1, -1]: numbers, so that rows outside the selection skip re-rendering. */
function rowSelection(range: SelectedRange | null, row: number): [number, number] {
  return range?.rows.includes(row) ? [range.firstDay, range.lastDay] : [-1, -1];
}

/**
 * The timeline as an ARIA grid with one tab stop (roving tabindex): arrows, Home/End and PageUp/PageDown move it,
 * Enter or Space chooses the first and then the last day of a range, Escape drops the range; an admin can also
 * click twice or drag. The focused day is scrolled into view past the sticky apartment column.
 */
export function TimelineGrid({
  timeline,
  dates,
  today,
  selection,
  dispatch,
  readOnly,
}: {
  timeline: CalendarTimelineResponse;
  dates: readonly string[];
  today: string;
  selection: TimelineSelection | null;
  dispatch: Dispatch<SelectionAction>;
  readOnly: boolean;
}) {
  const { t } = useTranslation('admin-calendar');
  const { language } = useLanguage();
  const grid = useRef<HTMLTableElement>(null);
  const todayIndex = dates.indexOf(today);
  const [focus, setFocus] = useState<GridPoint>({ row: 0, day: Math.max(0, todayIndex) });
  // Focus moves only after the operator's own key or click, never on the first render or a refresh.
  const moveFocus = useRef(false);
  const dragging = useRef(false);
  const rows = timeline.items.length;
  const days = dates.length;
  const current = { row: Math.min(focus.row, rows - 1), day: Math.min(focus.day, days - 1) };
  const range = selectedRange(selection);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    const target = grid.current?.querySelector<HTMLElement>(`[data-point="${current.row}:${current.day}"]`);
    if (!target) return;
    target.focus({ preventScroll: true });
    // The scroller's scroll-padding keeps the day clear of the sticky apartment column.
    target
      .closest('[role="gridcell"], [role="rowheader"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current.row, current.day]);

  const focusOn = useCallback((point: GridPoint) => {
    moveFocus.current = true;
    setFocus(point);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const rtl = grid.current ? getComputedStyle(grid.current).direction === 'rtl' : false;
    // Where the key was pressed: the tab stop, or wherever focus got to another way.
    const at = pointOf(event.target, 'data-point') ?? current;
    const next = movedFocus(event.key, at, { rows, days }, { rtl, ctrl: event.ctrlKey || event.metaKey });
    if (next) {
      event.preventDefault();
      focusOn(next);
      return;
    }
    const onLink = event.target instanceof HTMLAnchorElement;
    const onCheckbox = event.target instanceof HTMLInputElement;
    const choosing = (event.key === 'Enter' && !onLink && !onCheckbox) || (event.key === ' ' && !onCheckbox);
    if (choosing && !readOnly && at.day >= 0) {
      event.preventDefault();
      dispatch({ type: 'choose', at, extend: event.shiftKey });
    } else if (event.key === 'Escape' && selection) {
      event.preventDefault();
      dispatch({ type: 'clear' });
    }
  }

  function onPointerDown(event: PointerEvent<HTMLTableElement>) {
    const point = pointOf(event.target, 'data-cell');
    if (!point || event.button !== 0 || event.target instanceof HTMLAnchorElement) return;
    focusOn(point);
    if (readOnly) return;
    dragging.current = true;
    dispatch({ type: 'choose', at: point, extend: event.shiftKey });
  }

  function onPointerOver(event: PointerEvent<HTMLTableElement>) {
    const point = dragging.current ? pointOf(event.target, 'data-cell') : null;
    if (point) dispatch({ type: 'drag', at: point });
  }

  useEffect(() => {
    function release(event: globalThis.PointerEvent) {
      if (!dragging.current) return;
      dragging.current = false;
      const point = pointOf(event.target, 'data-cell');
      if (point) dispatch({ type: 'release', at: point });
    }
    document.addEventListener('pointerup', release);
    return () => document.removeEventListener('pointerup', release);
  }, [dispatch]);

  const onTick = useCallback(
    (row: number, ticked: boolean) => dispatch({ type: 'tick', row, ticked }),
    [dispatch],
  );
  const first = dates[0] ?? today;
  const last = dates[days - 1] ?? today;
  const dayName = (date: string, options: Intl.DateTimeFormatOptions) =>
    formatStayDate(date, language, options);

  return (
    <div className="overflow-x-auto rounded-xl border border-stone-300 bg-white [scroll-padding-inline-start:9rem]">
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern on a table (one tab stop, arrow keys); its cells are gridcells.
        role="grid"
        aria-label={t('gridLabel', {
          from: dayName(first, { day: 'numeric', month: 'long', year: 'numeric' }),
          to: dayName(last, { day: 'numeric', month: 'long', year: 'numeric' }),
        })}
        aria-readonly={readOnly || undefined}
        aria-multiselectable={readOnly ? undefined : true}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          // Focus that came another way (a click, a screen reader's cursor) moves the tab stop along.
          const point = pointOf(event.target, 'data-point');
          if (point && (point.row !== focus.row || point.day !== focus.day)) setFocus(point);
        }}
        onPointerDown={onPointerDown}
        onPointerOver={onPointerOver}
        className="w-max table-fixed border-separate border-spacing-0 select-none"
        data-testid="calendar-grid"
      >
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky start-0 z-20 w-36 min-w-36 border-e border-b border-stone-300 bg-white p-1.5 text-start align-bottom text-xs font-semibold text-stone-900"
            >
              {t('apartment')}
            </th>
            {dates.map((date, day) => {
              const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
              const showMonth = day === 0 || date.endsWith('-01');
              return (
                <th
                  key={date}
                  scope="col"
                  style={{ width: DAY_WIDTH, minWidth: DAY_WIDTH, maxWidth: DAY_WIDTH }}
                  className={`relative h-12 border-e border-b border-stone-300 p-0 pb-1 align-bottom text-[10px] leading-tight ${
                    weekday === 0 || weekday === 6 ? 'bg-stone-100 text-stone-900' : 'bg-white text-stone-800'
                  } ${date === today ? 'font-bold text-brand-800' : 'font-normal'}`}
                >
                  {showMonth && (
                    <span
                      aria-hidden="true"
                      className="absolute start-0.5 top-0.5 z-10 font-semibold whitespace-nowrap"
                    >
                      {dayName(date, { month: 'short' })}
                    </span>
                  )}
                  <span aria-hidden="true" className="block">
                    {dayName(date, { weekday: 'narrow' })}
                  </span>
                  <span aria-hidden="true" className="block">
                    {dayName(date, { day: 'numeric' })}
                  </span>
                  <span className="sr-only">
                    {dayName(date, { weekday: 'long', day: 'numeric', month: 'long' })}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {timeline.items.map((row, index) => (
            <TimelineRow
              key={row.id}
              row={row}
              rowIndex={index}
              dates={dates}
              today={today}
              focusDay={current.row === index ? current.day : null}
              selectedFirst={rowSelection(range, index)[0]}
              selectedLast={rowSelection(range, index)[1]}
              ticked={selection?.ticked.has(index) ?? false}
              readOnly={readOnly}
              onTick={onTick}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
