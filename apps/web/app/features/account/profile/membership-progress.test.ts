import { describe, expect, it } from 'vitest';
import { membershipProgress } from './membership-progress';

describe('membershipProgress', () => {
  it.each([
    // tier, total spent (€), next tier, € to go, percent of the way
    ['bronze', 0, 'silver', 1000, 0],
    ['bronze', 500, 'silver', 500, 50],
    ['bronze', 999.99, 'silver', 0.01, 99],
    ['silver', 1000, 'gold', 2000, 0],
    ['silver', 2000, 'gold', 1000, 50],
    ['silver', 2999.99, 'gold', 0.01, 99],
    ['gold', 3000, 'platinum', 4500, 0],
    ['gold', 5250, 'platinum', 2250, 50],
    ['gold', 7499.99, 'platinum', 0.01, 99],
  ] as const)('%s at €%d: %s is €%d away, %d% of the way', (tier, spent, nextTier, toGo, percent) => {
    expect(membershipProgress(tier, spent)).toEqual({ tier, nextTier, amountToNextTier: toGo, percent });
  });

  it('says Platinum is the top: nothing further to reach', () => {
    expect(membershipProgress('platinum', 7500)).toEqual({
      tier: 'platinum',
      nextTier: null,
      amountToNextTier: null,
      percent: 100,
    });
  });

  it('counts in cents, so floating-point sums neither round up nor show stray decimals', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point: counted in cents it is 30.
    expect(membershipProgress('bronze', 0.1 + 0.2)).toMatchObject({ amountToNextTier: 999.7, percent: 0 });
  });

  it("keeps the bar inside 0–100 when the server's tier and the total disagree", () => {
    expect(membershipProgress('gold', 2999.99)).toMatchObject({ percent: 0, amountToNextTier: 4500.01 });
    expect(membershipProgress('bronze', 1200)).toMatchObject({ percent: 100, amountToNextTier: 0 });
  });
});
