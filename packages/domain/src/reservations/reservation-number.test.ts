import { describe, expect, it } from 'vitest';
import {
  newReservationNumber,
  normaliseReservationNumber,
  RESERVATION_NUMBER_ALPHABET,
  RESERVATION_NUMBER_PATTERN,
} from './reservation-number.ts';

/** Bytes from a fixed list, repeated: a deterministic stand-in for crypto.getRandomValues. */
const fixedBytes =
  (...values: number[]) =>
  (length: number) =>
    Uint8Array.from({ length }, (_, index) => values[index % values.length] ?? 0);

describe('reservation numbers', () => {
  it('carry the brand, the Istanbul booking month and four readable characters', () => {
    expect(newReservationNumber('2026-11-23', fixedBytes(0, 1, 2, 3))).toBe('KNK-2611-2345');
    expect(newReservationNumber('2027-01-05', fixedBytes(29, 28, 8, 9))).toBe('KNK-2701-ZYAB');
  });

  it('skip bytes that would favour the first letters', () => {
    // 240–255 are drawn again; 30 maps to the first letter like 0 does.
    expect(newReservationNumber('2026-11-23', fixedBytes(240, 255, 30, 31, 32, 33))).toBe('KNK-2611-2345');
  });

  it('never use look-alike characters', () => {
    for (const character of '01ILOU') expect(RESERVATION_NUMBER_ALPHABET).not.toContain(character);
    expect(new Set(RESERVATION_NUMBER_ALPHABET).size).toBe(30);
  });

  it('are random enough that a thousand rarely repeat and always match the pattern', () => {
    const numbers = Array.from({ length: 1000 }, () => newReservationNumber('2026-11-23'));
    for (const number of numbers) expect(number).toMatch(RESERVATION_NUMBER_PATTERN);
    // 810,000 possibilities a month: a handful of clashes at most (the database's unique key settles them).
    expect(new Set(numbers).size).toBeGreaterThan(990);
  });

  it('refuse an invalid booking date', () => {
    expect(() => newReservationNumber('23-11-2026')).toThrow(RangeError);
  });

  it('normalise what a person typed', () => {
    expect(normaliseReservationNumber(' knk-2611-7q4m ')).toBe('KNK-2611-7Q4M');
    expect(normaliseReservationNumber('KNK-2611-7Q4O')).toBeNull();
    expect(normaliseReservationNumber('KNK-261-7Q4M')).toBeNull();
  });
});
