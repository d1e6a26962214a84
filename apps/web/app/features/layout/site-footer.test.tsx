import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { EXAMPLE_SITE, OPERATOR_SITE } from '../../../test/site-settings';
import { setViewportWidth } from '../../../test/viewport';
import { OPERATOR_CONTACT } from '../../config/operator-contact';
import { modals } from '../../modals';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links the five legal documents in the page language', async () => {
    renderApp(<SiteFooter />, { url: '/en/rentals' });
    const legal = (await screen.findByText('Legal')).closest('details') as HTMLElement;
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/en/legal/kvkk',
      '/en/legal/privacy-policy',
      '/en/legal/terms-conditions',
      '/en/legal/cookie-policy',
      '/en/legal/distance-sales-contract',
    ]);
  });

  it('shows the operator contact from the config, 24/7 support, the copyright years and the SSL note', async () => {
    renderApp(<SiteFooter />);
    const contentinfo = await screen.findByRole('contentinfo');
    expect(within(contentinfo).getByRole('link', { name: OPERATOR_CONTACT.phone }).getAttribute('href')).toBe(
      'tel:+902120000000',
    );
    expect(within(contentinfo).getByRole('link', { name: OPERATOR_CONTACT.email }).getAttribute('href')).toBe(
      `mailto:${OPERATOR_CONTACT.email}`,
    );
    expect(within(contentinfo).getByText('Destek: 7 gün 24 saat')).toBeTruthy();
    // Spec §1: "a copyright line for 2024", running to the current year (in Istanbul).
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(
      new Date(),
    );
    expect(within(contentinfo).getByText(`© 2024–${year} Konak. Tüm hakları saklıdır.`)).toBeTruthy();
    expect(year >= '2026').toBe(true);
    expect(within(contentinfo).getByText(/SSL/)).toBeTruthy();
  });

  it('keeps "© 2024–<year>" left to right inside the Arabic copyright line', async () => {
    renderApp(<SiteFooter />, { url: '/ar' });
    const contentinfo = await screen.findByRole('contentinfo');
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(
      new Date(),
    );
    // Between FIRST STRONG ISOLATE and its pop, a run with no letter is laid out left to right.
    expect(
      within(contentinfo).getByText(`\u2068© 2024–${year}\u2069 كوناك. جميع الحقوق محفوظة.`),
    ).toBeTruthy();
  });

  it.each([
    ['/', 'Türkiye'],
    ['/en', 'Türkiye'],
    ['/ar', 'تركيا'],
    ['/ru', 'Турция'],
  ])(
    'names the country of the address in the page language on %s, the street as the post writes it',
    async (url, country) => {
      renderApp(<SiteFooter />, { url });
      const address = (await screen.findByRole('contentinfo')).querySelector('address') as HTMLElement;
      expect(within(address).getByTestId('footer-country').textContent).toBe(country);
      expect(
        within(address).getByText('34000 Beyoğlu / İstanbul').closest('[lang]')?.getAttribute('lang'),
      ).toBe('tr');
      if (url === '/ar' || url === '/ru') expect(address.textContent).not.toContain('Türkiye');
    },
  );

  it('collapses its sections into <details> on phones', async () => {
    setViewportWidth(390);
    renderApp(<SiteFooter />, { url: '/ru' });
    const sections = (await screen.findByRole('contentinfo')).querySelectorAll('details');
    expect(sections).toHaveLength(3);
    for (const section of sections) expect(section.open).toBe(false);
    setViewportWidth(1024);
  });

  it('says that the social link opens in a new tab', async () => {
    renderApp(<SiteFooter />, { url: '/en' });
    const follow = (await screen.findByText('Follow us')).closest('details') as HTMLElement;
    const link = within(follow).getByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the address and social link from the settings, unmarked once the operator has set them', async () => {
    renderApp(<SiteFooter />, { url: '/en', site: OPERATOR_SITE });
    const contentinfo = await screen.findByRole('contentinfo');
    expect(within(contentinfo).getByText('Turnacıbaşı Cad. No: 10')).toBeTruthy();
    expect(within(contentinfo).queryByText(/Örnek/)).toBeNull();
    const social = within(contentinfo).getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(social.getAttribute('href')).toBe('https://www.facebook.com/konak.istanbul');
    expect(within(contentinfo).queryByTestId('example-note')).toBeNull();
  });

  it('says that the built-in address and social link are examples', async () => {
    renderApp(<SiteFooter />, { url: '/en', site: EXAMPLE_SITE });
    const contentinfo = await screen.findByRole('contentinfo');
    expect(within(contentinfo).getByText('Örnek Mahallesi, Örnek Sokak No: 1')).toBeTruthy();
    expect(within(contentinfo).getAllByText('Example details — this is a demo site')).toHaveLength(2);
  });
});

describe('SiteFooter’s Cookie settings', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API.
    document.cookie = 'konak_consent=; Max-Age=0; Path=/';
  });

  it('reopens the choice, showing what is stored', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API.
    document.cookie = 'konak_consent=v1.preferences; Path=/';
    renderApp(<SiteFooter />, { url: '/ru', modals });
    fireEvent.click(await screen.findByRole('button', { name: 'Настройки cookie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Настройки cookie' });
    expect((within(dialog).getByRole('checkbox', { name: 'Предпочтения' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Только необходимые' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.cookie).toMatch(/konak_consent=v1\.essential/);
  });
});
