import { MEMBERSHIP_THRESHOLDS_CENTS, MEMBERSHIP_TIERS, type MembershipTier } from '@konak/domain/membership';

export type MembershipProgress = {
  tier: MembershipTier;
  /** null at the top tier. */
  nextTier: MembershipTier | null;
  /** Euros still to spend to reach nextTier; null at the top tier. */
  amountToNextTier: number | null;
  /** How far from this tier's threshold to the next one, 0–100, rounded down: 100 only once reached. */
  percent: number;
};

/**
 * Where a member stands between their tier and the next (BRIEF §5 thresholds). The tier is the server's,
 * which has the last word; the total spent is in euros as the API sends it and is counted in cents here,
 * so €999.99 is one cent short of Silver and never rounds up to it.
 */
export function membershipProgress(tier: MembershipTier, totalSpent: number): MembershipProgress {
  const nextTier = MEMBERSHIP_TIERS[MEMBERSHIP_TIERS.indexOf(tier) + 1] ?? null;
  if (!nextTier) return { tier, nextTier: null, amountToNextTier: null, percent: 100 };
  const spentCents = Math.max(0, Math.round(totalSpent * 100));
  const from = MEMBERSHIP_THRESHOLDS_CENTS[tier];
  const to = MEMBERSHIP_THRESHOLDS_CENTS[nextTier];
  const share = Math.floor(((spentCents - from) / (to - from)) * 100);
  return {
    tier,
    nextTier,
    amountToNextTier: Math.max(0, to - spentCents) / 100,
    percent: Math.min(100, Math.max(0, share)),
  };
}
