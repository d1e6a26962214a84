import { istanbulDate } from '@konak/domain/stay-dates';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import DateRangeCalendar from './date-range-calendar';
import {
  isDayDisabled,
  rangeAfterClick,
  type StayRange,
  type StayRules,
  tentativeCheckOut,
} from './stay-range';

const TODAY = '2026-11-22';

function rules(hints: Record<string, { unavailable?: boolean; minStayNights?: number }> = {}): StayRules {
  return { today: TODAY, lastDate: '2027-11-22', maxNights: 30, hintFor: (date) => hints[date] };
}

describe('stay range rules', () => {
  it('disables past days and unavailable nights as check-in days', () => {
    const withClosedDay = rules({ '2026-11-25': { unavailable: true } });
    expect(isDayDisabled('2026-11-21', {}, withClosedDay)).toBe(true);
    expect(isDayDisabled(TODAY, {}, withClosedDay)).toBe(false);
    expect(isDayDisabled('2026-11-25', {}, withClosedDay)).toBe(true);
    expect(isDayDisabled('2027-11-22', {}, withClosedDay)).toBe(true);
  });

  it('opens only check-out days that end a valid stay', () => {
    const hints = rules({ '2026-12-01': { minStayNights: 3 }, '2026-12-06': { unavailable: true } });
    const range = { checkIn: '2026-12-01' };
    expect(isDayDisabled('2026-12-03', range, hints)).toBe(true); // 2 nights < minimum 3
    expect(isDayDisabled('2026-12-04', range, hints)).toBe(false);
    expect(isDayDisabled('2026-12-06', range, hints)).toBe(false); // leaving the morning of a closed night
    expect(isDayDisabled('2026-12-07', range, hints)).toBe(true); // would stay the closed night
    expect(isDayDisabled('2026-11-28', range, hints)).toBe(false); // an earlier day moves the check-in
    expect(isDayDisabled('2026-12-31', { checkIn: '2026-12-20' }, rules())).toBe(false); // 11 nights
    expect(isDayDisabled('2027-01-20', { checkIn: '2026-12-20' }, rules())).toBe(true); // 31 nights
  });

  it('picks check-in, then check-out, then starts again', () => {
    let range: StayRange = {};
    range = rangeAfterClick(range, '2026-12-01', rules());
    expect(range).toEqual({ checkIn: '2026-12-01' });
    range = rangeAfterClick(range, '2026-12-05', rules());
    expect(range).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-05' });
    range = rangeAfterClick(range, '2026-12-03', rules());
    expect(range).toEqual({ checkIn: '2026-12-03' });
    expect(rangeAfterClick(range, '2026-12-02', rules())).toEqual({ checkIn: '2026-12-02' });
    expect(rangeAfterClick(range, '2026-12-03', rules())).toEqual({});
    expect(rangeAfterClick({}, '2026-11-01', rules())).toEqual({});
  });

  it('previews only a check-out that would end a valid stay, and only while it is awaited', () => {
    const hints = rules({ '2026-12-01': { minStayNights: 3 } });
    expect(tentativeCheckOut({ checkIn: '2026-12-01' }, '2026-12-04', hints)).toBe('2026-12-04');
    expect(tentativeCheckOut({ checkIn: '2026-12-01' }, '2026-12-02', hints)).toBeUndefined(); // under 3 nights
    expect(tentativeCheckOut({ checkIn: '2026-12-01' }, '2026-11-30', hints)).toBeUndefined();
    expect(tentativeCheckOut({ checkIn: '2026-12-01' }, undefined, hints)).toBeUndefined();
    expect(
      tentativeCheckOut({ checkIn: '2026-12-01', checkOut: '2026-12-05' }, '2026-12-06', hints),
    ).toBeUndefined();
  });

  it('knows today in Istanbul (UTC+3) around midnight', () => {
    expect(istanbulDate(new Date('2026-11-22T21:30:00Z'))).toBe('2026-11-23');
    expect(istanbulDate(new Date('2026-11-22T20:30:00Z'))).toBe('2026-11-22');
  });
});

function Picker({ language = 'en' as const, prices = false }: { language?: 'en' | 'ar'; prices?: boolean }) {
  const [range, setRange] = useState<StayRange>({});
  return (
    <>
      <DateRangeCalendar
        language={language}
        label="Choose dates"
        today={TODAY}
        numberOfMonths={1}
        value={range}
        onChange={setRange}
        hintFor={(date) => ({
          priceLabel: prices ? '€120' : undefined,
          minStayNights: date === '2026-11-28' ? 2 : 1,
        })}
        minStayLabel={(count) => `minimum ${count} nights`}
      />
      <output>{`${range.checkIn ?? '-'}/${range.checkOut ?? '-'}`}</output>
    </>
  );
}

