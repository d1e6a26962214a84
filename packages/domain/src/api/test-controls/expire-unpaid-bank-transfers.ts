import { z } from 'zod';

/**
 * POST /api/test-controls/expire-unpaid-bank-transfers (admin; only on a site started with E2E_TEST_CONTROLS=1 or
 * in tests, decision 069): runs the 24-hour bank-transfer sweep as if it were `at`, for the named reservations
 * only, so a journey can show what happens a day later without moving the site's clock under other journeys.
 */
export const expireUnpaidBankTransfersBodySchema = z.object({
  at: z.iso.datetime(),
  reservationIds: z.array(z.uuid()).min(1).max(50),
});
export type ExpireUnpaidBankTransfersBody = z.input<typeof expireUnpaidBankTransfersBodySchema>;

export const expireUnpaidBankTransfersResponseSchema = z.object({ cancelled: z.number().int() });
