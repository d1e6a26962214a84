import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { ChannelSyncSection } from './channel-sync-section';

const APARTMENT = '66666666-6666-4666-8666-666666666666';
const FEED = '77777777-7777-4777-8777-777777777777';
const feed = {
  id: FEED,
  label: 'airbnb',
  url: 'https://www.airbnb.com/calendar/ical/123.ics?s=abc',
  lastSuccessAt: '2031-01-02T08:00:00.000Z',
  lastErrorAt: '2031-01-02T09:00:00.000Z',
  lastError: 'not_icalendar',
  eventCount: 3,
  blockCount: 2,
  consecutiveFailures: 4,
  flagged: true,
  nextFetchAt: '2031-01-02T11:00:00.000Z',
};
const listed = (items: object[]) => ({
  exportFeed: null,
  items,
  total: items.length,
  blocks: [{ feedId: FEED, checkIn: '2031-02-01', checkOut: '2031-02-04', summary: 'Reserved' }],
});

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('calendar sync on the apartment page', () => {
  it('shows each feed with its last success, translated error, counts and warning; syncs now; makes the export address once', async () => {
    const calls: string[] = [];
    let synced = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        calls.push(`${method} ${url}`);
        if (url.endsWith('/sync')) {
          synced = true;
          return responseOf({ body: { ...feed, lastError: null, flagged: false, consecutiveFailures: 0 } });
        }
        if (url.endsWith('/channels/export')) {
          return responseOf({
            body: {
              url: `https://konak.example/ical/${'a'.repeat(43)}.ics`,
              createdAt: '2031-01-02T10:00:00.000Z',
            },
          });
        }
        return responseOf({
          body: listed([
            synced ? { ...feed, lastError: null, flagged: false, consecutiveFailures: 0 } : feed,
          ]),
        });
      }),
    );
    renderApp(<ChannelSyncSection apartmentId={APARTMENT} />, {
      url: `/admin/apartments/${APARTMENT}`,
      namespaces: ['common', 'admin', 'admin-apartments'],
    });
    const row = await screen.findByTestId('channel-feed');
    expect(row.textContent).toContain('Airbnb');
    expect(row.textContent).toContain('Takvimde 3, gece kapatan 2');
    expect(within(row).getByTestId('channel-feed-error').textContent).toContain(
      'Yanıt bir takvim (iCal) değildi',
    );
    expect(within(row).getByRole('status').textContent).toContain('art arda 4 kez');
    expect(screen.getByTestId('channel-blocks').textContent).toContain('Reserved');

    fireEvent.click(within(row).getByRole('button', { name: 'Şimdi eşitle' }));
    await vi.waitFor(() => expect(screen.queryByTestId('channel-feed-error')).toBeNull());
    expect(calls).toContain(`POST /api/admin/apartments/${APARTMENT}/channels/${FEED}/sync`);

    fireEvent.click(screen.getByRole('button', { name: 'Dışa aktarma adresini oluştur' }));
    const address = (await screen.findByTestId('export-url')) as HTMLInputElement;
    expect(address.value).toBe(`https://konak.example/ical/${'a'.repeat(43)}.ics`);
    expect(screen.getByRole('button', { name: 'Yeni adres oluştur (eskisi çalışmaz)' })).toBeTruthy();
  });

  it("shows the server's message under the address field when it refuses the address", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? responseOf({
              status: 400,
              body: {
                message: 'Bazı alanlar geçerli değil.',
                errors: [
                  { field: 'url', message: 'http:// ya da https:// ile başlayan bir takvim adresi girin.' },
                ],
              },
            })
          : responseOf({ body: listed([]) }),
      ),
    );
    renderApp(<ChannelSyncSection apartmentId={APARTMENT} />, {
      url: `/admin/apartments/${APARTMENT}`,
      namespaces: ['common', 'admin', 'admin-apartments'],
    });
    expect(await screen.findByText('Henüz alınan takvim yok.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Takvim adresi (iCal)', { exact: false }), {
      target: { value: 'ftp://x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Takvim ekle' }));
    expect(
      await screen.findByText('http:// ya da https:// ile başlayan bir takvim adresi girin.'),
    ).toBeTruthy();
  });
});
