import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toast/toast';
import { resetSessionForTests } from '../../../session/session-provider';
import { readStoredSession } from '../../../session/session-storage';
import { member, storeSignIn } from '../account-test-fixtures';
import { renderProfileWith, sentTo } from './profile-test-helpers';

const eligible = {
  body: { canDelete: true, reasons: [], activeReservations: 0, nonCancellableReservations: 0 },
};

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  storeSignIn();
  // Sign-out reads the language from the window's address, which the test router leaves alone.
  window.history.replaceState(null, '', '/en/profile');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account permanently?' });
}

/** Types the confirmation phrase, and the password for a member who has one, then presses "Delete permanently". */
function confirmDeletion(dialog: HTMLElement, password?: string) {
  fireEvent.change(within(dialog).getByLabelText('Confirmation phrase'), {
    target: { value: 'DELETE PERMANENTLY' },
  });
  if (password !== undefined) {
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: password } });
  }
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
}

describe('deleting the account', () => {
  it('explains why it is refused while reservations are active or cannot be cancelled', async () => {
    const fetch = renderProfileWith({
      '/auth/check-delete-eligibility': {
        body: {
          canDelete: false,
          reasons: ['active_reservations', 'non_cancellable_reservations'],
          activeReservations: 3,
          nonCancellableReservations: 2,
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const refusal = await screen.findByTestId('delete-refused');
    expect(refusal.textContent).toContain('Your account cannot be deleted yet.');
    expect(refusal.textContent).toContain(
      'You have active reservations. Cancel them or wait until they are over. (3)',
    );
    expect(refusal.textContent).toContain('Some of your reservations cannot be cancelled');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo(fetch, '/auth/delete-account')).toBeUndefined();
  });

  it('asks for the phrase as shown, then deletes, signs out and goes home', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetch = renderProfileWith({
      '/auth/check-delete-eligibility': eligible,
      '/auth/delete-account': { body: { message: 'Your account has been deleted.' } },
      '/auth/logout': { status: 204 },
    });
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('KALICI OLARAK SİL');
    expect(dialog.textContent).toContain('DELETE PERMANENTLY');
    const phrase = within(dialog).getByRole('textbox', { name: 'Confirmation phrase' });
    fireEvent.change(phrase, { target: { value: 'delete' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(within(dialog).getByTestId('delete-confirmation-message').textContent).toBe(
      'Please type the confirmation phrase exactly as shown.',
    );
    expect(within(dialog).getByTestId('delete-password-message').textContent).toBe(
      'Please enter your password.',
    );
    expect(sentTo(fetch, '/auth/delete-account')).toBeUndefined();

    fireEvent.change(phrase, { target: { value: 'kalıcı olarak sil' } });
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'sifre-123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    // The test router shows the profile on every path; the app shows home there.
    await vi.waitFor(() => expect(pathnameOf(screen.getByTestId('location').textContent)).toBe('/en'));
    expect(sentTo(fetch, '/auth/delete-account')).toEqual({
      method: 'DELETE',
      body: { confirmation: 'kalıcı olarak sil', password: 'sifre-123' },
    });
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Your account has been deleted.'));
    expect(readStoredSession()).toBeNull();
    // The account is gone and its sessions with it: nothing to log out from.
    expect(sentTo(fetch, '/auth/logout')).toBeUndefined();
  });

  it('shows a wrong password on the password field and keeps the member signed in', async () => {
    renderProfileWith({
      '/auth/check-delete-eligibility': eligible,
      '/auth/delete-account': {
        status: 401,
        body: { message: 'Your password is not correct.', code: 'wrong_password' },
      },
    });
    const dialog = await openDialog();
    confirmDeletion(dialog, 'not-it');
    expect((await within(dialog).findByTestId('delete-password-message')).textContent).toBe(
      'Your password is not correct.',
    );
    expect(readStoredSession()).not.toBeNull();
  });

  it('shows the refusal the server gives at the last moment', async () => {
    renderProfileWith({
      '/auth/check-delete-eligibility': eligible,
      '/auth/delete-account': {
        status: 422,
        body: {
          message: 'You have reservations that cannot be cancelled.',
          code: 'non_cancellable_reservations',
        },
      },
    });
    const dialog = await openDialog();
    confirmDeletion(dialog, 'sifre-123');
    expect((await within(dialog).findByTestId('delete-account-error')).textContent).toBe(
      'You have reservations that cannot be cancelled.',
    );
  });

  it('deletes a Google-only account with the phrase alone', async () => {
    const fetch = renderProfileWith(
      {
        '/auth/check-delete-eligibility': eligible,
        '/auth/delete-account': { body: { message: 'Your account has been deleted.' } },
        '/auth/logout': { status: 204 },
      },
      { user: { ...member, hasPassword: false } },
    );
    const dialog = await openDialog();
    expect(within(dialog).queryByLabelText('Your password')).toBeNull();
    confirmDeletion(dialog);
    // The test router shows the profile on every path; the app shows home there.
    await vi.waitFor(() => expect(pathnameOf(screen.getByTestId('location').textContent)).toBe('/en'));
    expect(sentTo(fetch, '/auth/delete-account')?.body).toEqual({ confirmation: 'DELETE PERMANENTLY' });
  });

  it('says the check failed when the server cannot be reached', async () => {
    renderProfileWith({ '/auth/check-delete-eligibility': 'offline' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByTestId('delete-check-error')).textContent).toContain(
      'Please check your internet connection.',
    );
  });
});

function pathnameOf(location: string | null): string {
  return new URL(location ?? '', 'http://localhost').pathname;
}
