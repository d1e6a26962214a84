import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { TourCataloguePage } from './tour-catalogue-page';

const item = {
  id: '99999999-9999-4999-8999-999999999999',
  tourNumber: 2,
  title: 'Boğaz Turu',
  isPublished: true,
  missingLanguages: [],
  price: 35.5,
  maxPeople: 12,
  updatedAt: '2031-01-02T08:00:00.000Z',
};

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('the tours list', () => {
  it('shows number, title, published state, missing languages, price and places, each linking to its editor', async () => {
    const answer = {
      items: [
        item,
        {
          ...item,
          id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
          tourNumber: 3,
          title: 'Sultanahmet Yürüyüşü',
          isPublished: false,
          missingLanguages: ['ar'],
        },
      ],
      total: 2,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => responseOf({ body: answer })),
    );
    renderApp(<TourCataloguePage />, {
      url: '/admin/tours',
      namespaces: ['common', 'admin', 'admin-tour-catalogue'],
    });
    const rows = within(await screen.findByRole('list', { name: 'Turlar' })).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('No. 2');
    expect(rows[0]?.textContent).toContain('Yayında');
    expect(rows[0]?.textContent).toContain('Kişi başı 35,5 € · 12 kişilik');
    expect(rows[1]?.textContent).toContain('Yayında değil');
    expect(rows[1]?.textContent).toContain('Eksik: العربية');
    expect(
      screen
        .getByRole('link', { name: '3 numaralı turu düzenle: Sultanahmet Yürüyüşü' })
        .getAttribute('href'),
    ).toBe('/admin/tours/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
    expect(screen.getByRole('link', { name: 'Yeni tur' }).getAttribute('href')).toBe('/admin/tours/new');
    expect(screen.getByRole('link', { name: 'Kalkışlar ve rehber listeleri' }).getAttribute('href')).toBe(
      '/admin/tours/departures',
    );
  });
});
