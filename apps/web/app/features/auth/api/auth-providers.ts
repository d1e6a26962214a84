import type { AuthProvidersResponse } from '@konak/domain/api/auth/auth-providers';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/providers: which social sign-ins the server has configured. */
export function authProviders(signal?: AbortSignal): Promise<AuthProvidersResponse> {
  return apiRequest<AuthProvidersResponse>('/auth/providers', { token: null, signal });
}
