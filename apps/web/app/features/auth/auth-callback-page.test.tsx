import { GOOGLE_SIGN_IN_ERRORS as GOOGLE_ERROR_CODES } from '@konak/domain/auth/google-sign-in-errors';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import enAuth from '../../i18n/locales/en/auth.json';
import { AuthCallbackPage } from './auth-callback-page';
import { fakeApi, json, member, modalDouble, spyOnNavigation } from './auth-test-support';

const modals = { login: modalDouble('Login double') };
const BINDING_KEY = 'konak.googleBrowserBinding';
const BINDING = 'b'.repeat(43);
const CODE = 'c'.repeat(43);
const REDEEM = 'POST /api/auth/google/redeem';

/** Google sends the browser to the callback page with the outcome in the fragment. */
function arriveWith(path: string, fragment: string) {
  window.history.replaceState(null, '', `${path}#${fragment}`);
  renderApp(<AuthCallbackPage />, { url: path, modals, namespaces: ['common', 'auth'] });
}

/** This tab clicked "Continue with Google" and kept its binding (google-browser-binding.ts). */
const startedHere = () => sessionStorage.setItem(BINDING_KEY, BINDING);

const session = (rememberMe: boolean) =>
  json({ token: 'google-session', expiresAt: '2027-01-01T00:00:00.000Z', user: member, rememberMe });

let navigation: ReturnType<typeof spyOnNavigation>;
beforeEach(() => {
  navigation = spyOnNavigation();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('AuthCallbackPage', () => {
  it('redeems the code with this tab’s binding, stores the session for this tab and goes back', async () => {
    let addressWhenRedeemed = '';
    const api = fakeApi({
      [REDEEM]: () => {
        addressWhenRedeemed = window.location.href;
        return session(false);
      },
    });
    startedHere();
    arriveWith(
      '/en/auth/callback',
      `code=${CODE}&returnTo=${encodeURIComponent('/en/apartment/galata?guests=2')}`,
    );
    expect((await screen.findByText('Signing you in…')).closest('[role="status"]')).not.toBeNull();

    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/en/apartment/galata?guests=2'));
    // The code left the address bar (and this history entry) before anything else happened.
    expect(addressWhenRedeemed).toBe(`${window.location.origin}/en/auth/callback`);
    expect(window.location.hash).toBe('');
    const [redeem] = api.callsTo(REDEEM);
    expect(redeem?.body).toEqual({ code: CODE, browserBinding: BINDING });
    expect(redeem?.headers.Authorization).toBeUndefined();
    expect(api.calls).toHaveLength(1);
    expect(sessionStorage.getItem('token')).toBe('google-session');
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}').email).toBe(member.email);
    expect(localStorage.getItem('token')).toBeNull();
    // A binding serves one redemption.
    expect(sessionStorage.getItem(BINDING_KEY)).toBeNull();
  });

  it('redeems once although Strict Mode runs the page’s effects twice', async () => {
    const api = fakeApi({ [REDEEM]: () => session(false) });
    startedHere();
    configure({ reactStrictMode: true });
    try {
      arriveWith('/en/auth/callback', `code=${CODE}`);
      await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/en'));
    } finally {
      configure({ reactStrictMode: false });
    }
    expect(api.callsTo(REDEEM)).toHaveLength(1);
  });

  it('remembers the session when the server says remember-me was chosen, and lands on the home page', async () => {
    fakeApi({ [REDEEM]: () => session(true) });
    startedHere();
    arriveWith('/ar/auth/callback', `code=${CODE}`);
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/ar'));
    expect(localStorage.getItem('token')).toBe('google-session');
    expect(localStorage.getItem('rememberMe')).toBe('true');
  });

  it('never goes to a return address off the site', async () => {
    fakeApi({ [REDEEM]: () => session(false) });
    startedHere();
    arriveWith('/auth/callback', `code=${CODE}&returnTo=${encodeURIComponent('//evil.example')}`);
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/'));
  });

  it('refuses a code this tab did not ask for (a forced sign-in) without asking the server or storing anything', async () => {
    const api = fakeApi({ [REDEEM]: () => session(false) });
    arriveWith('/en/auth/callback', `code=${CODE}&returnTo=${encodeURIComponent('/en/profile')}`);
    const message = await screen.findByTestId('auth-callback-error');
    expect(message.textContent).toBe(enAuth.callback.error.state_mismatch);
    expect(message.dataset.code).toBe('state_mismatch');
    expect(api.calls).toHaveLength(0);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it('ignores a session token in the fragment, even in a tab that started a sign-in', async () => {
    const api = fakeApi({ 'GET /api/auth/verify-token': () => json({ valid: true, user: member }) });
    startedHere();
    arriveWith('/en/auth/callback', `token=attackers-session&returnTo=${encodeURIComponent('/en/profile')}`);
    expect((await screen.findByTestId('auth-callback-error')).dataset.code).toBe('missing');
    expect(api.calls).toHaveLength(0);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['expired', 'a used or late code'],
    ['state_mismatch', 'a code of another tab’s sign-in'],
    ['account_unavailable', 'a deleted account'],
  ] as const)('explains the server’s %s refusal (%s) and stores nothing', async (code, _case) => {
    fakeApi({ [REDEEM]: () => json({ message: 'refused', code }, 400) });
    startedHere();
    arriveWith('/en/auth/callback', `code=${CODE}`);
    expect((await screen.findByRole('alert')).textContent).toBe(enAuth.callback.error[code]);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem(BINDING_KEY)).toBeNull();
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it.each([...GOOGLE_ERROR_CODES, 'missing'] as const)('explains the %s outcome', async (code) => {
    const api = fakeApi({});
    startedHere();
    arriveWith('/en/auth/callback', code === 'missing' ? '' : `error=${code}`);
    const message = await screen.findByTestId('auth-callback-error');
    expect(message.textContent).toBe(enAuth.callback.error[code]);
    expect(screen.getByRole('heading', { name: 'Sign-in could not be completed' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    expect(sessionStorage.getItem(BINDING_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en');
  });

  it('reads an unknown error code as our failure, and tries again from where the guest started', async () => {
    arriveWith('/en/auth/callback', `error=weird&returnTo=${encodeURIComponent('/en/profile')}`);
    expect((await screen.findByRole('alert')).textContent).toBe(enAuth.callback.error.server_error);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const login = await screen.findByRole('dialog', { name: 'Login double' });
    expect(within(login).getByTestId('modal-props').textContent).toBe('{"returnTo":"/en/profile"}');
  });

  it('asks to check the connection when the code cannot be redeemed', async () => {
    fakeApi({});
    startedHere();
    arriveWith('/en/auth/callback', `code=${CODE}`);
    expect((await screen.findByRole('alert')).textContent).toBe(enAuth.errors.checkConnection);
  });
});
