import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { GuestsPage } from './guests-page';

const guest = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Zeynep Kaya',
  email: 'zeynep@example.com',
  phone: '+905321112233',
  role: 'member',
  preferredLanguage: 'tr',
  emailVerified: true,
  disabled: true,
  disabledAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-01-01T10:00:00.000Z',
};

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('the guests list', () => {
  it("shows the accounts of the address's search and links each to its page", async () => {
    const fetch = vi.fn(async () =>
      responseOf({ body: { items: [guest], total: 1, page: 1, pageSize: 20 } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderApp(<GuestsPage />, {
      url: '/en/admin/guests?search=kaya',
      namespaces: ['common', 'admin', 'admin-guests'],
    });
    const link = await screen.findByRole('link', { name: 'Open Zeynep Kaya' });
    expect(link.getAttribute('href')).toBe(`/en/admin/guests/${guest.id}`);
    expect(screen.getByText('Disabled', { selector: 'span' })).toBeTruthy();
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/admin/guests?search=kaya&page=1');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '0532' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'active' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/en/admin/guests?search=0532&status=active'),
    );
    await vi.waitFor(() =>
      expect((fetch.mock.calls.at(-1) as unknown as [string])[0]).toBe(
        '/api/admin/guests?search=0532&status=active&page=1',
      ),
    );
  });

  it('says so when nothing matches, in Turkish', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => responseOf({ body: { items: [], total: 0, page: 1, pageSize: 20 } })),
    );
    renderApp(<GuestsPage />, { url: '/admin/guests', namespaces: ['common', 'admin', 'admin-guests'] });
    expect(await screen.findByText('Eşleşen hesap yok.')).toBeTruthy();
  });
});
