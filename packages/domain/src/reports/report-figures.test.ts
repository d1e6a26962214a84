import { describe, expect, it } from 'vitest';
import {
  averageDailyRateCents,
  computeReportRows,
  guaranteeFeeKeptCents,
  monthTotals,
  occupancyRate,
  type ReportInput,
  type ReportReservation,
  splitAcrossNights,
  stayByMonth,
} from './report-figures.ts';

const APARTMENT = 'a1';
const TOUR = 't1';

function stay(overrides: Partial<ReportReservation> = {}): ReportReservation {
  return {
    listingId: APARTMENT,
    type: 'apartment',
    checkIn: '2031-01-30',
    checkOut: '2031-02-02',
    cancelled: false,
    people: 2,
    isRefundable: false,
    totalCents: 30_000,
    paidCents: 30_000,
    refundCents: 0,
    guaranteeFeeCents: 0,
    ...overrides,
  };
}

function input(overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    months: ['2031-01', '2031-02'],
    listings: [
      { id: APARTMENT, type: 'apartment', isActive: true },
      { id: TOUR, type: 'tour', isActive: true },
    ],
    reservations: [],
    refunds: [],
    closedNights: [],
    ...overrides,
  };
}

const figuresOf = (report: ReturnType<typeof computeReportRows>, month: string, listingId = APARTMENT) =>
  report.find((row) => row.month === month && row.listingId === listingId)?.figures;

describe('computeReportRows', () => {
  it('counts a stay crossing a month end in each month, with its value shared by night', () => {
    const rows = computeReportRows(input({ reservations: [stay()] }));
    expect(figuresOf(rows, '2031-01')).toMatchObject({
      nightsSold: 2,
      availableNights: 31,
      revenueCents: 20_000,
      reservations: 1,
      people: 2,
    });
    expect(figuresOf(rows, '2031-02')).toMatchObject({
      nightsSold: 1,
      availableNights: 28,
      revenueCents: 10_000,
      reservations: 0,
      people: 0,
    });
  });

  it('leaves out the nights and starts outside the months asked for', () => {
    const rows = computeReportRows(input({ months: ['2031-02'], reservations: [stay()] }));
    expect(rows.map((row) => row.month)).toEqual(['2031-02']);
    expect(figuresOf(rows, '2031-02')).toMatchObject({ nightsSold: 1, revenueCents: 10_000 });
  });

  it('counts a cancelled stay as a cancellation in its starting month, never as nights or revenue', () => {
    const rows = computeReportRows(input({ reservations: [stay({ cancelled: true })] }));
    expect(figuresOf(rows, '2031-01')).toMatchObject({
      nightsSold: 0,
      revenueCents: 0,
      cancellations: 1,
      reservations: 0,
    });
    expect(figuresOf(rows, '2031-02')).toMatchObject({ cancellations: 0 });
  });

  it('keeps the guarantee fee of a cancelled refundable booking, never more than was paid and not owed back', () => {
    const cancelled = stay({
      cancelled: true,
      isRefundable: true,
      guaranteeFeeCents: 6_000,
      paidCents: 30_000,
      refundCents: 24_000,
    });
    expect(guaranteeFeeKeptCents(cancelled)).toBe(6_000);
    expect(guaranteeFeeKeptCents({ ...cancelled, paidCents: 0, refundCents: 0 })).toBe(0);
    expect(guaranteeFeeKeptCents({ ...cancelled, paidCents: 4_000, refundCents: 0 })).toBe(4_000);
    // Cancelled on the company's behalf: everything owed back, nothing kept.
    expect(guaranteeFeeKeptCents({ ...cancelled, refundCents: 30_000 })).toBe(0);
    expect(guaranteeFeeKeptCents({ ...cancelled, isRefundable: false })).toBe(0);
    expect(guaranteeFeeKeptCents({ ...cancelled, cancelled: false })).toBe(0);
    const rows = computeReportRows(input({ reservations: [cancelled] }));
    expect(figuresOf(rows, '2031-01')?.guaranteeFeesKeptCents).toBe(6_000);
  });

  it('takes closed nights nobody stays out of the available nights, but not a closed night that was sold', () => {
    const rows = computeReportRows(
      input({
        reservations: [stay()],
        closedNights: [
          { apartmentId: APARTMENT, date: '2031-01-30' },
          { apartmentId: APARTMENT, date: '2031-02-10' },
          { apartmentId: APARTMENT, date: '2031-02-10' },
          { apartmentId: APARTMENT, date: '2031-03-01' },
        ],
      }),
    );
    expect(figuresOf(rows, '2031-01')?.availableNights).toBe(31);
    expect(figuresOf(rows, '2031-02')?.availableNights).toBe(27);
  });

  it('gives an unpublished apartment only the nights it sold as available', () => {
    const rows = computeReportRows(
      input({
        listings: [{ id: APARTMENT, type: 'apartment', isActive: false }],
        reservations: [stay()],
      }),
    );
    expect(figuresOf(rows, '2031-01')).toMatchObject({ nightsSold: 2, availableNights: 2 });
    expect(rows).toHaveLength(2);
  });

  it("counts a tour's people and revenue on its date, without nights", () => {
    const rows = computeReportRows(
      input({
        reservations: [
          stay({ listingId: TOUR, type: 'tour', checkIn: '2031-02-05', checkOut: '2031-02-06', people: 3 }),
          stay({ listingId: TOUR, type: 'tour', checkIn: '2031-02-07', checkOut: '2031-02-08', people: 1 }),
        ],
      }),
    );
    expect(figuresOf(rows, '2031-02', TOUR)).toMatchObject({
      nightsSold: 0,
      availableNights: 0,
      people: 4,
      reservations: 2,
      revenueCents: 60_000,
      roomRevenueCents: 0,
    });
    expect(figuresOf(rows, '2031-01', TOUR)).toBeUndefined();
  });

  it('puts refunds in the month they were paid out', () => {
    const rows = computeReportRows(
      input({
        refunds: [
          { listingId: APARTMENT, type: 'apartment', recordedOn: '2031-02-01', amountCents: 2_500 },
          { listingId: APARTMENT, type: 'apartment', recordedOn: '2031-02-28', amountCents: 500 },
          { listingId: APARTMENT, type: 'apartment', recordedOn: '2031-03-01', amountCents: 9_999 },
        ],
      }),
    );
    expect(figuresOf(rows, '2031-02')?.refundsCents).toBe(3_000);
  });

  it('sums months and derives occupancy and the average daily rate', () => {
    const rows = computeReportRows(
      input({ reservations: [stay(), stay({ listingId: TOUR, type: 'tour', checkIn: '2031-01-03' })] }),
    );
    const totals = monthTotals(['2031-01', '2031-02', '2031-03'], rows);
    const january = totals.get('2031-01');
    expect(january).toMatchObject({ nightsSold: 2, revenueCents: 50_000, roomRevenueCents: 20_000 });
    expect(january && occupancyRate(january)).toBeCloseTo(2 / 31);
    expect(january && averageDailyRateCents(january)).toBe(10_000);
    const march = totals.get('2031-03');
    expect(march && occupancyRate(march)).toBeNull();
    expect(march && averageDailyRateCents(march)).toBeNull();
  });
});

