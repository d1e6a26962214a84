import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import type { MeResponse } from '@konak/domain/api/auth/me';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { NOT_FOUND, responseOf, type StubAnswer } from '../../../test/api-doubles';
import { testMember } from '../../../test/test-member';
import { SessionProvider } from '../../session/session-provider';
import { storeSession } from '../../session/session-storage';

export const member: AuthUser = testMember();

export function meAnswer(membership: Partial<MeResponse['membership']> = {}): MeResponse {
  return {
    user: member,
    membership: { tier: 'silver', totalSpent: 1500, memberSince: member.createdAt, ...membership },
  };
}

/** The browser holds a sign-in, as after "remember me". */
export function storeSignIn() {
  storeSession({ token: 'token-1', user: member }, { rememberMe: true });
}

/**
 * Replaces fetch with answers per API path ("/auth/me"); a function is called on each request, so a test
 * can change its answer between calls. Unlisted paths answer 404. Returns the spy to count calls.
 */
export function answerApi(routes: Record<string, StubAnswer | (() => StubAnswer)>) {
  const spy = vi.fn(async (url: string) => {
    const path = url.replace(/^\/api/, '');
    const route = routes[path];
    const answer = typeof route === 'function' ? route() : (route ?? NOT_FOUND);
    return responseOf(answer);
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

export const verifiedToken = { body: { valid: true, user: member } };

/** The UI with the session started, as root.tsx mounts it. */
export function withSession(ui: ReactNode) {
  return <SessionProvider>{ui}</SessionProvider>;
}
