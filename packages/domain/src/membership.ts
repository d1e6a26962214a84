/** Membership tiers from the money a member has paid and kept with us (decision 053), lowest first. */
export const MEMBERSHIP_TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

/** Spending (in cents) from which each tier starts: Bronze < €1,000 ≤ Silver < €3,000 ≤ Gold < €7,500 ≤ Platinum. */
export const MEMBERSHIP_THRESHOLDS_CENTS = {
  bronze: 0,
  silver: 100_000,
  gold: 300_000,
  platinum: 750_000,
} as const satisfies Record<MembershipTier, number>;

export type MembershipStatus = {
  tier: MembershipTier;
  /** null at the top tier. */
  nextTier: MembershipTier | null;
  /** Cents still to spend to reach nextTier; null at the top tier. */
  centsToNextTier: number | null;
};

/** The tier for a total spent in cents. Negative totals count as 0; NaN and infinities are refused. */
export function membershipStatus(totalSpentCents: number): MembershipStatus {
  if (!Number.isFinite(totalSpentCents)) throw new RangeError('Invalid total spent');
  const spent = Math.max(0, totalSpentCents);
  let index = 0;
  MEMBERSHIP_TIERS.forEach((tier, i) => {
    if (spent >= MEMBERSHIP_THRESHOLDS_CENTS[tier]) index = i;
  });
  const tier = MEMBERSHIP_TIERS[index] ?? 'bronze';
  const nextTier = MEMBERSHIP_TIERS[index + 1] ?? null;
  return {
    tier,
    nextTier,
    centsToNextTier: nextTier ? Math.ceil(MEMBERSHIP_THRESHOLDS_CENTS[nextTier] - spent) : null,
  };
}

export function membershipTier(totalSpentCents: number): MembershipTier {
  return membershipStatus(totalSpentCents).tier;
}

/** The money of one reservation that counts towards membership. */
export type ReservationMoney = { paidCents: number; refundCents: number; refundedCents: number };

/**
 * What a member has actually paid and we keep (decision 053): money received minus what is owed or paid back.
 * A booking not paid yet counts nothing; a cancelled one counts its kept guarantee fee.
 */
export function keptCents({ paidCents, refundCents, refundedCents }: ReservationMoney): number {
  return Math.max(0, paidCents - Math.max(refundCents, refundedCents));
}

export function totalSpentCents(reservations: ReservationMoney[]): number {
  return reservations.reduce((total, reservation) => total + keptCents(reservation), 0);
}
