import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { AcceptedLegalVersions } from './accepted-legal-versions';

const RESERVATION = '33333333-3333-4333-8333-333333333333';

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('the accepted legal versions of a reservation', () => {
  it('list each document’s version, language and when it was accepted', async () => {
    const fetch = vi.fn(async (_url: string) =>
      responseOf({
        body: {
          items: [
            {
              versionId: '11111111-1111-4111-8111-111111111111',
              type: 'terms-conditions',
              language: 'tr',
              version: 3,
              title: 'Kullanım şartları',
              acceptedAt: '2026-11-27T09:00:00.000Z',
            },
          ],
          total: 1,
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderApp(<AcceptedLegalVersions holder={{ kind: 'reservations', id: RESERVATION }} />, {
      url: `/en/admin/reservations/${RESERVATION}`,
      namespaces: ['common', 'admin'],
    });
    const section = await screen.findByTestId('accepted-terms-section');
    expect(within(section).getByRole('heading', { name: 'Accepted legal texts' })).toBeTruthy();
    expect(await within(section).findByText(/Kullanım şartları – version 3 \(TR\), /)).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/admin/reservations/${RESERVATION}/accepted-legal-versions`);
  });
});

describe('the accepted legal versions of an account', () => {
  it('say so when none were recorded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => responseOf({ body: { items: [], total: 0 } })),
    );
    renderApp(<AcceptedLegalVersions holder={{ kind: 'guests', id: RESERVATION }} />, {
      url: `/tr/admin/guests/${RESERVATION}`,
      namespaces: ['common', 'admin'],
    });
    expect(await screen.findByText('Bu hesapla kabul edilmiş bir sürüm kaydı yok.')).toBeTruthy();
  });
});
