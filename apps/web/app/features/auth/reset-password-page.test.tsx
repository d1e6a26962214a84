import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { fakeApi, json, modalDouble } from './auth-test-support';
import { ResetPasswordPage } from './reset-password-page';

const modals = { login: modalDouble('Login double'), 'forgot-password': modalDouble('Forgot double') };

function renderPage(url = '/en/reset-password?token=reset-token-1') {
  renderApp(<ResetPasswordPage />, { url, modals, namespaces: ['common', 'auth'] });
}

async function submitPasswords(password: string, confirm: string) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('ResetPasswordPage', () => {
  it('refuses a short password and a confirmation that does not match, without calling the server', async () => {
    const api = fakeApi({});
    renderPage();
    await submitPasswords('12345', '12345');
    const password = screen.getByLabelText('New password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The password must have at least 6 characters.').id).toBe(
      password.getAttribute('aria-describedby'),
    );
    expect(document.activeElement).toBe(password);

    await submitPasswords('yeni-sifre', 'yeni-sifrE');
    expect(password.getAttribute('aria-invalid')).toBeNull();
    const confirm = screen.getByLabelText('Repeat the new password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The passwords do not match.').id).toBe(confirm.getAttribute('aria-describedby'));
    expect(api.callsTo('POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('saves the new password with the link token and offers to sign in', async () => {
    const api = fakeApi({ 'POST /api/auth/reset-password': () => json({ message: 'Reset.' }) });
    renderPage();
    await submitPasswords('yeni-sifre', 'yeni-sifre');
    const done = await screen.findByTestId('reset-password-done');
    expect(api.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 'reset-token-1',
      password: 'yeni-sifre',
    });
    const heading = within(done).getByRole('heading', { name: 'Your password has been changed' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.click(within(done).getByRole('button', { name: 'Sign in' }));
    const login = await screen.findByRole('dialog', { name: 'Login double' });
    expect(within(login).getByTestId('modal-props').textContent).toBe('{"returnTo":"/en"}');
  });

  it('says a used or expired link does not work as the page opens, before a password is typed', async () => {
    const api = fakeApi({ 'POST /api/auth/reset-password/check': () => json({ valid: false }) });
    renderPage();
    const invalid = await screen.findByTestId('reset-password-invalid');
    expect(api.callsTo('POST /api/auth/reset-password/check')[0]?.body).toEqual({ token: 'reset-token-1' });
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(within(invalid).getByRole('button', { name: 'Request a new link' })).toBeTruthy();
  });

  it('keeps the form disabled until the link is known to work', async () => {
    let answer: (response: Response) => void = () => {};
    fakeApi({
      'POST /api/auth/reset-password/check': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderPage();
    const fields = (await screen.findByLabelText('New password')).closest('fieldset');
    expect(fields?.disabled).toBe(true);
    answer(json({ valid: true }));
    await waitFor(() => expect(fields?.disabled).toBe(false));
  });

  it('offers a new link when the token is used or expired', async () => {
    fakeApi({
      'POST /api/auth/reset-password': () =>
        json({ message: 'This link is invalid or has expired.', code: 'invalid_token' }, 400),
    });
    renderPage('/ru/reset-password?token=used');
    fireEvent.change(await screen.findByLabelText('Новый пароль'), { target: { value: 'yeni-sifre' } });
    fireEvent.change(screen.getByLabelText('Повторите новый пароль'), { target: { value: 'yeni-sifre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    const invalid = await screen.findByTestId('reset-password-invalid');
    expect(
      within(invalid).getByText(
        'Эта ссылка для сброса пароля недействительна или устарела. Запросите новую.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(invalid).getByRole('button', { name: 'Запросить новую ссылку' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot double' })).toBeTruthy();
  });

  it('says at once that a link without a token does not work', async () => {
    renderPage('/en/reset-password');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('shows other refusals in the red box and keeps the form', async () => {
    fakeApi({
      'POST /api/auth/reset-password': () =>
        json({ message: 'Invalid input', errors: [{ field: 'password', message: 'Too weak.' }] }, 400),
    });
    renderPage();
    await submitPasswords('yeni-sifre', 'yeni-sifre');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too weak.'));
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });
});
