import type { ListingPhoto } from '@konak/domain/api/admin/listing-photo';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { PhotoManagerPage } from './photo-manager-page';

const picture = (n: number): ListingPhoto => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  path: `/media/uploads/${String(n).repeat(32)}`,
  previewUrl: `/media/uploads/${String(n).repeat(32)}/480.webp`,
  width: 1600,
  height: 900,
  alt: { tr: '', en: '', ar: '', ru: '' },
  isCover: n === 1,
});

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('the hero pictures of a category', () => {
  it('are managed with the photo manager under the category’s own name and calls', async () => {
    const items = [picture(1), picture(2)];
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      responseOf({ body: { items, total: 2, title: '' } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderApp(<PhotoManagerPage kind="site-images" id="hero-tours" />, {
      url: '/en/admin/content/pictures/hero-tours',
      namespaces: ['common', 'admin', 'admin-photos'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hero pictures: Tours' })).toBeTruthy();
    expect(screen.getByText(/The first picture is shown at the top of the page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All hero pictures' }).getAttribute('href')).toBe(
      '/en/admin/content/pictures',
    );
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/site-images/hero-tours/photos');

    fetch.mockImplementationOnce(async () => responseOf({ body: { items: [items[1], items[0]], total: 2 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Make cover: photo 2' }));
    expect(await screen.findByText('Photo 1 is the cover now.')).toBeTruthy();
    expect(fetch.mock.calls[1]?.[0]).toBe(`/api/admin/site-images/hero-tours/photos/${items[1]?.id}/cover`);
  });
});
