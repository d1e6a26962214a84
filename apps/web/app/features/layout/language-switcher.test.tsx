import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
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
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it('leaves modified clicks (new tab) to the browser and stores nothing', async () => {
    renderApp(<LanguageSwitcher />, { url: '/en' });
    await languageLinks();
    fireEvent.click(screen.getByRole('link', { name: 'العربية' }), { ctrlKey: true });
    expect(document.cookie).not.toContain('lang=');
  });
});
