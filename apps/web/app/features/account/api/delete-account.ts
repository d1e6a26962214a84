import type { DeleteAccountRequest } from '@konak/domain/api/auth/delete-account';
import { type CallOptions, checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/auth/delete-account').then((module) => module.deleteAccountResponseSchema);

/** DELETE /api/auth/delete-account: the typed phrase (and password when the account has one); answers goodbye. */
export function deleteAccount(request: DeleteAccountRequest, options: CallOptions = {}) {
  return checkedRequest(answerSchema, '/auth/delete-account', {
    ...options,
    method: 'DELETE',
    body: request,
  });
}
