import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import type { MeResponse } from '@konak/domain/api/auth/me';
import { useCallback } from 'react';
import { type ApiLoad, useApiLoad } from '../../../lib/use-api-load';
import { getProfile } from '../api/get-profile';

export type ProfileLoad =
  | Exclude<ApiLoad<MeResponse>, { status: 'loaded' }>
  | { status: 'loaded'; profile: MeResponse };

/** The signed-in member's profile and membership from GET /api/auth/me, loaded in the browser. */
export function useProfile(): ProfileLoad & { retry: () => void; replaceUser: (user: AuthUser) => void } {
  const { state, retry, update } = useApiLoad(getProfile);
  // After a profile change the server's answer is the new user; the membership part has not changed.
  const replaceUser = useCallback((user: AuthUser) => update((profile) => ({ ...profile, user })), [update]);
  const load: ProfileLoad = state.status === 'loaded' ? { status: 'loaded', profile: state.data } : state;
  return { ...load, retry, replaceUser };
}
