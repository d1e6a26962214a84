import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetAuthProviders } from './auth-providers';
import { fakeApi } from './auth-test-support';
import { openLogin, providers } from './login-test-support';

beforeEach(() => {
  forgetAuthProviders();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('LoginModal links', () => {
  it('hides Google unless the server offers it', async () => {
    fakeApi({ 'GET /api/auth/providers': providers(false) });
    const dialog = await openLogin();
    expect(within(dialog).queryByRole('link', { name: 'Continue with Google' })).toBeNull();
  });

  it('links Google with the language, the way back and the remember-me choice, kept for the callback', async () => {
    fakeApi({ 'GET /api/auth/providers': providers(true) });
    const dialog = await openLogin({ url: '/ar/rentals?guests=2' });
    expect(within(dialog).getByRole('heading', { name: 'تسجيل الدخول' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'تذكرني' }));
    const google = within(dialog).getByRole('link', { name: 'المتابعة باستخدام Google' });
    const href = new URL(google.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/api/auth/google');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      lang: 'ar',
      returnTo: '/ar/rentals?guests=2',
      rememberMe: 'true',
    });
    google.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(google);
    expect(sessionStorage.getItem('konak.googleRememberMe')).toBe('true');
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
