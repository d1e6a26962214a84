import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { ApartmentsPage } from './apartments-page';

const item = {
  id: '66666666-6666-4666-8666-666666666666',
  apartmentNumber: 7,
  title: 'Moda Loft',
  district: 'Kadıköy',
  isPublished: true,
  missingLanguages: [],
  permitNumber: '34-1234',
  updatedAt: '2031-01-02T08:00:00.000Z',
};

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('the apartments list', () => {
  it('shows number, title, published state and missing languages, each linking to its editor', async () => {
    const answer = {
      items: [
        item,
        {
          ...item,
          id: '77777777-7777-4777-8777-777777777777',
          apartmentNumber: 8,
          title: 'Cihangir Daire',
          isPublished: false,
          missingLanguages: ['ar', 'ru'],
          permitNumber: null,
        },
      ],
      total: 2,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => responseOf({ body: answer })),
    );
    renderApp(<ApartmentsPage />, {
      url: '/admin/apartments',
      namespaces: ['common', 'admin', 'admin-apartments'],
    });
    const rows = within(await screen.findByRole('list', { name: 'Daireler' })).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('No. 7');
    expect(rows[0]?.textContent).toContain('Yayında');
    expect(rows[0]?.textContent).toContain('Dört dil de yazılmış');
    expect(rows[1]?.textContent).toContain('Yayında değil');
    expect(rows[1]?.textContent).toContain('Eksik: العربية, Русский');
    expect(rows[1]?.textContent).toContain('İzin belgesi numarası yok');
    expect(
      screen.getByRole('link', { name: '8 numaralı daireyi düzenle: Cihangir Daire' }).getAttribute('href'),
    ).toBe('/admin/apartments/77777777-7777-4777-8777-777777777777');
    expect(screen.getByRole('link', { name: 'Yeni daire' }).getAttribute('href')).toBe(
      '/admin/apartments/new',
    );
  });
});
