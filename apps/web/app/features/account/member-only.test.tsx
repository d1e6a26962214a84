import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withLogin } from '../../../test/api-doubles';
import { renderApp } from '../../../test/render-app';
import { resetSessionForTests, useSession } from '../../session/session-provider';
import { readStoredSession } from '../../session/session-storage';
import { answerApi, storeSignIn, verifiedToken, withSession } from './account-test-fixtures';
import { MemberOnly } from './member-only';

const namespaces = ['common', 'account'] as const;
const page = withSession(
  <MemberOnly>
    <p>Member content</p>
  </MemberOnly>,
);

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  sessionStorage.clear();
});

describe('MemberOnly', () => {
  it('shows the Turkish loading text only after 300 ms while the stored sign-in is checked', async () => {
    storeSignIn();
    answerApi({ '/auth/verify-token': 'never' });
    vi.useFakeTimers();
    renderApp(page, { url: '/profile', namespaces: [...namespaces] });
    await act(() => vi.advanceTimersByTimeAsync(10));
    const status = screen.getByTestId('member-loading');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(280));
    expect(status.textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(30));
    expect(status.textContent).toBe('Yükleniyor...');
    expect(screen.queryByText('Member content')).toBeNull();
  });

  it('speaks the page language on other language pages', async () => {
    storeSignIn();
    answerApi({ '/auth/verify-token': 'never' });
    renderApp(page, { url: '/ar/favorites', namespaces: [...namespaces] });
    expect(await screen.findByText('جارٍ التحميل...')).toBeTruthy();
  });

  it('shows the page once the server confirms the sign-in', async () => {
    storeSignIn();
    answerApi({ '/auth/verify-token': verifiedToken });
    renderApp(page, { url: '/en/profile', namespaces: [...namespaces] });
    expect(await screen.findByText('Member content')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/en/profile');
  });

  it('sends a guest to the home page of the language with the origin kept, and opens the login modal', async () => {
    answerApi({});
    renderApp(page, { url: '/en/reservations?tab=past', modals: withLogin, namespaces: [...namespaces] });
    expect((await screen.findByTestId('login-return-to')).textContent).toBe('/en/reservations?tab=past');
    expect(screen.getByTestId('location').textContent).toBe('/en?login=%2Fen%2Freservations%3Ftab%3Dpast');
    expect(screen.queryByText('Member content')).toBeNull();
  });

  it('sends a Turkish guest to / and still keeps the origin when no login modal is registered', async () => {
    answerApi({});
    renderApp(page, { url: '/profile', namespaces: [...namespaces] });
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?login=%2Fprofile'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask a member who ends the session on the page (sign-out, deleted account) to sign in', async () => {
    function EndSession() {
      const { forget } = useSession();
      return (
        <button type="button" onClick={forget}>
          End session
        </button>
      );
    }
    storeSignIn();
    answerApi({ '/auth/verify-token': verifiedToken });
    renderApp(
      withSession(
        <>
          <MemberOnly>
            <p>Member content</p>
          </MemberOnly>
          <EndSession />
        </>,
      ),
      { url: '/en/profile', modals: withLogin, namespaces: [...namespaces] },
    );
    expect(await screen.findByText('Member content')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'End session' }));
    expect(await screen.findByTestId('member-loading')).toBeTruthy();
    expect(readStoredSession()).toBeNull();
    // The page that ended it takes the member home; the guard neither opens the login modal nor moves first.
    expect(screen.queryByTestId('login-return-to')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/en/profile');
  });

  it('treats a token the server refuses as a guest and forgets it', async () => {
    storeSignIn();
    answerApi({ '/auth/verify-token': { body: { valid: false } } });
    renderApp(page, { url: '/ru/favorites', modals: withLogin, namespaces: [...namespaces] });
    expect((await screen.findByTestId('login-return-to')).textContent).toBe('/ru/favorites');
    expect(readStoredSession()).toBeNull();
  });
});
