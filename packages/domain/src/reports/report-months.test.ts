import { describe, expect, it } from 'vitest';
import { addMonths, daysInMonth, isReportMonth, monthRange, monthsBetween } from './report-months.ts';

describe('report months', () => {
  it('accepts only real YYYY-MM months', () => {
    expect(isReportMonth('2031-01')).toBe(true);
    for (const bad of [
      '2031-13',
      '2031-00',
      '2031-1',
      '31-01',
      '2031-01-01',
      ' 2031-01',
      202101,
      null,
      '1999-12',
    ]) {
      expect(isReportMonth(bad)).toBe(false);
    }
  });

  it('steps over year ends', () => {
    expect(addMonths('2031-12', 1)).toBe('2032-01');
    expect(addMonths('2031-01', -1)).toBe('2030-12');
    expect(monthsBetween('2030-11', '2031-02')).toBe(4);
    expect(monthRange('2030-11', '2031-02')).toEqual(['2030-11', '2030-12', '2031-01', '2031-02']);
    expect(monthRange('2031-02', '2031-01')).toEqual([]);
  });

  it('knows the nights of each month, leap years included', () => {
    expect(daysInMonth('2031-01')).toBe(31);
    expect(daysInMonth('2031-02')).toBe(28);
    expect(daysInMonth('2032-02')).toBe(29);
    expect(daysInMonth('2031-04')).toBe(30);
  });
});
