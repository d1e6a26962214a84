import { describe, expect, it } from 'vitest';
import { movedFocus } from './grid-keys';
import { selectedRange, selectionReducer } from './timeline-selection';

const size = { rows: 3, days: 60 };
const ltr = { rtl: false, ctrl: false };

describe('the timeline keys', () => {
  it('move a day, an apartment, a week or to the ends, and stop at the edges', () => {
    expect(movedFocus('ArrowRight', { row: 1, day: 5 }, size, ltr)).toEqual({ row: 1, day: 6 });
    expect(movedFocus('ArrowDown', { row: 2, day: 5 }, size, ltr)).toEqual({ row: 2, day: 5 });
    expect(movedFocus('ArrowLeft', { row: 0, day: 0 }, size, ltr)).toEqual({ row: 0, day: -1 });
    expect(movedFocus('ArrowLeft', { row: 0, day: -1 }, size, ltr)).toEqual({ row: 0, day: -1 });
    expect(movedFocus('PageDown', { row: 0, day: 55 }, size, ltr)).toEqual({ row: 0, day: 59 });
    expect(movedFocus('PageUp', { row: 0, day: 10 }, size, ltr)).toEqual({ row: 0, day: 3 });
    expect(movedFocus('End', { row: 0, day: 10 }, size, { rtl: false, ctrl: true })).toEqual({
      row: 2,
      day: 59,
    });
    expect(movedFocus('Home', { row: 2, day: 10 }, size, ltr)).toEqual({ row: 2, day: 0 });
    expect(movedFocus('a', { row: 2, day: 10 }, size, ltr)).toBeNull();
  });

  it('swap left and right when the page reads right to left', () => {
    expect(movedFocus('ArrowLeft', { row: 0, day: 5 }, size, { rtl: true, ctrl: false })).toEqual({
      row: 0,
      day: 6,
    });
    expect(movedFocus('ArrowRight', { row: 0, day: 5 }, size, { rtl: true, ctrl: false })).toEqual({
      row: 0,
      day: 4,
    });
  });
});

describe('the timeline selection', () => {
  it('starts on one day, ends on another in either order, spans rows between and adds ticked rows', () => {
    let selection = selectionReducer(null, { type: 'tick', row: 2, ticked: true });
    expect(selectedRange(selection)).toBeNull();
    selection = selectionReducer(selection, { type: 'choose', at: { row: 0, day: 9 }, extend: false });
    expect(selection?.open).toBe(true);
    selection = selectionReducer(selection, { type: 'drag', at: { row: 0, day: 4 } });
    selection = selectionReducer(selection, { type: 'release', at: { row: 0, day: 4 } });
    expect(selectedRange(selection)).toEqual({ firstDay: 4, lastDay: 9, rows: [0, 2] });
    selection = selectionReducer(selection, { type: 'choose', at: { row: 1, day: 12 }, extend: true });
    expect(selectedRange(selection)).toEqual({ firstDay: 9, lastDay: 12, rows: [0, 1, 2] });
    expect(selectionReducer(selection, { type: 'clear' })).toBeNull();
  });

  it('keeps a range open when the pointer goes up on the day it went down (a click, not a drag)', () => {
    const started = selectionReducer(null, { type: 'choose', at: { row: 1, day: 3 }, extend: false });
    expect(selectionReducer(started, { type: 'release', at: { row: 1, day: 3 } })?.open).toBe(true);
  });
});
