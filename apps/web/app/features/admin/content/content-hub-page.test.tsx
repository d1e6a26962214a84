import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { ContentHubPage } from './content-hub-page';
import { HeroPicturesPage } from './hero-pictures-page';

describe('the content pages', () => {
  it('lead to the legal texts, the hero pictures and the enquiries', async () => {
    renderApp(<ContentHubPage />, {
      url: '/admin/content',
      namespaces: ['common', 'admin', 'admin-content'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'İçerik' })).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Hukuki metinler', '/admin/content/legal'],
        ['Sayfa başı resimleri', '/admin/content/pictures'],
        ['Ev sahibi talepleri', '/admin/enquiries'],
      ]),
    );
  });

  it('list every hero picture category with what it is for', async () => {
    renderApp(<HeroPicturesPage />, {
      url: '/en/admin/content/pictures',
      namespaces: ['common', 'admin', 'admin-content'],
    });
    expect(
      (await screen.findByRole('link', { name: 'Manage the pictures of Owners page' })).getAttribute('href'),
    ).toBe('/en/admin/content/pictures/hero-apartments');
    expect(screen.getByText('At the top of the owners page.')).toBeTruthy();
  });
});
