import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { ModalTitle } from '../../components/modal/modal-frame';
import { resetSessionForTests, SessionProvider } from '../../session/session-provider';
import { SiteHeader } from './site-header';

/** The header as root.tsx renders it: under the session provider (a guest here: nothing is stored). */
const header = (
  <SessionProvider>
    <SiteHeader />
  </SessionProvider>
);

function LoginModalDouble() {
  return <ModalTitle>Login form</ModalTitle>;
}

describe('SiteHeader', () => {
  beforeEach(() => resetSessionForTests());

  it('links the logo and navigation in the page language', async () => {
    renderApp(header, { url: '/ar/rentals' });
    expect((await screen.findByRole('link', { name: 'Konak – الصفحة الرئيسية' })).getAttribute('href')).toBe(
      '/ar',
    );
    const [desktopNav] = screen.getAllByRole('navigation', { name: 'القائمة الرئيسية' });
    const hrefs = within(desktopNav as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/ar/rentals', '/ar#tours', '/ar/owners']);
    expect(
      within(desktopNav as HTMLElement)
        .getByRole('link', { name: 'الشقق' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('shows no sign-in button while no login modal is registered', async () => {
    renderApp(header);
    await screen.findByRole('link', { name: 'Konak ana sayfa' });
    expect(screen.queryByRole('button', { name: 'Giriş yap' })).toBeNull();
    expect(screen.queryByTestId('sign-in-button')).toBeNull();
  });

  it('opens the registered login modal from the sign-in button', async () => {
    renderApp(header, { url: '/en', modals: { login: LoginModalDouble } });
    const [signIn] = await screen.findAllByRole('button', { name: 'Sign in' });
    fireEvent.click(signIn as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Login form' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('opens the phone menu as a modal dialog and closes it after a link is chosen', async () => {
    renderApp(header, { url: '/ru' });
    fireEvent.click(await screen.findByRole('button', { name: 'Открыть меню' }));
    const menu = await screen.findByRole('dialog', { name: 'Меню' });
    expect((menu as HTMLDialogElement).open).toBe(true);
    fireEvent.click(within(menu).getByRole('link', { name: 'Апартаменты' }));
    expect((menu as HTMLDialogElement).open).toBe(false);
    expect((await screen.findByTestId('location')).textContent).toBe('/ru/rentals');
  });
});
