import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { NOT_FOUND, responseOf, type StubAnswer } from '../../../test/api-doubles';
import { testMember } from '../../../test/test-member';
import { resetSessionForTests, SessionProvider, useSession } from '../../session/session-provider';
import { storeSession } from '../../session/session-storage';
import { resetFavoritesForTests } from './favorite-store';

// Test support for the favourite hearts and the /favorites page: a member, a stubbed /api, a login double.

export const member: AuthUser = testMember({ id: 'member-1' });

export const flatId = '5b1e8a4e-8f5e-4c1a-9a53-0d6f4c2b1a01';
export const otherFlatId = '5b1e8a4e-8f5e-4c1a-9a53-0d6f4c2b1a02';
export const tourId = '7c2f9b5f-9a6f-4d2b-8b64-1e7a5d3c2b03';

/** Forgets the previous test's session and hearts; with `signedIn`, the browser holds this member's sign-in. */
export function startPage({ signedIn }: { signedIn: boolean }) {
  resetSessionForTests();
  resetFavoritesForTests();
  localStorage.clear();
  sessionStorage.clear();
  if (signedIn) storeSession({ token: 'token-1', user: member }, { rememberMe: true });
}

export type Answer = StubAnswer;
export type ApiCall = { method: string; path: string; body: unknown };

/**
 * Replaces fetch. `routes` answers by "METHOD /path" (e.g. "POST /favorites/check-multiple"); a function is
 * called per request. GET /auth/verify-token confirms the member unless a route says otherwise; anything else
 * unlisted answers 404. `calls` records every request but the token check.
 */
export function stubApi(routes: Record<string, Answer | ((call: ApiCall) => Answer | Promise<Answer>)> = {}) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    // A file (an upload) is kept as it is; anything else was sent as JSON.
    const body =
      init?.body instanceof Blob ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    const call = { method, path, body };
    const key = `${method} ${path}`;
    if (key !== 'GET /auth/verify-token') calls.push(call);
    const route =
      routes[key] ?? (key === 'GET /auth/verify-token' ? { body: { valid: true, user: member } } : undefined);
    const answer = await (typeof route === 'function' ? route(call) : (route ?? NOT_FOUND));
    return responseOf(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

/** An answer the test releases itself, to look at the page while a call is under way. */
export function deferredAnswer() {
  let release: (answer: Answer) => void = () => {};
  const answer = new Promise<Answer>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

function SessionProbe() {
  return <output data-testid="session-status">{useSession().status}</output>;
}

/** The UI with the session started, as root.tsx mounts it, and its status in `session-status`. */
export function withSession(ui: ReactNode) {
  return (
    <SessionProvider>
      {ui}
      <SessionProbe />
    </SessionProvider>
  );
}
