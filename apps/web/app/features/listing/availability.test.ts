// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compactAvailability, staySelectionRules } from './availability';
import { calendarDays } from './listing-test-fixtures';

const days = calendarDays('2026-12-01', '2027-01-31', {
  booked: ['2026-12-10', '2026-12-11'],
  closed: ['2026-12-20'],
  minStay: { '2026-12-24': 3, '2026-12-25': 3, '2026-12-26': 2, '2026-12-31': 3 },
});
const availability = compactAvailability(days, '2026-12-01');
const rules = staySelectionRules(availability);

describe('compactAvailability', () => {
  it('keeps only what differs from an open one-night day, with minimum stays as runs', () => {
    expect(availability).toEqual({
      firstDate: '2026-12-01',
      lastDate: '2027-01-31',
      closed: ['2026-12-20'],
      booked: ['2026-12-10', '2026-12-11'],
      minStays: [
        { from: '2026-12-24', to: '2026-12-25', nights: 3 },
        { from: '2026-12-26', to: '2026-12-26', nights: 2 },
        { from: '2026-12-31', to: '2026-12-31', nights: 3 },
      ],
    });
  });

  it('offers nothing when the server returned no days', () => {
    const empty = staySelectionRules(compactAvailability([], '2026-12-01'));
    expect(empty.isOpenNight('2026-12-01')).toBe(false);
    expect(empty.canCheckIn('2026-12-01')).toBe(false);
  });
});

describe('staySelectionRules', () => {
  it('lets a stay end on a booked day (check-out is not a night) but not run through it', () => {
    expect(rules.checkOutWindow('2026-12-07')).toEqual({ earliest: '2026-12-08', latest: '2026-12-10' });
    expect(rules.canCheckIn('2026-12-10')).toBe(false);
    expect(rules.isBooked('2026-12-10')).toBe(true);
    expect(rules.canCheckIn('2026-12-12')).toBe(true);
  });

  it('applies the check-in day’s minimum stay', () => {
    expect(rules.minStayFrom('2026-12-24')).toBe(3);
    expect(rules.checkOutWindow('2026-12-24')?.earliest).toBe('2026-12-27');
    expect(rules.checkOutWindow('2026-12-27')?.earliest).toBe('2026-12-28');
  });

  it('refuses a check-in whose minimum stay runs into a closed night', () => {
    const tight = staySelectionRules(
      compactAvailability(
        calendarDays('2026-12-01', '2026-12-31', { closed: ['2026-12-03'], minStay: { '2026-12-01': 3 } }),
        '2026-12-01',
      ),
    );
    expect(tight.checkOutWindow('2026-12-01')).toBeNull();
    expect(tight.canCheckIn('2026-12-02')).toBe(true);
  });

  it('caps stays at 30 nights and at the calendar’s end, and refuses days before today', () => {
    expect(rules.checkOutWindow('2026-12-21')?.latest).toBe('2027-01-20');
    expect(rules.checkOutWindow('2027-01-20')?.latest).toBe('2027-02-01');
    expect(rules.canCheckIn('2026-11-30')).toBe(false);
  });
});
