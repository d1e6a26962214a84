import { z } from 'zod';
import { ACCOUNT_ROLES, guestSummarySchema } from './guest-fields.ts';

export const DEFAULT_GUEST_PAGE_SIZE = 20;
export const MAX_GUEST_PAGE_SIZE = 100;

/**
 * GET /api/admin/guests (admin, staff) — accounts newest first, paged; `search` matches part of the name, e-mail or
 * phone; `role` and `status` narrow the list.
 */
export const listGuestsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_GUEST_PAGE_SIZE).default(DEFAULT_GUEST_PAGE_SIZE),
  search: z.string().trim().min(1).max(100).optional(),
  role: z.enum(ACCOUNT_ROLES).optional(),
  status: z.enum(['active', 'disabled']).optional(),
});
export type ListGuestsQuery = z.infer<typeof listGuestsQuerySchema>;

export const listGuestsResponseSchema = z.object({
  items: z.array(guestSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListGuestsResponse = z.infer<typeof listGuestsResponseSchema>;
