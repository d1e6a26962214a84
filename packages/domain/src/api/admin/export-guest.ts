import { z } from 'zod';

const rows = z.array(z.record(z.string(), z.unknown()));

/**
 * GET /api/admin/guests/{id}/export (admin) — everything the site holds about a member, as a JSON download (KVKK
 * art. 11 / GDPR art. 15 access request): profile, reservations with their payments and events, receipts' metadata
 * (not the files), favourites, reviews, sessions (no token secrets), verification codes (no code hashes) and the
 * account's consent records. Password hashes and secrets are never included.
 */
export const exportGuestResponseSchema = z.object({
  exportedAt: z.iso.datetime(),
  profile: z.record(z.string(), z.unknown()),
  reservations: rows,
  reservationEvents: rows,
  receipts: rows,
  favorites: rows,
  reviews: rows,
  sessions: rows,
  verificationCodes: rows,
  consents: rows,
});
export type ExportGuestResponse = z.infer<typeof exportGuestResponseSchema>;
