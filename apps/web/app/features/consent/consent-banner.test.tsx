import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { ConsentBanner } from './consent-banner';
import { readConsent } from './consent-cookie';

const modals = { 'cookie-settings': lazy(() => import('./cookie-settings-modal')) };

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API.
  document.cookie = 'konak_consent=; Max-Age=0; Path=/';
});

describe('ConsentBanner', () => {
  it('asks in the page language with a link to the cookie policy, and takes no focus', async () => {
    renderApp(<ConsentBanner choiceStored={false} />, { url: '/ar/rentals', modals });
    const banner = await screen.findByRole('region', { name: 'الموافقة على ملفات تعريف الارتباط' });
    expect(
      within(banner).getByRole('link', { name: 'سياسة ملفات تعريف الارتباط' }).getAttribute('href'),
    ).toBe('/ar/legal/cookie-policy');
    const buttons = within(banner)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['الإعدادات', 'الضرورية فقط', 'قبول الكل']);
    expect(banner.contains(document.activeElement)).toBe(false);
  });

  it('is not rendered when the server found a stored choice', async () => {
    renderApp(<ConsentBanner choiceStored />, { url: '/en', modals });
    await screen.findByTestId('location');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('stores "essential only" for a year and goes away', async () => {
    renderApp(<ConsentBanner choiceStored={false} />, { url: '/en', modals });
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Essential only' }));
    expect(document.cookie).toContain('konak_consent=v1.essential');
    expect(readConsent(document.cookie)).toEqual({ preferences: false, statistics: false });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('opens the settings, which explain the categories and save a choice per category', async () => {
    renderApp(<ConsentBanner choiceStored={false} />, { url: '/en', modals });
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    const essential = within(dialog).getByRole('checkbox', { name: /Essential/ }) as HTMLInputElement;
    expect(essential.checked).toBe(true);
    expect(essential.disabled).toBe(true);
    expect(within(dialog).getByText(/currently uses no preference or statistics cookies/)).toBeTruthy();
    const statistics = within(dialog).getByRole('checkbox', { name: 'Statistics' }) as HTMLInputElement;
    expect(statistics.checked).toBe(false);
    fireEvent.click(statistics);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readConsent(document.cookie)).toEqual({ preferences: false, statistics: true });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});
