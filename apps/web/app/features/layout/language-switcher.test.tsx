import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { I18nProvider } from '../../i18n/i18n-context';
import type { LanguageAlternates } from '../../i18n/language-alternates';
import { loadTranslations } from '../../i18n/translations.server';
import { useRouteTranslations } from '../../i18n/use-route-translations';
import { LanguageSwitcher } from './language-switcher';

async function languageLinks() {
  const menu = await screen.findByRole('list', { name: /./ });
  return within(menu).getAllByRole('link');
}

describe('LanguageSwitcher', () => {
  it('names the current language in its own script, with a translated label', async () => {
    renderApp(<LanguageSwitcher />, { url: '/ar/rentals' });
    const button = await screen.findByTestId('language-switcher');
    expect(button.textContent).toContain('اللغة');
    expect(button.textContent).toContain('العربية');
    expect(button.getAttribute('popovertarget')).toBe('language-menu');
  });

  it('links every language to the same page, query kept, Turkish without prefix', async () => {
    renderApp(<LanguageSwitcher />, { url: '/en/rentals?guests=2' });
    const links = await languageLinks();
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang')]),
    ).toEqual([
      ['Türkçe', '/rentals?guests=2', 'tr'],
      ['English', '/en/rentals?guests=2', 'en'],
      ['العربية', '/ar/rentals?guests=2', 'ar'],
      ['Русский', '/ru/rentals?guests=2', 'ru'],
    ]);
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Türkçe' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks English as current on a German URL, whose texts are English', async () => {
    renderApp(<LanguageSwitcher />, { url: '/de/owners' });
    await languageLinks();
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Русский' }).getAttribute('href')).toBe('/ru/owners');
  });

  it('on click stores the choice and moves to the same page in that language, hash kept', async () => {
    renderApp(<LanguageSwitcher />, { url: '/rentals?guests=2#why' });
    await languageLinks();
    fireEvent.click(screen.getByRole('link', { name: 'Русский' }));
    expect(document.cookie).toContain('lang=ru');
    expect(await screen.findByText('/ru/rentals?guests=2#why')).toBeTruthy();
    expect((await screen.findByTestId('language-switcher')).textContent).toContain('Русский');
  });

  it('stores Turkish too, so a later unprefixed visit stays Turkish', async () => {
    renderApp(<LanguageSwitcher />, { url: '/en' });
    await languageLinks();
    fireEvent.click(screen.getByRole('link', { name: 'Türkçe' }));
    expect(document.cookie).toContain('lang=tr');
    // The new language's texts load first (as root.tsx revalidates), then the address changes.
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('leaves modified clicks (new tab) to the browser and stores nothing', async () => {
    renderApp(<LanguageSwitcher />, { url: '/en' });
    await languageLinks();
    fireEvent.click(screen.getByRole('link', { name: 'العربية' }), { ctrlKey: true });
    expect(document.cookie).not.toContain('lang=');
  });

  it('on a page with translated paths links each language to its own path, query kept', async () => {
    const alternates: LanguageAlternates = {
      tr: '/apartment/moda-deniz-manzarali-daire',
      en: '/en/apartment/moda-sea-view-flat',
      ar: `/ar/apartment/${encodeURIComponent('شقة-مودا')}`,
      ru: `/ru/apartment/${encodeURIComponent('квартира-мода')}`,
    };
    function ApartmentShell() {
      return (
        <I18nProvider urlLanguage="en" bundles={useRouteTranslations()}>
          <LanguageSwitcher />
        </I18nProvider>
      );
    }
    const Stub = createRoutesStub([
      {
        path: '/en/apartment/:slug',
        loader: () => ({ i18n: loadTranslations('en', ['common']), alternates }),
        Component: ApartmentShell,
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={['/en/apartment/moda-sea-view-flat?adults=2']} />);
    const links = await languageLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/apartment/moda-deniz-manzarali-daire?adults=2',
      '/en/apartment/moda-sea-view-flat?adults=2',
      `${alternates.ar}?adults=2`,
      `${alternates.ru}?adults=2`,
    ]);
  });
});
