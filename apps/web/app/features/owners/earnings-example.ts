/**
 * The owners page's worked example (decision 042 records why these numbers): a one-bedroom flat in a central
 * district, a 30-day month. An illustration for the reader, never a promise.
 */
export type EarningsAssumptions = {
  /** Average nightly price after VAT and the accommodation tax, in euro. */
  nightlyRate: number;
  occupancy: number;
  daysInMonth: number;
  commissionRate: number;
  averageStayNights: number;
  /** Cleaning and linen per stay, in euro. */
  cleaningFee: number;
};

export const EARNINGS_ASSUMPTIONS: Readonly<EarningsAssumptions> = {
  nightlyRate: 80,
  occupancy: 0.7,
  daysInMonth: 30,
  commissionRate: 0.2,
  averageStayNights: 3,
  cleaningFee: 25,
};

export type EarningsExample = {
  nights: number;
  revenue: number;
  commission: number;
  stays: number;
  cleaning: number;
  net: number;
};

/** Nightly rate × booked nights − commission − cleaning, in whole euros. */
export function earningsExample(
  assumptions: Readonly<EarningsAssumptions> = EARNINGS_ASSUMPTIONS,
): EarningsExample {
  const nights = Math.round(assumptions.daysInMonth * assumptions.occupancy);
  const revenue = nights * assumptions.nightlyRate;
  const commission = Math.round(revenue * assumptions.commissionRate);
  const stays = Math.ceil(nights / assumptions.averageStayNights);
  const cleaning = stays * assumptions.cleaningFee;
  return { nights, revenue, commission, stays, cleaning, net: revenue - commission - cleaning };
}
