import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toast/toast';
import { resetSessionForTests } from '../../../session/session-provider';
import { readStoredSession } from '../../../session/session-storage';
import { meAnswer, member, storeSignIn } from '../account-test-fixtures';
import { renderProfileWith, sentTo } from './profile-test-helpers';

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  storeSignIn();
  // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the language the previous one stored.
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

async function openEditor() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement;
}

describe('editing the profile', () => {
  it('asks for a name of at least 2 characters without calling the server', async () => {
    const fetch = renderProfileWith({});
    const name = await openEditor();
    fireEvent.change(name, { target: { value: ' A ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('profile-edit-name-message')).textContent).toBe(
      'Your name must have at least 2 characters.',
    );
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(sentTo(fetch, '/auth/update-profile')).toBeUndefined();
  });

  it('sends only the changed name, shows it and confirms with a toast', async () => {
    const success = vi.spyOn(toast, 'success');
    const saved = { ...member, name: 'Ayşe Demir' };
    const fetch = renderProfileWith({
      '/auth/update-profile': { body: { message: 'Your profile has been updated.', user: saved } },
    });
    fireEvent.change(await openEditor(), { target: { value: '  Ayşe Demir ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('profile-name')).textContent).toBe('Ayşe Demir');
    expect(sentTo(fetch, '/auth/update-profile')).toEqual({ method: 'PUT', body: { name: 'Ayşe Demir' } });
    expect(success).toHaveBeenCalledWith('Your profile has been updated.');
    expect(readStoredSession()?.user?.name).toBe('Ayşe Demir');
    expect(screen.getByTestId('location').textContent).toBe('/en/profile');
  });

  it('switches the site to a new preferred language, remembers the choice and confirms in the new language', async () => {
    const success = vi.spyOn(toast, 'success');
    const saved = { ...member, preferredLanguage: 'ru' as const };
    let current = member;
    const fetch = renderProfileWith({
      // The Russian page loads the profile again: the server then has the new language.
      '/auth/me': () => ({ body: { ...meAnswer(), user: current } }),
      '/auth/update-profile': () => {
        current = saved;
        return { body: { message: 'Your profile has been updated.', user: saved } };
      },
    });
    await openEditor();
    const select = screen.getByRole('combobox', { name: 'Preferred language' });
    // Like the header's language menu: each language in its own script, marked as such for screen readers.
    expect(
      screen.getAllByRole('option').map((option) => [option.textContent, option.getAttribute('lang')]),
    ).toEqual([
      ['Türkçe', 'tr'],
      ['English', 'en'],
      ['العربية', 'ar'],
      ['Русский', 'ru'],
    ]);
    fireEvent.change(select, { target: { value: 'ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ru/profile'));
    expect(sentTo(fetch, '/auth/update-profile')?.body).toEqual({ preferredLanguage: 'ru' });
    expect(document.cookie).toContain('lang=ru');
    expect((await screen.findByTestId('profile-language')).textContent).toBe('Русский');
    // The answer's message was in English, the page it would show on is Russian: the Russian page confirms.
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Профиль обновлён.', expect.anything()));
    expect(success).not.toHaveBeenCalledWith('Your profile has been updated.');
    expect(success).toHaveBeenCalledTimes(1);
    // Only once: the flag is gone from the history entry, so a reload does not confirm again.
    expect(screen.getByTestId('location').textContent).toBe('/ru/profile');
  });

  it("puts the server's field errors on their fields", async () => {
    renderProfileWith({
      '/auth/update-profile': {
        status: 400,
        body: {
          message: 'Invalid input.',
          errors: [{ field: 'name', message: 'The name is too long for us.' }],
        },
      },
    });
    fireEvent.change(await openEditor(), { target: { value: 'Ayşe Kaya' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('profile-edit-name-message')).textContent).toBe(
      'The name is too long for us.',
    );
    expect(screen.queryByTestId('profile-edit-error')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('says the profile could not be updated when the server gives no reason', async () => {
    renderProfileWith({ '/auth/update-profile': { status: 502, body: null } });
    fireEvent.change(await openEditor(), { target: { value: 'Ayşe Kaya' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('profile-edit-error')).textContent).toBe(
      'Your profile could not be updated.',
    );
  });

  it('closes without a call when nothing changed', async () => {
    const fetch = renderProfileWith({});
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('profile-name')).toBeTruthy();
    expect(sentTo(fetch, '/auth/update-profile')).toBeUndefined();
  });
});
