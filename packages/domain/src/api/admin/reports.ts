import { z } from 'zod';
import { isReportMonth, MAX_REPORT_MONTHS, monthsBetween } from '../../reports/report-months.ts';

const monthSchema = z.string().refine(isReportMonth, { message: 'error.report_month_invalid' });

/**
 * GET /api/admin/reports?from=YYYY-MM&to=YYYY-MM[&apartmentId|&tourId] (admin and staff; decision 076) and the same
 * query at GET /api/admin/reports.csv. Both months are included; at most MAX_REPORT_MONTHS of them.
 */
export const reportQuerySchema = z
  .object({
    from: monthSchema,
    to: monthSchema,
    apartmentId: z.uuid().optional(),
    tourId: z.uuid().optional(),
  })
  .superRefine(({ from, to, apartmentId, tourId }, context) => {
    if (apartmentId && tourId) {
      context.addIssue({ code: 'custom', path: ['tourId'], message: 'error.report_one_listing' });
    }
    if (!isReportMonth(from) || !isReportMonth(to)) return;
    const months = monthsBetween(from, to);
    if (months < 1) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'error.report_range_reversed' });
    } else if (months > MAX_REPORT_MONTHS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'error.report_range_too_long',
        params: { months: MAX_REPORT_MONTHS },
      });
    }
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** One month's (or the whole range's) figures. Amounts are euros with two decimals. */
export const reportFiguresSchema = z.object({
  nightsSold: z.number().int(),
  availableNights: z.number().int(),
  /** Nights sold over available nights, 0–1; null when nothing could be sold (tours). */
  occupancy: z.number().nullable(),
  /** Room revenue over nights sold; null with no nights sold. */
  averageDailyRate: z.number().nullable(),
  revenue: z.number(),
  guaranteeFeesKept: z.number(),
  refunds: z.number(),
  cancellations: z.number().int(),
  reservations: z.number().int(),
  people: z.number().int(),
});
export type ReportFiguresView = z.infer<typeof reportFiguresSchema>;

export const reportListingSchema = z.object({
  id: z.uuid(),
  type: z.enum(['apartment', 'tour']),
  /** The title in the asking operator's language, else Turkish, else "#number". */
  name: z.string(),
});
export type ReportListingView = z.infer<typeof reportListingSchema>;

export const reportResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every month of the range, oldest first, with the figures of all listings shown. */
  months: z.array(z.object({ month: z.string(), figures: reportFiguresSchema })),
  /** The listings `byListing` names and every published one (for a listing filter), whatever the filter. */
  listings: z.array(reportListingSchema),
  /**
   * Each listing's figures over the whole range, in the order of `listings` (the filtered one alone). The months ×
   * listings figures are the CSV's: a page does not need thousands of them.
   */
  byListing: z.array(z.object({ listingId: z.uuid(), figures: reportFiguresSchema })),
  total: reportFiguresSchema,
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;
