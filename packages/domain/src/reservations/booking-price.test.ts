import { describe, expect, it } from 'vitest';
import { NO_CHILDREN } from '../guests.ts';
import { bookingPrice, tourItemPrice } from './booking-price.ts';

describe('booking price', () => {
  const stay = { totalCents: 45_000, totalOriginalCents: 52_500 };

  it('is the stay alone for a non-refundable booking', () => {
    expect(bookingPrice(stay, false, 20)).toEqual({
      stayCents: 45_000,
      guaranteeFeeCents: 0,
      totalCents: 45_000,
      originalTotalCents: 52_500,
      hasDiscount: true,
    });
  });

  it('adds the guarantee fee at the apartment rate for a refundable one', () => {
    expect(bookingPrice(stay, true, 20)).toMatchObject({ guaranteeFeeCents: 9_000, totalCents: 54_000 });
    expect(bookingPrice(stay, true, 15)).toMatchObject({ guaranteeFeeCents: 6_750, totalCents: 51_750 });
    expect(bookingPrice(stay, true, 25)).toMatchObject({
      guaranteeFeeCents: 11_250,
      originalTotalCents: 63_750,
    });
    expect(bookingPrice(stay, true)).toMatchObject({ guaranteeFeeCents: 9_000 });
  });

  it('has no discount when the original equals the price', () => {
    expect(bookingPrice({ totalCents: 100, totalOriginalCents: 100 }, false).hasDiscount).toBe(false);
  });
});

describe('tour price', () => {
  it('charges every person aged 2 or more', () => {
    const party = {
      adults: 2,
      children: 2,
      childrenAgeGroups: { ...NO_CHILDREN, between2And7: 1, under2: 1 },
    };
    expect(tourItemPrice(party, 4_500)).toEqual({ totalCents: 13_500, totalOriginalCents: 13_500 });
    expect(tourItemPrice({ adults: 1, children: 0, childrenAgeGroups: undefined }, 4_500).totalCents).toBe(
      4_500,
    );
  });
});
