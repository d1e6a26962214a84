import { GOOGLE_SIGN_IN_ERRORS as GOOGLE_ERROR_CODES } from '@konak/domain/auth/google-sign-in-errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import enAuth from '../../i18n/locales/en/auth.json';
import { AuthCallbackPage } from './auth-callback-page';
import { fakeApi, json, member, modalDouble, spyOnNavigation } from './auth-test-support';

const modals = { login: modalDouble('Login double') };

/** Google sends the browser to the callback page with the outcome in the fragment. */
function arriveWith(path: string, fragment: string) {
  window.history.replaceState(null, '', `${path}#${fragment}`);
  renderApp(<AuthCallbackPage />, { url: path, modals, namespaces: ['common', 'auth'] });
}

let navigation: ReturnType<typeof spyOnNavigation>;
beforeEach(() => {
  navigation = spyOnNavigation();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('AuthCallbackPage', () => {
  it('checks the token, stores the session for this tab and goes back where the guest was', async () => {
    let addressWhenChecked = '';
    const api = fakeApi({
      'GET /api/auth/verify-token': () => {
        addressWhenChecked = window.location.href;
        return json({ valid: true, user: member });
      },
    });
    arriveWith(
      '/en/auth/callback',
      `token=google-token&returnTo=${encodeURIComponent('/en/apartment/galata?guests=2')}`,
    );
    expect((await screen.findByText('Signing you in…')).closest('[role="status"]')).not.toBeNull();

    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/en/apartment/galata?guests=2'));
    // The token left the address bar (and this history entry) before anything else happened.
    expect(addressWhenChecked).toBe(`${window.location.origin}/en/auth/callback`);
    expect(window.location.hash).toBe('');
    const [verify] = api.callsTo('GET /api/auth/verify-token');
    expect(verify?.headers.Authorization).toBe('Bearer google-token');
    expect(sessionStorage.getItem('token')).toBe('google-token');
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}').email).toBe(member.email);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('remembers the session when remember-me was chosen before leaving, and lands on the home page', async () => {
    fakeApi({ 'GET /api/auth/verify-token': () => json({ valid: true, user: member }) });
    sessionStorage.setItem('konak.googleRememberMe', 'true');
    arriveWith('/ar/auth/callback', 'token=google-token');
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/ar'));
    expect(localStorage.getItem('token')).toBe('google-token');
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(sessionStorage.getItem('konak.googleRememberMe')).toBeNull();
  });

  it('never goes to a return address off the site', async () => {
    fakeApi({ 'GET /api/auth/verify-token': () => json({ valid: true, user: member }) });
    arriveWith('/auth/callback', `token=t&returnTo=${encodeURIComponent('//evil.example')}`);
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/'));
  });

  it.each([...GOOGLE_ERROR_CODES, 'missing'] as const)('explains the %s outcome', async (code) => {
    const api = fakeApi({});
    arriveWith('/en/auth/callback', code === 'missing' ? '' : `error=${code}`);
    const message = await screen.findByTestId('auth-callback-error');
    expect(message.textContent).toBe(enAuth.callback.error[code]);
    expect(screen.getByRole('heading', { name: 'Sign-in could not be completed' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en');
  });

  it('reads an unknown error code as our failure, and tries again from where the guest started', async () => {
    arriveWith('/en/auth/callback', `error=weird&returnTo=${encodeURIComponent('/en/profile')}`);
    expect((await screen.findByRole('alert')).textContent).toBe(enAuth.callback.error.server_error);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const login = await screen.findByRole('dialog', { name: 'Login double' });
    expect(within(login).getByTestId('modal-props').textContent).toBe('{"returnTo":"/en/profile"}');
  });

  it('stores nothing when the server does not accept the token', async () => {
    fakeApi({ 'GET /api/auth/verify-token': () => json({ valid: false, user: null }) });
    arriveWith('/ru/auth/callback', 'token=revoked');
    expect((await screen.findByRole('alert')).textContent).toBe('Сеанс истёк. Войдите ещё раз.');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it('asks to check the connection when the token cannot be checked', async () => {
    fakeApi({});
    arriveWith('/en/auth/callback', 'token=t');
    expect((await screen.findByRole('alert')).textContent).toBe(enAuth.errors.checkConnection);
  });
});
