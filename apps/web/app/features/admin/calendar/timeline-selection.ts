// What the operator has chosen on the timeline, kept apart from the grid so it can be tested without a browser.

/** A place on the grid: an apartment's row and a day's column (index 0 is the window's first day). */
export type GridPoint = { row: number; day: number };

/**
 * A range of days on one or several neighbouring rows, from `anchor` (where it began) to `end`, plus rows ticked by
 * their checkbox. `open` while the first day is chosen and the last is not (click, Enter, drag in progress).
 */
export type TimelineSelection = {
  anchor: GridPoint;
  end: GridPoint;
  open: boolean;
  ticked: ReadonlySet<number>;
};

export type SelectionAction =
  /** A click, Enter or Space on a day: starts a range, or ends the one that is open. `extend` is shift held. */
  | { type: 'choose'; at: GridPoint; extend: boolean }
  /** A drag moved over a day: the open range follows it. */
  | { type: 'drag'; at: GridPoint }
  /** The pointer went up after a drag over several days: the range is complete. */
  | { type: 'release'; at: GridPoint }
  | { type: 'tick'; row: number; ticked: boolean }
  | { type: 'clear' };

const NO_ROWS: ReadonlySet<number> = new Set();
const NO_DAY: GridPoint = { row: 0, day: -1 };

export function selectionReducer(
  selection: TimelineSelection | null,
  action: SelectionAction,
): TimelineSelection | null {
  switch (action.type) {
    case 'choose':
      if (selection && selection.anchor.day >= 0 && (selection.open || action.extend))
        return { ...selection, end: action.at, open: false };
      return { anchor: action.at, end: action.at, open: true, ticked: selection?.ticked ?? NO_ROWS };
    case 'drag':
      return selection?.open ? { ...selection, end: action.at } : selection;
    case 'release':
      // A press and release on the same day is a click: the range stays open for its last day.
      if (!selection?.open || samePoint(selection.anchor, action.at)) return selection;
      return { ...selection, end: action.at, open: false };
    case 'tick': {
      const ticked = new Set(selection?.ticked ?? NO_ROWS);
      if (action.ticked) ticked.add(action.row);
      else ticked.delete(action.row);
      // Rows ticked before any day is chosen wait for the range.
      if (!selection) return { anchor: NO_DAY, end: NO_DAY, open: false, ticked };
      return { ...selection, ticked };
    }
    case 'clear':
      return null;
  }
}

function samePoint(a: GridPoint, b: GridPoint): boolean {
  return a.row === b.row && a.day === b.day;
}

/** The chosen days (first and last index) and rows, or null while no day is chosen. */
export function selectedRange(selection: TimelineSelection | null) {
  if (!selection || selection.anchor.day < 0) return null;
  const firstRow = Math.min(selection.anchor.row, selection.end.row);
  const lastRow = Math.max(selection.anchor.row, selection.end.row);
  const rows = new Set(selection.ticked);
  for (let row = firstRow; row <= lastRow; row++) rows.add(row);
  return {
    firstDay: Math.min(selection.anchor.day, selection.end.day),
    lastDay: Math.max(selection.anchor.day, selection.end.day),
    rows: [...rows].sort((a, b) => a - b),
  };
}

export type SelectedRange = NonNullable<ReturnType<typeof selectedRange>>;
