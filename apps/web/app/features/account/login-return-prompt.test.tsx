import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withLogin } from '../../../test/api-doubles';
import { renderApp } from '../../../test/render-app';
import { resetSessionForTests } from '../../session/session-provider';
import { answerApi, storeSignIn, verifiedToken, withSession } from './account-test-fixtures';
import { LoginReturnPrompt } from './login-return-prompt';

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
});

describe('LoginReturnPrompt', () => {
  it('opens the login modal with the return path when a guest (re)loads the page the guard sent them to', async () => {
    answerApi({});
    renderApp(withSession(<LoginReturnPrompt />), { url: '/en?login=%2Fen%2Fprofile', modals: withLogin });
    expect((await screen.findByTestId('login-return-to')).textContent).toBe('/en/profile');
  });

  it('never takes a path off the site as the place to return to', async () => {
    answerApi({});
    renderApp(withSession(<LoginReturnPrompt />), {
      url: '/?login=%2F%2Fevil.example%2Fx',
      modals: withLogin,
    });
    expect((await screen.findByTestId('login-return-to')).textContent).toBe('none');
  });

  it('takes a visitor who is signed in by now straight to the page', async () => {
    storeSignIn();
    answerApi({ '/auth/verify-token': verifiedToken });
    renderApp(withSession(<LoginReturnPrompt />), { url: '/ru?login=%2Fru%2Ffavorites', modals: withLogin });
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ru/favorites'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
