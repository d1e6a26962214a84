import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toast/toast';
import { resetSessionForTests } from '../../../session/session-provider';
import { member, storeSignIn } from '../account-test-fixtures';
import { renderProfileWith, sentTo } from './profile-test-helpers';

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  storeSignIn();
});

async function fill(current: string, next: string, confirm: string) {
  fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('changing the password', () => {
  it('needs the current password, 6 characters and a matching confirmation before calling', async () => {
    const fetch = renderProfileWith({});
    await fill('', '12345', '12346');
    expect(screen.getByTestId('password-currentPassword-message').textContent).toBe(
      'Please enter your current password.',
    );
    expect(screen.getByTestId('password-newPassword-message').textContent).toBe(
      'The new password must have at least 6 characters.',
    );
    expect(screen.getByTestId('password-confirmPassword-message').textContent).toBe(
      'The passwords do not match.',
    );
    expect(sentTo(fetch, '/auth/change-password')).toBeUndefined();
  });

  it('shows a wrong current password on that field', async () => {
    renderProfileWith({
      '/auth/change-password': {
        status: 400,
        body: {
          message: 'Your current password is not correct.',
          code: 'wrong_password',
          errors: [{ field: 'currentPassword', message: 'Your current password is not correct.' }],
        },
      },
    });
    await fill('not-it', 'yeni-sifre', 'yeni-sifre');
    expect((await screen.findByTestId('password-currentPassword-message')).textContent).toBe(
      'Your current password is not correct.',
    );
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('changes it, confirms with a toast and clears the fields', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetch = renderProfileWith({
      '/auth/change-password': { body: { message: 'Your password has been changed.', revokedSessions: 1 } },
    });
    await fill('eski-sifre', 'yeni-sifre', 'yeni-sifre');
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Your password has been changed.'));
    expect(sentTo(fetch, '/auth/change-password')).toEqual({
      method: 'PUT',
      body: { currentPassword: 'eski-sifre', newPassword: 'yeni-sifre' },
    });
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
  });

  it('says the password could not be changed when the server gives no reason', async () => {
    renderProfileWith({ '/auth/change-password': { status: 500, body: null } });
    await fill('eski-sifre', 'yeni-sifre', 'yeni-sifre');
    expect((await screen.findByTestId('password-error')).textContent).toBe(
      'Your password could not be changed.',
    );
  });

  it('is not offered to a Google-only account', async () => {
    renderProfileWith({}, { user: { ...member, hasPassword: false } });
    expect(await screen.findByTestId('profile-name')).toBeTruthy();
    expect(screen.queryByTestId('password-change')).toBeNull();
  });
});
