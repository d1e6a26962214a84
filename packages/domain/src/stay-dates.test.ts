import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareIsoDates,
  consecutiveDates,
  daysBetween,
  isIsoDate,
  istanbulDate,
  istanbulDateTime,
  istanbulDayStart,
  MAX_STAY_NIGHTS,
  nightsBetween,
  parseIsoDate,
  stayNights,
} from './stay-dates.ts';

describe('parseIsoDate', () => {
  it('parses a valid calendar date', () => {
    expect(parseIsoDate('2026-05-01')).toEqual({ year: 2026, month: 5, day: 1 });
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it('rejects impossible dates', () => {
    for (const value of [
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
    ]) {
      expect(parseIsoDate(value), value).toBeNull();
    }
    expect(parseIsoDate('2026-01-00')).toBeNull();
    expect(parseIsoDate('0000-01-01')).toBeNull();
  });

  it('rejects other formats and non-strings', () => {
    for (const value of [
      '2026-5-1',
      '26-05-01',
      '2026-05-01T00:00:00Z',
      ' 2026-05-01',
      '2026/05/01',
      '',
      'abc',
    ]) {
      expect(parseIsoDate(value), value).toBeNull();
    }
    expect(parseIsoDate(20260501)).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
    expect(parseIsoDate(new Date())).toBeNull();
  });

  it('backs isIsoDate and the zod schema', () => {
    expect(isIsoDate('2026-12-31')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-05-01', 0)).toBe('2026-05-01');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('is unaffected by daylight-saving changes in other zones', () => {
    // Europe switches clocks on 2026-03-29 and 2026-10-25; whole days still add up.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });

  it('handles years below 100 without the Date.UTC 1900 quirk', () => {
    expect(addDays('0050-12-31', 1)).toBe('0051-01-01');
  });

  it('answers alike when a conversion is remembered, also past the size of the memo', () => {
    // Ten thousand days walked forward and back, twice: the second walk reads the remembered conversions, and the
    // memo is emptied and refilled along the way.
    for (let round = 0; round < 2; round++) {
      let date = '2020-01-01';
      for (let day = 0; day < 10_000; day++) {
        const next = addDays(date, 1);
        expect(next).toBe(new Date(Date.UTC(2020, 0, 2 + day)).toISOString().slice(0, 10));
        expect(addDays(next, -1)).toBe(date);
        date = next;
      }
    }
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('throws on invalid input', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-05-01', 1.5)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
  });
});

describe('nights and days between dates', () => {
  it('counts nights of a half-open stay', () => {
    expect(nightsBetween('2026-05-01', '2026-05-04')).toBe(3);
    expect(nightsBetween('2026-05-01', '2026-05-02')).toBe(1);
    expect(nightsBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(nightsBetween('2028-02-27', '2028-03-02')).toBe(4);
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
  });

  it('is zero or negative when check-out is not after check-in', () => {
    expect(nightsBetween('2026-05-01', '2026-05-01')).toBe(0);
    expect(nightsBetween('2026-05-04', '2026-05-01')).toBe(-3);
    expect(daysBetween('2026-05-04', '2026-05-01')).toBe(-3);
  });

  it('orders dates', () => {
    expect(compareIsoDates('2026-05-01', '2026-05-02')).toBeLessThan(0);
    expect(compareIsoDates('2026-05-02', '2026-05-01')).toBeGreaterThan(0);
    expect(compareIsoDates('2026-05-01', '2026-05-01')).toBe(0);
  });

  it('throws on invalid dates', () => {
    expect(() => nightsBetween('2026-02-30', '2026-03-02')).toThrow(RangeError);
  });
});

describe('stayNights', () => {
  it('lists the nights, check-in included and check-out excluded', () => {
    expect(stayNights('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(stayNights('2026-05-01', '2026-05-02')).toEqual(['2026-05-01']);
  });

  it('is empty for empty or reversed stays', () => {
    expect(stayNights('2026-05-01', '2026-05-01')).toEqual([]);
    expect(stayNights('2026-05-03', '2026-05-01')).toEqual([]);
  });

  it('allows the maximum stay and refuses longer ones', () => {
    expect(MAX_STAY_NIGHTS).toBe(30);
    expect(stayNights('2026-05-01', addDays('2026-05-01', 30))).toHaveLength(30);
    expect(() => stayNights('2026-05-01', addDays('2026-05-01', 31))).toThrow(RangeError);
    expect(() => stayNights('2026-05-01', '9999-01-01')).toThrow(RangeError);
  });
});

describe('istanbulDayStart', () => {
  it('is midnight in Istanbul, 21:00 UTC the day before', () => {
    expect(istanbulDayStart('2026-03-01').toISOString()).toBe('2026-02-28T21:00:00.000Z');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => istanbulDayStart('2026-02-30')).toThrow(RangeError);
  });
});

describe('consecutiveDates', () => {
  it('gives what addDays gives day by day, across months, years and leap days', () => {
    for (const start of ['2026-11-27', '2028-02-27', '2027-12-30', '2100-02-27', '0001-01-01']) {
      const dates = consecutiveDates(start, 40);
      expect(dates).toEqual(Array.from({ length: 40 }, (_, index) => addDays(start, index)));
    }
    expect(consecutiveDates('2028-02-28', 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(consecutiveDates('2026-05-01', 0)).toEqual([]);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => consecutiveDates('2026-02-30', 2)).toThrow(RangeError);
  });
});

describe('istanbulDate', () => {
  it('uses the Istanbul calendar (UTC+3)', () => {
    expect(istanbulDate(new Date('2026-03-01T20:59:59Z'))).toBe('2026-03-01');
    expect(istanbulDate(new Date('2026-03-01T21:00:00Z'))).toBe('2026-03-02');
    expect(istanbulDate(new Date('2026-07-15T12:00:00Z'))).toBe('2026-07-15');
    expect(istanbulDate(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
  });

  it('throws on an invalid instant', () => {
    expect(() => istanbulDate(new Date('nope'))).toThrow(RangeError);
  });

  it('remembers the last minute without ever answering another minute with it', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Istanbul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const expected = (instant: Date) => {
      const [date = '', time = ''] = intl.format(instant).split(' ');
      return { date, time };
    };
    let seed = 105;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    // Around midnight in Istanbul, a second apart and minutes apart, and before 2016 (summer time, not remembered).
    const bases = [Date.UTC(2026, 10, 27, 20, 59), Date.UTC(2015, 6, 1, 20, 59), Date.UTC(2031, 0, 1, 0, 0)];
    for (let trial = 0; trial < 3000; trial++) {
      const base = bases[Math.floor(trial / 1000)] ?? 0;
      const instant = new Date(base + Math.floor(random() * 180) * 1000);
      expect(istanbulDateTime(instant), instant.toISOString()).toEqual(expected(instant));
      expect(istanbulDate(instant)).toBe(expected(instant).date);
    }
    // Callers get their own object: changing one does not change the next answer.
    const answer = istanbulDateTime(new Date(Date.UTC(2026, 10, 27, 12)));
    answer.date = 'changed';
    expect(istanbulDateTime(new Date(Date.UTC(2026, 10, 27, 12))).date).toBe('2026-11-27');
  });
});
