import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { compactAvailability } from './availability';
import AvailabilityCalendar from './availability-calendar';
import { calendarDays } from './listing-test-fixtures';

const availability = compactAvailability(
  calendarDays('2026-12-01', '2027-01-31', { booked: ['2026-12-10'], minStay: { '2026-12-04': 3 } }),
  '2026-12-01',
);

function dayButton(date: string): HTMLButtonElement {
  const button = document.querySelector<HTMLButtonElement>(`[data-day="${date}"]:not([data-outside]) button`);
  if (!button) throw new Error(`no button for ${date}`);
  return button;
}

async function renderCalendar() {
  const picks: unknown[] = [];
  renderApp(
    <AvailabilityCalendar
      availability={availability}
      selected={null}
      onSelect={(dates) => picks.push(dates)}
    />,
    {
      url: '/en/apartment/moda-sea-view-flat',
      namespaces: ['common', 'listing'],
    },
  );
  await screen.findByTestId('availability-calendar');
  return picks;
}

describe('AvailabilityCalendar', () => {
  it('picks check-in then check-out, letting the stay end on a booked day', async () => {
    const picks = await renderCalendar();
    expect(dayButton('2026-12-10').disabled).toBe(true);
    fireEvent.click(dayButton('2026-12-08'));
    expect(screen.getByText('Now choose your check-out date.')).toBeTruthy();
    expect(dayButton('2026-12-10').disabled).toBe(false);
    fireEvent.click(dayButton('2026-12-10'));
    expect(picks).toEqual([{ checkIn: '2026-12-08', checkOut: '2026-12-10' }]);
  });

  it('holds the check-out to the check-in day’s minimum stay and names it', async () => {
    const picks = await renderCalendar();
    expect(dayButton('2026-12-04').getAttribute('aria-label')).toContain('Minimum 3 nights');
    fireEvent.click(dayButton('2026-12-04'));
    expect(screen.getByText(/at least 3 nights/)).toBeTruthy();
    expect(dayButton('2026-12-05').disabled).toBe(true);
    expect(dayButton('2026-12-06').disabled).toBe(true);
    fireEvent.click(dayButton('2026-12-07'));
    expect(picks).toEqual([{ checkIn: '2026-12-04', checkOut: '2026-12-07' }]);
  });
});
