import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import type { MeResponse } from '@konak/domain/api/auth/me';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { ModalTitle } from '../../components/modal/modal-frame';
import type { ModalRegistry } from '../../components/modal/modal-provider';
import { SessionProvider } from '../../session/session-provider';
import { storeSession } from '../../session/session-storage';

export const member: AuthUser = {
  id: 'user-1',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 532 123 45 67',
  preferredLanguage: 'en',
  role: 'member',
  emailVerified: true,
  hasPassword: true,
  createdAt: '2025-03-14T12:00:00.000Z',
};

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

type Answer = { status?: number; body?: unknown } | 'never' | 'offline';

/**
 * Replaces fetch with answers per API path ("/auth/me"); a function is called on each request, so a test
 * can change its answer between calls. Unlisted paths answer 404. Returns the spy to count calls.
 */
export function answerApi(routes: Record<string, Answer | (() => Answer)>) {
  const spy = vi.fn(async (url: string) => {
    const path = url.replace(/^\/api/, '');
    const route = routes[path];
    const answer =
      typeof route === 'function' ? route() : (route ?? { status: 404, body: { message: 'Not found' } });
    if (answer === 'never') return new Promise<Response>(() => {});
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

export const verifiedToken = { body: { valid: true, user: member } };

/** Records the props the login modal was opened with, in a visible form. */
function LoginDouble({ returnTo }: { returnTo?: string }) {
  return (
    <>
      <ModalTitle>Sign in</ModalTitle>
      <p data-testid="login-return-to">{returnTo ?? 'none'}</p>
    </>
  );
}

export const withLogin: ModalRegistry = { login: LoginDouble };

/** The UI with the session started, as root.tsx mounts it. */
export function withSession(ui: ReactNode) {
  return <SessionProvider>{ui}</SessionProvider>;
}
