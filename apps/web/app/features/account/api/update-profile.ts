import type { UpdateProfileRequest, UpdateProfileResponse } from '@konak/domain/api/auth/update-profile';
import { apiRequest, type CallOptions, checkedAnswer } from '../../../lib/api-client';

/** PUT /api/auth/update-profile: the changed fields only; answers with the saved user. */
export function updateProfile(
  changes: UpdateProfileRequest,
  options: CallOptions = {},
): Promise<UpdateProfileResponse> {
  return checkedAnswer(
    apiRequest<unknown>('/auth/update-profile', { ...options, method: 'PUT', body: changes }),
    import('@konak/domain/api/auth/update-profile').then((module) => module.updateProfileResponseSchema),
  );
}
