import { z } from 'zod';
import { isDeleteAccountPhrase, PASSWORD_MAX_LENGTH } from '../../auth/auth-limits.ts';
import { messageResponseSchema } from './auth-user.ts';

/**
 * DELETE /api/auth/delete-account (signed in) — the typed phrase (Turkish or English, DELETE_ACCOUNT_PHRASES);
 * accounts with a password must also give it. The account is anonymised and every session ends; reservations
 * stay for accounting. 422 with the blockers of check-delete-eligibility when reservations are active.
 */
export const deleteAccountRequestSchema = z.object({
  confirmation: z.string().max(100).refine(isDeleteAccountPhrase, 'error.delete_confirmation_mismatch'),
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = messageResponseSchema;
