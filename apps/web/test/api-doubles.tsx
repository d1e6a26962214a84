import { ModalTitle } from '../app/components/modal/modal-frame';
import type { ModalRegistry } from '../app/components/modal/modal-provider';

// What the web tests' stand-ins for /api and the login modal have in common (not part of the app).

/** How a stubbed call answers: JSON with a status, a request that never ends, or no network at all. */
export type StubAnswer = { status?: number; body?: unknown } | 'never' | 'offline';

export const NOT_FOUND = { status: 404, body: { message: 'Not found' } } as const;

/** The fetch result of an answer, as the browser would give it. */
export function responseOf(answer: StubAnswer): Promise<Response> {
  if (answer === 'never') return new Promise<Response>(() => {});
  if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
  return Promise.resolve(
    new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

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
