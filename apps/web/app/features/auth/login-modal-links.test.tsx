import { hashBrowserBinding } from '@konak/domain/auth/browser-binding';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAuthProviders } from './auth-providers';
import { fakeApi, spyOnNavigation } from './auth-test-support';
import { openLogin, providers } from './login-test-support';

beforeEach(() => {
  forgetAuthProviders();
});
describe('LoginModal links', () => {
  it('hides Google unless the server offers it', async () => {
    fakeApi({ 'GET /api/auth/providers': providers(false) });
    const dialog = await openLogin();
    expect(within(dialog).queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('leaves for Google with the language, the way back, remember-me and the hash of a binding kept in this tab', async () => {
    fakeApi({ 'GET /api/auth/providers': providers(true) });
    const navigation = spyOnNavigation();
    const dialog = await openLogin({ url: '/ar/rentals?guests=2' });
    expect(within(dialog).getByRole('heading', { name: 'تسجيل الدخول' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'تذكرني' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'المتابعة باستخدام Google' }));

    await waitFor(() => expect(navigation.assign).toHaveBeenCalledTimes(1));
    const address = new URL(String(navigation.assign.mock.calls[0]?.[0]), 'http://localhost');
    expect(address.pathname).toBe('/api/auth/google');
    const binding = sessionStorage.getItem('konak.googleBrowserBinding') ?? '';
    expect(binding).toMatch(/^[\w-]{43}$/);
    expect(Object.fromEntries(address.searchParams)).toEqual({
      lang: 'ar',
      returnTo: '/ar/rentals?guests=2',
      rememberMe: 'true',
      // Only the hash leaves the tab; the value itself is shown once, to redeem the sign-in's code.
      browserBindingHash: await hashBrowserBinding(binding),
    });
  });

  it('starts every sign-in with a new binding', async () => {
    fakeApi({ 'GET /api/auth/providers': providers(true) });
    const navigation = spyOnNavigation();
    const dialog = await openLogin({ url: '/en' });
    const google = within(dialog).getByRole('button', { name: 'Continue with Google' });
    fireEvent.click(google);
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledTimes(1));
    const first = sessionStorage.getItem('konak.googleBrowserBinding');
    fireEvent.click(google);
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledTimes(2));
    expect(sessionStorage.getItem('konak.googleBrowserBinding')).not.toBe(first);
  });

  it('switches to the forgotten-password and registration modals', async () => {
    fakeApi({ 'GET /api/auth/providers': providers(false) });
    let dialog = await openLogin({ returnTo: '/en/profile' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    dialog = await screen.findByRole('dialog', { name: 'Forgot your password?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create one' }));
    expect(await screen.findByRole('dialog', { name: 'Register double' })).toBeTruthy();
  });
});
