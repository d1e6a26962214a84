import type { MessageResponse } from '@konak/domain/api/auth/auth-user';
import type { DeleteAccountRequest } from '@konak/domain/api/auth/delete-account';
import { apiRequest, type CallOptions, checkedAnswer } from '../../../lib/api-client';

/** DELETE /api/auth/delete-account: the typed phrase (and password when the account has one); answers goodbye. */
export function deleteAccount(
  request: DeleteAccountRequest,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return checkedAnswer(
    apiRequest<unknown>('/auth/delete-account', { ...options, method: 'DELETE', body: request }),
    import('@konak/domain/api/auth/delete-account').then((module) => module.deleteAccountResponseSchema),
  );
}
