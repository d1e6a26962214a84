import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withLogin } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import Profile from '../../../routes/profile';
import { resetSessionForTests } from '../../../session/session-provider';
import { readStoredSession } from '../../../session/session-storage';
import {
  answerApi,
  meAnswer,
  member,
  storeSignIn,
  verifiedToken,
  withSession,
} from '../account-test-fixtures';

const namespaces = ['common', 'account'];

function renderProfile(url = '/en/profile') {
  return renderApp(withSession(<Profile />), {
    url,
    modals: withLogin,
    namespaces: [...namespaces] as never,
  });
}

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  storeSignIn();
});

describe('/profile', () => {
  it("shows the member's details and membership in the page language", async () => {
    answerApi({ '/auth/verify-token': verifiedToken, '/auth/me': { body: meAnswer() } });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
    expect((await screen.findByTestId('profile-name')).textContent).toBe('Ayşe Yılmaz');
    expect(screen.getByTestId('profile-email').textContent).toBe('ayse@example.com');
    expect(screen.getByTestId('profile-phone').textContent).toBe('+90 532 123 45 67');
    expect(screen.getByTestId('profile-language').textContent).toBe('English');
    expect(screen.getByTestId('profile-member-since').textContent).toBe('March 14, 2025');
    expect(screen.getByTestId('membership-tier').textContent).toBe('Silver');
    expect(screen.getByTestId('membership-total-spent').textContent).toBe('€1,500');
    const bar = screen.getByRole('progressbar', { name: 'Progress to Gold' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('membership-next').textContent).toBe('€1,500 more to reach Gold');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('names the language and levels in Turkish on a Turkish page', async () => {
    answerApi({
      '/auth/verify-token': verifiedToken,
      '/auth/me': { body: meAnswer({ tier: 'gold', totalSpent: 3000.5 }) },
    });
    renderProfile('/profile');
    expect((await screen.findByTestId('profile-language')).textContent).toBe('İngilizce');
    expect(screen.getByTestId('membership-tier').textContent).toBe('Altın');
    expect(screen.getByTestId('membership-next').textContent).toBe('Platin seviyesine €4.499,50 kaldı');
    const levels = screen.getByRole('list');
    expect(within(levels).getAllByRole('listitem')).toHaveLength(4);
    expect(within(levels).getByText('Altın').closest('li')?.getAttribute('aria-current')).toBe('true');
  });

  it('says Platinum is the top level, with no bar to fill', async () => {
    answerApi({
      '/auth/verify-token': verifiedToken,
      '/auth/me': { body: meAnswer({ tier: 'platinum', totalSpent: 12000 }) },
    });
    renderProfile();
    expect((await screen.findByTestId('membership-top')).textContent).toBe(
      'You are at Platinum, the top level.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says when no phone number was added', async () => {
    const body = meAnswer();
    answerApi({
      '/auth/verify-token': verifiedToken,
      '/auth/me': { body: { ...body, user: { ...member, phone: null } } },
    });
    renderProfile('/ru/profile');
    expect((await screen.findByTestId('profile-phone')).textContent).toBe('Не указан');
  });

  it("shows the server's error with a retry that loads the profile", async () => {
    let meAnswers = 0;
    const fetch = answerApi({
      '/auth/verify-token': verifiedToken,
      '/auth/me': () =>
        ++meAnswers === 1
          ? { status: 500, body: { message: 'Server error, please try later.' } }
          : { body: meAnswer() },
    });
    renderProfile();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your profile could not be loaded.');
    expect(alert.textContent).toContain('Server error, please try later.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('profile-name')).textContent).toBe('Ayşe Yılmaz');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => url === '/api/auth/me')).toHaveLength(2);
  });

  it('asks to check the connection when the server cannot be reached', async () => {
    answerApi({ '/auth/verify-token': verifiedToken, '/auth/me': 'offline' });
    renderProfile();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please check your internet connection.',
    );
  });

  it('offers to sign in again, coming back here, when the session has expired', async () => {
    answerApi({
      '/auth/verify-token': verifiedToken,
      '/auth/me': { status: 401, body: { message: 'Please sign in.' } },
    });
    renderProfile('/en/profile');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your session has expired. Please sign in again.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('login-return-to')).textContent).toBe('/en/profile');
  });

  it('signs out on the server and forgets the sign-in here', async () => {
    const fetch = answerApi({
      '/auth/verify-token': verifiedToken,
      '/auth/me': { body: meAnswer() },
      '/auth/logout': { status: 204 },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    // Sign-out reads the language from the window's address, which the test router leaves alone.
    window.history.replaceState(null, '', '/en/profile');
    renderProfile('/en/profile');
    const button = await screen.findByRole('button', { name: 'Sign out' });
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Signing out...' }).hasAttribute('disabled')).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/en'));
    expect(fetch.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(true);
    expect(readStoredSession()).toBeNull();
    window.history.replaceState(null, '', '/');
  });
});
