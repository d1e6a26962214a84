import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import type { MeResponse } from '@konak/domain/api/auth/me';
import { useCallback } from 'react';
import { getProfile } from '../api/get-profile';
import { type MemberLoad, useMemberLoad } from '../use-member-load';

export type ProfileLoad =
  | Exclude<MemberLoad<MeResponse>, { status: 'loaded' }>
  | { status: 'loaded'; profile: MeResponse };

/** The signed-in member's profile and membership from GET /api/auth/me, loaded in the browser. */
export function useProfile(): ProfileLoad & { retry: () => void; replaceUser: (user: AuthUser) => void } {
  const { state, retry, update } = useMemberLoad(getProfile);
  // After a profile change the server's answer is the new user; the membership part has not changed.
  const replaceUser = useCallback((user: AuthUser) => update((profile) => ({ ...profile, user })), [update]);
  const load: ProfileLoad = state.status === 'loaded' ? { status: 'loaded', profile: state.data } : state;
  return { ...load, retry, replaceUser };
}
