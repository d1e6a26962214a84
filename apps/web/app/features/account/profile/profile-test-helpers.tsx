import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import { withLogin } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import Profile from '../../../routes/profile';
import { answerApi, meAnswer, member, verifiedToken, withSession } from '../account-test-fixtures';

type Routes = Parameters<typeof answerApi>[0];

/** The /profile route for `user`, with the calls of `routes` answered (verify-token and me included). */
export function renderProfileWith(routes: Routes, { url = '/en/profile', user = member as AuthUser } = {}) {
  const fetch = answerApi({
    '/auth/verify-token': { body: { ...verifiedToken.body, user } },
    '/auth/me': { body: { ...meAnswer(), user } },
    ...routes,
  });
  renderApp(withSession(<Profile />), { url, modals: withLogin, namespaces: ['common', 'account'] });
  return fetch;
}

/** The JSON body and method sent to an API path (the last such call). */
export function sentTo(fetch: ReturnType<typeof answerApi>, path: string) {
  const call = fetch.mock.calls.filter(([url]) => url === `/api${path}`).at(-1) as
    | [string, RequestInit | undefined]
    | undefined;
  if (!call) return undefined;
  const init = call[1] ?? {};
  return { method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined };
}
