import type { UpdateProfileRequest } from '@konak/domain/api/auth/update-profile';
import { type CallOptions, checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/auth/update-profile').then((module) => module.updateProfileResponseSchema);

/** PUT /api/auth/update-profile: the changed fields only; answers with the saved user. */
export function updateProfile(changes: UpdateProfileRequest, options: CallOptions = {}) {
  return checkedRequest(answerSchema, '/auth/update-profile', { ...options, method: 'PUT', body: changes });
}
