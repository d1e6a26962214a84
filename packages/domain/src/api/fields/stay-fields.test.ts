import { describe, expect, it } from 'vitest';
import type { NightRate } from '../../pricing.ts';
import {
  childrenAgeGroupsSchema,
  guaranteeFeePercentSchema,
  isoDateSchema,
  nightRateSchema,
} from './stay-fields.ts';

const groups = (above7: number, between2And7: number, under2: number) => ({ above7, between2And7, under2 });

const row: NightRate = {
  date: '2026-05-01',
  priceCents: 12_000,
  originalPriceCents: null,
  minStayNights: 1,
  isClosed: false,
};

describe('the zod fields of the stay rules', () => {
  it('isoDateSchema accepts real calendar dates only', () => {
    expect(isoDateSchema.safeParse('2026-12-31').success).toBe(true);
    expect(isoDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(isoDateSchema.safeParse(5).success).toBe(false);
  });

  it('childrenAgeGroupsSchema accepts counts only', () => {
    expect(childrenAgeGroupsSchema.safeParse(groups(1, 0, 2)).success).toBe(true);
    expect(childrenAgeGroupsSchema.safeParse(groups(-1, 0, 0)).success).toBe(false);
    expect(childrenAgeGroupsSchema.safeParse(groups(1.5, 0, 0)).success).toBe(false);
    expect(childrenAgeGroupsSchema.safeParse({ above7: 1 }).success).toBe(false);
  });

  it('guaranteeFeePercentSchema defaults to 20 % and keeps within 15–25 %', () => {
    expect(guaranteeFeePercentSchema.parse(undefined)).toBe(20);
    expect(guaranteeFeePercentSchema.safeParse(26).success).toBe(false);
  });

  it('nightRateSchema accepts a valid row and rejects bad ones', () => {
    expect(nightRateSchema.safeParse(row).success).toBe(true);
    expect(nightRateSchema.safeParse({ ...row, date: '2026-02-30' }).success).toBe(false);
    expect(nightRateSchema.safeParse({ ...row, priceCents: 10.5 }).success).toBe(false);
    expect(nightRateSchema.safeParse({ ...row, minStayNights: 0 }).success).toBe(false);
  });
});
