import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findLoadedDialog, ModalOpener } from '../../../test/modal-opener';
import { renderApp } from '../../../test/render-app';
import { fakeApi, json, modalDouble } from './auth-test-support';
import ForgotPasswordModal from './forgot-password-modal';

const modals = { 'forgot-password': ForgotPasswordModal, login: modalDouble('Login double') };

async function openForgotPassword(url = '/en') {
  renderApp(<ModalOpener modal="forgot-password" label="Forgot" />, { url, modals, namespaces: ['common'] });
  const opener = await screen.findByRole('button', { name: 'Forgot' });
  await act(async () => fireEvent.click(opener));
  return findLoadedDialog();
}

describe('ForgotPasswordModal', () => {
  it('sends the link only with an e-mail, not twice at once, then shows the same confirmation for any address', async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({
      'POST /api/auth/forgot-password': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const dialog = await openForgotPassword();
    expect(within(dialog).getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    const email = within(dialog).getByLabelText('E-mail') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    const submit = within(dialog).getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(email, { target: { value: '   ' } });
    expect(submit.disabled).toBe(true);

    fireEvent.change(email, { target: { value: ' Deniz@Example.com ' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    const sending = await within(dialog).findByRole('button', { name: 'Sending…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ email: 'deniz@example.com' });

    await act(async () => answer(json({ message: 'If an account exists…' })));
    const sent = await screen.findByTestId('forgot-password-sent');
    expect(within(sent).getByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(within(sent).getByRole('status').textContent).toBe(
      'If an account exists for deniz@example.com, we have sent it a link to reset the password. The link is valid for 60 minutes. If it is not in your inbox, look in your spam folder too.',
    );
    fireEvent.click(within(sent).getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Login double' })).toBeTruthy();
  });

  it('shows a refusal in the red box and keeps the form', async () => {
    fakeApi({
      'POST /api/auth/forgot-password': () =>
        json({ message: 'Too many requests. Please try again later.' }, 429, { 'Retry-After': '600' }),
    });
    const dialog = await openForgotPassword();
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'a@b.co' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Too many requests. Please try again later.');
    expect(alert.className).toContain('bg-red-50');
    expect(within(dialog).getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it('asks to check the connection, in the page language, when the server cannot be reached', async () => {
    fakeApi({});
    const dialog = await openForgotPassword('/ar');
    fireEvent.change(within(dialog).getByLabelText('البريد الإلكتروني'), { target: { value: 'a@b.co' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال رابط إعادة التعيين' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'تعذّر الوصول إلى الخادم. يرجى التحقق من اتصالك بالإنترنت.',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'العودة إلى تسجيل الدخول' }));
    expect(await screen.findByRole('dialog', { name: 'Login double' })).toBeTruthy();
  });
});
