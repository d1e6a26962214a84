import type { GridPoint } from './timeline-selection';

/** Days PageUp and PageDown move. */
export const WEEK = 7;

/**
 * Where a key moves the focus on the timeline (the ARIA grid pattern): arrows one day or one apartment (left and
 * right swapped when the page reads right to left), Home/End the row's first or last day (with Ctrl the first or
 * last apartment too), PageUp/PageDown a week. Day -1 is the apartment's own cell. Null for any other key.
 */
export function movedFocus(
  key: string,
  from: GridPoint,
  size: { rows: number; days: number },
  options: { rtl: boolean; ctrl: boolean },
): GridPoint | null {
  const clampDay = (day: number) => Math.min(size.days - 1, Math.max(-1, day));
  const clampRow = (row: number) => Math.min(size.rows - 1, Math.max(0, row));
  const forward = options.rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = options.rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return { row: from.row, day: clampDay(from.day + 1) };
    case backward:
      return { row: from.row, day: clampDay(from.day - 1) };
    case 'ArrowDown':
      return { row: clampRow(from.row + 1), day: from.day };
    case 'ArrowUp':
      return { row: clampRow(from.row - 1), day: from.day };
    case 'Home':
      return { row: options.ctrl ? 0 : from.row, day: 0 };
    case 'End':
      return { row: options.ctrl ? size.rows - 1 : from.row, day: size.days - 1 };
    case 'PageDown':
      return { row: from.row, day: clampDay(Math.max(0, from.day) + WEEK) };
    case 'PageUp':
      return { row: from.row, day: Math.max(0, clampDay(from.day - WEEK)) };
    default:
      return null;
  }
}
