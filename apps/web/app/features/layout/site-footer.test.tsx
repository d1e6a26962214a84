import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { OPERATOR_CONTACT } from '../../config/operator-contact';
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

  it('shows the operator contact from the config, the copyright years and the SSL note', async () => {
    renderApp(<SiteFooter />);
    const contentinfo = await screen.findByRole('contentinfo');
    expect(within(contentinfo).getByRole('link', { name: OPERATOR_CONTACT.phone }).getAttribute('href')).toBe(
      'tel:+902120000000',
    );
    expect(within(contentinfo).getByRole('link', { name: OPERATOR_CONTACT.email }).getAttribute('href')).toBe(
      `mailto:${OPERATOR_CONTACT.email}`,
    );
    expect(within(contentinfo).getByText(/© 2024–2026 Konak/)).toBeTruthy();
    expect(within(contentinfo).getByText(/SSL/)).toBeTruthy();
  });

  it('collapses its sections into <details> on phones', async () => {
    setViewportWidth(390);
    renderApp(<SiteFooter />, { url: '/ru' });
    const sections = (await screen.findByRole('contentinfo')).querySelectorAll('details');
    expect(sections).toHaveLength(3);
    for (const section of sections) expect(section.open).toBe(false);
    setViewportWidth(1024);
  });
});
