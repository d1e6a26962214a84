import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { ModalTitle } from '../../components/modal/modal-frame';
import { resetSessionForTests, SessionProvider } from '../../session/session-provider';
import { SignInButton } from './sign-in-button';
import { SiteHeader } from './site-header';

const member: AuthUser = {
  id: 'user-1',
  name: 'ilknur Yılmaz Demir',
  email: 'ilknur@example.com',
  phone: null,
  preferredLanguage: 'tr',
  role: 'member',
  emailVerified: true,
  hasPassword: true,
  createdAt: '2026-01-05T10:00:00.000Z',
};

const modals = { login: () => <ModalTitle>Login double</ModalTitle> };

type Call = { url: string; init: RequestInit };

/** The server's side of the session: verify-token answers `verified`, logout succeeds. */
function serverAnswers(verified: Promise<AuthUser | null>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    if (url === '/api/auth/verify-token') {
      const user = await verified;
      return Response.json({ valid: user !== null, user });
    }
    if (url === '/api/auth/logout') return Response.json({ message: 'Signed out.' });
    throw new TypeError('Failed to fetch');
  });
  return calls;
}

function storeRemembered(user: AuthUser) {
  localStorage.setItem('token', 'kept-token');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('rememberMe', 'true');
}

/** The page at `url`: the router and the window agree (sign-out reads the language from the window). */
function renderHeader(url: string) {
  window.history.replaceState(null, '', url);
  renderApp(
    <SessionProvider>
      <SiteHeader />
    </SessionProvider>,
    { url, modals },
  );
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetSessionForTests();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('signed-in header', () => {
  it('shows the remembered name at once, instead of the sign-in button, while the server checks it', async () => {
    serverAnswers(new Promise(() => {}));
    storeRemembered(member);
    renderHeader('/');
    const button = await screen.findByTestId('user-menu-button');
    // The initial is upper-cased the Turkish way: i → İ.
    expect(button.textContent).toBe('İHesap menüsü: ilknur');
    expect(within(button).getByText('ilknur').className).toContain('truncate');
    expect(screen.queryByTestId('sign-in-button')).toBeNull();
  });

  it('opens a menu of the member pages in the page language; Escape closes it and returns focus', async () => {
    serverAnswers(Promise.resolve(member));
    storeRemembered(member);
    renderHeader('/en/rentals');
    const button = await screen.findByRole('button', { name: 'Account menu: ilknur' });
    const menu = screen.getByTestId('user-menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu.hidden).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(menu.hidden).toBe(false);
    expect(within(menu).getByText('ilknur Yılmaz Demir')).toBeTruthy();
    expect(within(menu).getByText('ilknur@example.com')).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My profile', '/en/profile'],
      ['My reservations', '/en/reservations'],
      ['My favourites', '/en/favorites'],
    ]);

    within(menu).getByRole('link', { name: 'My profile' }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(menu.hidden).toBe(true);

    fireEvent.click(button);
    // Tab leaving the menu: focus arrives elsewhere.
    fireEvent.focusIn(screen.getByRole('link', { name: 'Konak home' }));
    expect(menu.hidden).toBe(true);
  });

  it('signs out: ends the session on the server, forgets it here and goes to the home page', async () => {
    const calls = serverAnswers(Promise.resolve(member));
    storeRemembered(member);
    renderHeader('/ar/rentals');
    fireEvent.click(await screen.findByTestId('user-menu-button'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'تسجيل الخروج' })));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/ar'));
    const logout = calls.find((call) => call.url === '/api/auth/logout');
    expect(logout?.init.method).toBe('POST');
    expect((logout?.init.headers as Record<string, string> | undefined)?.Authorization).toBe(
      'Bearer kept-token',
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(await screen.findAllByTestId('sign-in-button')).toHaveLength(2);
  });

  it('gives the phone drawer the same account links and sign-out', async () => {
    serverAnswers(Promise.resolve(member));
    sessionStorage.setItem('token', 'tab-token');
    sessionStorage.setItem('user', JSON.stringify(member));
    renderHeader('/ru');
    fireEvent.click(await screen.findByRole('button', { name: 'Открыть меню' }));
    const drawer = await screen.findByRole('dialog', { name: 'Меню' });
    const account = await within(drawer).findByTestId('mobile-account');
    expect(within(account).getByRole('heading', { name: 'ilknur Yılmaz Demir' })).toBeTruthy();
    expect(within(account).getByRole('link', { name: 'Мой профиль' }).getAttribute('href')).toBe(
      '/ru/profile',
    );
    expect(within(drawer).queryByTestId('sign-in-button')).toBeNull();

    await act(async () => fireEvent.click(within(account).getByRole('button', { name: 'Выйти' })));
    expect((drawer as HTMLDialogElement).open).toBe(false);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/ru'));
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('drops a remembered user the server no longer accepts and offers sign-in again', async () => {
    serverAnswers(Promise.resolve(null));
    storeRemembered(member);
    renderHeader('/en');
    const [signIn] = await screen.findAllByRole('button', { name: 'Sign in' });
    expect(signIn?.getAttribute('aria-hidden')).toBeNull();
    expect(screen.queryByTestId('user-menu-button')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('SignInButton', () => {
  it('only holds its place, unseen and unfocusable, while the session is being read', async () => {
    renderApp(<SignInButton className="button-primary" reserved />, { modals });
    const button = await screen.findByTestId('sign-in-button');
    expect(button.getAttribute('aria-hidden')).toBe('true');
    expect(button.tabIndex).toBe(-1);
    expect(button.className).toContain('invisible');
    expect(screen.queryByRole('button', { name: 'Giriş yap' })).toBeNull();
  });
});