describe('DateRangeCalendar', () => {
  it('disables the past and selects a stay by clicking two days', () => {
    const { container } = render(<Picker />);
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    const yesterday = within(grid).getByRole('button', { name: /Saturday, 21 November 2026/ });
    expect((yesterday as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(grid).getByRole('button', { name: /Tuesday, 24 November 2026/ }));
    fireEvent.click(within(grid).getByRole('button', { name: /Friday, 27 November 2026/ }));
    expect(container.querySelector('output')?.textContent).toBe('2026-11-24/2026-11-27');
  });

  it('names each day with its visible text, the date and the minimum stay', () => {
    render(<Picker prices />);
    const day = screen.getByRole('button', { name: '28 €120, Saturday, 28 November 2026, minimum 2 nights' });
    expect(day.textContent).toBe('28 €120');
  });

  it('is a labelled group of grids whose day cells carry no role HTML forbids them', () => {
    const { container } = render(<Picker />);
    const group = screen.getByRole('group', { name: 'Choose dates' });
    const grid = within(group).getByRole('grid', { name: 'November 2026' });
    expect(container.querySelectorAll('td[role]')).toHaveLength(0);
    expect(grid.querySelectorAll('td').length).toBeGreaterThan(27);
  });

  it('joins the parts of an Arabic day’s spoken name with the Arabic comma', () => {
    render(<Picker language="ar" prices />);
    const grid = screen.getByRole('grid', { name: 'نوفمبر 2026' });
    const label = within(grid).getAllByRole('button').at(-1)?.getAttribute('aria-label') ?? '';
    expect(label).toMatch(/^\S+ €120، /);
    expect(label).not.toContain(', ');
  });

  it('lays out Arabic right to left with Arabic month names', () => {
    render(<Picker language="ar" />);
    const grid = screen.getByRole('grid', { name: 'نوفمبر 2026' });
    expect(grid.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });
});

function dayCell(day: RegExp): HTMLElement {
  const cell = screen.getByRole('button', { name: day }).closest('td');
  if (!cell) throw new Error(`no cell for ${day}`);
  return cell;
}

function tentativeDays(container: HTMLElement): string[] {
  return [...container.querySelectorAll('td[data-tentative]')].map(
    (cell) => cell.getAttribute('data-day') ?? '',
  );
}

describe('DateRangeCalendar marks', () => {
  it('fills the check-in day right after the first tap, without any hover', () => {
    render(<Picker />);
    fireEvent.click(screen.getByRole('button', { name: /Tuesday, 24 November 2026/ }));
    const checkIn = dayCell(/Tuesday, 24 November 2026/);
    expect(checkIn.getAttribute('aria-selected')).toBe('true');
    expect(checkIn.hasAttribute('data-check-in')).toBe(true);
    // Filled as a range end is, not only on hover.
    expect(checkIn.className.split(' ')).toContain('[&>button]:bg-brand-700');
    expect(dayCell(/Wednesday, 25 November 2026/).hasAttribute('data-check-in')).toBe(false);
  });

  it('shows the days up to the hovered check-out as a tentative range, and forgets it when the pointer leaves', () => {
    const { container } = render(<Picker />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: /Wednesday, 25 November 2026/ }));
    expect(tentativeDays(container)).toEqual([]); // no check-in yet: nothing to preview
    fireEvent.click(screen.getByRole('button', { name: /Tuesday, 24 November 2026/ }));
    fireEvent.mouseEnter(screen.getByRole('button', { name: /Friday, 27 November 2026/ }));
    expect(tentativeDays(container)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(dayCell(/Tuesday, 24 November 2026/).className.split(' ')).toContain('rounded-s-full');
    expect(dayCell(/Friday, 27 November 2026/).className.split(' ')).toContain('rounded-e-full');
    fireEvent.mouseLeave(screen.getByRole('button', { name: /Friday, 27 November 2026/ }));
    expect(tentativeDays(container)).toEqual([]);
    expect(dayCell(/Tuesday, 24 November 2026/).hasAttribute('data-check-in')).toBe(true);
  });

  it('previews the range up to the focused day for keyboard users, and ends it with the check-out', () => {
    const { container } = render(<Picker />);
    fireEvent.click(screen.getByRole('button', { name: /Tuesday, 24 November 2026/ }));
    fireEvent.focus(screen.getByRole('button', { name: /Thursday, 26 November 2026/ }));
    expect(tentativeDays(container)).toEqual(['2026-11-25', '2026-11-26']);
    fireEvent.click(screen.getByRole('button', { name: /Thursday, 26 November 2026/ }));
    expect(tentativeDays(container)).toEqual([]);
    expect(container.querySelector('output')?.textContent).toBe('2026-11-24/2026-11-26');
  });

  it('points the month arrows the way their months lie: mirrored in Arabic, names still translated', () => {
    const arrow = (name: string) =>
      screen.getByRole('button', { name }).querySelector('path')?.getAttribute('data-points');
    const { unmount } = render(<Picker />);
    expect(arrow('Go to the Previous Month')).toBe('left');
    expect(arrow('Go to the Next Month')).toBe('right');
    unmount();
    render(<Picker language="ar" />);
    expect(arrow('اذهب إلى الشهر السابق')).toBe('right');
    expect(arrow('اذهب إلى الشهر التالي')).toBe('left');
  });
});
