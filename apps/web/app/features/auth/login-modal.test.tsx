import { createHash } from 'node:crypto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/toast/toast';
import { forgetAuthProviders } from './auth-providers';
import { fakeApi, json, member, spyOnNavigation } from './auth-test-support';
import { fillAndSubmit, openLogin, providers } from './login-test-support';

const session = { token: 'session-token', expiresAt: '2026-12-01T00:00:00.000Z', user: member };
const refusal = (body: object, status = 401, headers: Record<string, string> = {}) =>
  json({ code: 'invalid_credentials', captchaRequired: false, lockWarning: false, ...body }, status, headers);
const credentialsMessage = 'E-mail or password is incorrect. Please check your credentials.';
/** A small proof-of-work challenge whose answer is `number`. */
const challengeSolvedBy = (salt: string, number: number) => ({
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${salt}${number}`).digest('hex'),
  maxnumber: 100,
  salt,
  signature: 'server-signature',
});

let navigation: ReturnType<typeof spyOnNavigation>;
beforeEach(() => {
  forgetAuthProviders();
  navigation = spyOnNavigation();
});
describe('LoginModal', () => {
  it('signs in for this browser session only without remember-me, then reloads the page', async () => {
    const api = fakeApi({
      'GET /api/auth/providers': providers(false),
      'POST /api/auth/login': () => json(session),
    });
    localStorage.setItem('token', 'stale-token');
    const dialog = await openLogin();
    expect(within(dialog).getByLabelText('E-mail')).toBe(within(dialog).getByTestId('login-email'));
    expect(within(dialog).getByLabelText('Password')).toBe(within(dialog).getByTestId('login-password'));
    const toggle = within(dialog).getByRole('button', { name: 'Show password' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByTestId('login-password').getAttribute('type')).toBe('text');
    expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBe(
      within(dialog).getByTestId('login-submit'),
    );
    fillAndSubmit(dialog);

    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    const [login] = api.callsTo('POST /api/auth/login');
    expect(login?.body).toEqual({ email: 'ayse@example.com', password: 'secret-1', rememberMe: false });
    expect(login?.headers.Authorization).toBeUndefined();
    expect(sessionStorage.getItem('token')).toBe('session-token');
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}').name).toBe('Ayşe Yılmaz');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('keeps a remembered sign-in in local storage and goes to the page the guest came from', async () => {
    const api = fakeApi({
      'GET /api/auth/providers': providers(false),
      'POST /api/auth/login': () => json(session),
    });
    const dialog = await openLogin({ returnTo: '/en/profile' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    fillAndSubmit(dialog);

    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/en/profile'));
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toMatchObject({ rememberMe: true });
    expect(localStorage.getItem('token')).toBe('session-token');
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(navigation.reload).not.toHaveBeenCalled();
  });

  it('never follows a return address that leaves the site', async () => {
    fakeApi({ 'GET /api/auth/providers': providers(false), 'POST /api/auth/login': () => json(session) });
    const dialog = await openLogin({ returnTo: '//evil.example/phish' });
    fillAndSubmit(dialog);
    await waitFor(() => expect(navigation.reload).toHaveBeenCalled());
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('counts failed attempts and warns before the account is locked', async () => {
    let failures = 0;
    fakeApi({
      'GET /api/auth/providers': providers(false),
      'POST /api/auth/login': () => {
        failures += 1;
        return refusal({
          message: credentialsMessage,
          failedAttempts: failures === 1 ? 1 : 4,
          lockWarning: failures > 1,
        });
      },
    });
    const dialog = await openLogin();
    fillAndSubmit(dialog);
    const first = await within(dialog).findByRole('alert');
    expect(first.textContent).toBe(`${credentialsMessage}1 failed attempt.`);

    fillAndSubmit(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain('4 failed attempts.'),
    );
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Careful: after the next failed attempt your account will be locked temporarily.',
    );
    expect(within(dialog).getByRole('alert').className).toContain('bg-red-50');
  });

  it('solves the captcha it is given and sends the solution with the next attempt', async () => {
    const salt = 'salt-1?expires=9999999999';
    const challenge = challengeSolvedBy(salt, 37);
    let attempts = 0;
    const api = fakeApi({
      'GET /api/auth/providers': providers(false),
      'POST /api/auth/login': () => {
        attempts += 1;
        if (attempts === 1) {
          return refusal({
            message: credentialsMessage,
            failedAttempts: 3,
            captchaRequired: true,
            captcha: challenge,
          });
        }
        return json(session);
      },
    });
    const dialog = await openLogin();
    fillAndSubmit(dialog);
    expect(await within(dialog).findByText('Check complete. You can sign in now.')).toBeTruthy();
    expect(within(dialog).getByTestId('captcha-status').dataset.status).toBe('solved');

    fillAndSubmit(dialog);
    await waitFor(() => expect(navigation.reload).toHaveBeenCalled());
    expect(api.callsTo('POST /api/auth/login')[1]?.body).toMatchObject({
      captcha: {
        algorithm: 'SHA-256',
        challenge: challenge.challenge,
        number: 37,
        salt,
        signature: 'server-signature',
      },
    });
  });

  it('signs in with one click when the account asks every sign-in for a captcha: solves it and sends again', async () => {
    const salt = 'salt-2?expires=9999999999';
    const challenge = challengeSolvedBy(salt, 12);
    const api = fakeApi({
      'GET /api/auth/providers': providers(false),
      'POST /api/auth/login': (call) =>
        (call.body as { captcha?: unknown } | undefined)?.captcha
          ? json(session)
          : refusal(
              { code: 'captcha_required', failedAttempts: 0, captchaRequired: true, captcha: challenge },
              400,
            ),
    });
    const dialog = await openLogin();
    fillAndSubmit(dialog);
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    const logins = api.callsTo('POST /api/auth/login');
    expect(logins).toHaveLength(2);
    expect(logins[1]?.body).toMatchObject({ password: 'secret-1', captcha: { number: 12, salt } });
  });

  it('fetches a fresh challenge when a captcha is required without one, and says when it fails', async () => {
    const api = fakeApi({
      'GET /api/auth/providers': providers(false),
      'POST /api/auth/login': () =>
        json(
          {
            message: 'x',
            code: 'captcha_failed',
            captchaRequired: true,
            failedAttempts: 3,
            lockWarning: false,
          },
          400,
        ),
      // An unsolvable challenge: no number up to maxnumber fits.
      'GET /api/auth/captcha-challenge': () =>
        json({ algorithm: 'SHA-256', challenge: 'f'.repeat(64), maxnumber: 3, salt: 's', signature: 'x' }),
    });
    const dialog = await openLogin();
    fillAndSubmit(dialog);
    expect(await within(dialog).findByText(/The security check failed/)).toBeTruthy();
    await within(dialog).findByRole('button', { name: 'Run the check again' });
    expect(api.callsTo('GET /api/auth/captcha-challenge')).toHaveLength(1);

    fillAndSubmit(dialog);
    expect(
      await within(dialog).findByText('The security check could not be completed. Please try again.'),
    ).toBeTruthy();
    // Without a solution the login is not even sent.
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(1);
  });

  it('shows the lock as a toast and inline with the wait in whole minutes from Retry-After', async () => {
    const toastError = vi.spyOn(toast, 'error').mockReturnValue('toast');
    fakeApi({
      'GET /api/auth/providers': providers(false),
      'POST /api/auth/login': () =>
        refusal({ code: 'too_many_attempts', message: 'Locked', failedAttempts: 5, retryAfter: 841 }, 429, {
          'Retry-After': '841',
        }),
    });
    const dialog = await openLogin();
    fillAndSubmit(dialog);
    const text = 'Too many failed attempts. Please try again in 15 minutes.';
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
    expect(toastError).toHaveBeenCalledWith(text);
  });

  it('waits the default 15 minutes when the server names no wait', async () => {
    const toastError = vi.spyOn(toast, 'error').mockReturnValue('toast');
    fakeApi({
      'GET /api/auth/providers': providers(false),
      'POST /api/auth/login': () => json({ message: 'Too many requests' }, 429),
    });
    fillAndSubmit(await openLogin({ url: '/ru' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'Слишком много неудачных попыток. Попробуйте снова через 15 минут.',
      ),
    );
  });

  it('opens the code step when the e-mail is not verified yet', async () => {
    fakeApi({
      'GET /api/auth/providers': providers(false),
      'POST /api/auth/login': () =>
        json({ message: 'Verify first', code: 'email_not_verified', tempToken: 'temp-1' }, 403),
    });
    const dialog = await openLogin({ returnTo: '/en/favorites' });
    fillAndSubmit(dialog);
    const verify = await screen.findByRole('dialog', { name: 'Verify double' });
    expect(JSON.parse(within(verify).getByTestId('modal-props').textContent ?? '')).toEqual({
      tempToken: 'temp-1',
      email: 'ayse@example.com',
      returnTo: '/en/favorites',
    });
  });

  it('asks to check the connection when the server cannot be reached, else says login failed', async () => {
    let reachable = false;
    fakeApi({
      'GET /api/auth/providers': providers(false),
      'POST /api/auth/login': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return new Response('', { status: 502 });
      },
    });
    const dialog = await openLogin();
    fillAndSubmit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Could not reach the server. Please check your internet connection.',
    );
    reachable = true;
    fillAndSubmit(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Sign-in failed. Please try again.'),
    );
  });
});