describe('splitAcrossNights', () => {
  it('shares cents so the parts add up to the total', () => {
    expect(splitAcrossNights(10_001, 3)).toEqual([3_334, 3_334, 3_333]);
    expect(splitAcrossNights(0, 2)).toEqual([0, 0]);
    expect(splitAcrossNights(500, 0)).toEqual([]);
  });
});

describe('stayByMonth', () => {
  it('gives each month its nights and the value the night-by-night split gives them', () => {
    const monthsOf = (checkIn: string, checkOut: string, totalCents: number) =>
      stayByMonth({ checkIn, checkOut, totalCents });
    // 30 December → 2 January: two nights in December (the first carries the odd cent), one in January.
    expect(monthsOf('2031-12-30', '2032-01-02', 10_001)).toEqual([
      { month: '2031-12', nights: 2, cents: 6_668 },
      { month: '2032-01', nights: 1, cents: 3_333 },
    ]);
    // A leap February: 28 February → 2 March is two nights in February, one in March.
    expect(monthsOf('2032-02-28', '2032-03-02', 300).map(({ month, nights }) => [month, nights])).toEqual([
      ['2032-02', 2],
      ['2032-03', 1],
    ]);
    expect(monthsOf('2031-02-28', '2031-03-02', 300).map(({ month, nights }) => [month, nights])).toEqual([
      ['2031-02', 1],
      ['2031-03', 1],
    ]);
    // 30 nights over three months add up to the night-by-night split exactly.
    const parts = monthsOf('2031-01-20', '2031-02-19', 99_999);
    const nights = splitAcrossNights(99_999, 30);
    expect(parts.map((part) => part.nights)).toEqual([12, 18]);
    expect(parts.map((part) => part.cents)).toEqual([
      nights.slice(0, 12).reduce((a, b) => a + b, 0),
      nights.slice(12).reduce((a, b) => a + b, 0),
    ]);
    expect(monthsOf('2031-05-05', '2031-05-05', 100)).toEqual([]);
  });
});
