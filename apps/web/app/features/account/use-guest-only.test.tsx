import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { resetSessionForTests } from '../../session/session-provider';
import { answerApi, storeSignIn, verifiedToken, withSession } from './account-test-fixtures';
import { useGuestOnly } from './use-guest-only';

function ResetPasswordDouble() {
  const status = useGuestOnly();
  return <p data-testid="status">{status}</p>;
}

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
});

describe('useGuestOnly', () => {
  it('sends a signed-in visitor of a guest-only page to their profile, in the page language', async () => {
    storeSignIn();
    answerApi({ '/auth/verify-token': verifiedToken });
    renderApp(withSession(<ResetPasswordDouble />), { url: '/ar/reset-password?token=abc' });
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ar/profile'));
  });

  it('lets a guest stay', async () => {
    answerApi({});
    renderApp(withSession(<ResetPasswordDouble />), { url: '/reset-password?token=abc' });
    // The first render says "checking" until the session has looked for a stored sign-in: wait for its answer.
    await vi.waitFor(() => expect(screen.getByTestId('status').textContent).toBe('guest'));
    expect(screen.getByTestId('location').textContent).toBe('/reset-password?token=abc');
  });
});
