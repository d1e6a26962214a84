import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { APARTMENT_ID, stayPrice } from './listing-test-fixtures';
import { PriceBox } from './price-box';

const guests = { adults: 2, children: 1 };
const searchQuery = '?checkIn=2026-12-01&checkOut=2026-12-04&adults=2&children=1';

function renderPricedStay(url: string, stayGuests: { adults: number; children: number }) {
  renderApp(
    <PriceBox
      apartmentId={APARTMENT_ID}
      basePrice={120}
      quote={{ kind: 'priced', price: stayPrice('2026-12-01', '2026-12-04') }}
      guests={stayGuests}
      searchQuery={searchQuery}
    />,
    { url, namespaces: ['common', 'listing'] },
  );
}

describe('PriceBox', () => {
  it('breaks a priced stay down night by night, strikes through discounted nights and states what is included', async () => {
    renderPricedStay('/en/apartment/moda-sea-view-flat', guests);
    const breakdown = await screen.findByTestId('price-breakdown');
    expect(breakdown.textContent).toContain('3 nights');
    const nights = within(breakdown).getAllByRole('listitem');
    expect(nights.map((night) => night.textContent)).toEqual([
      'Tue, Dec 1Price before discount: €150€100',
      'Wed, Dec 2€120',
      'Thu, Dec 3€120',
    ]);
    expect(nights[0]?.querySelector('del')?.textContent).toContain('€150');
    expect(screen.getByText('Discount').nextElementSibling?.textContent).toBe('−€50');
    expect(screen.getByTestId('stay-total').textContent).toBe('€340');
    expect(screen.getByText('VAT, tourist tax and cleaning fee included.')).toBeTruthy();
    expect(screen.getByText(/2 adults, 1 child/)).toBeTruthy();
    expect(screen.getByTestId('book-link').getAttribute('href')).toBe(
      `/en/reservation/apartment/${APARTMENT_ID}${searchQuery}`,
    );
  });

  it('lists the guests with the Arabic comma on an Arabic page', async () => {
    renderPricedStay('/ar/apartment/moda-sea-view-flat', { adults: 3, children: 1 });
    await screen.findByTestId('price-breakdown');
    expect(screen.getByText(/3 بالغين، طفل واحد/)).toBeTruthy();
    expect(screen.getByTestId('price-box').textContent).not.toMatch(/بالغين, /);
  });

  it('shows the nightly starting price without dates, in Turkish, and still offers to book', async () => {
    renderApp(
      <PriceBox
        apartmentId={APARTMENT_ID}
        basePrice={95.5}
        quote={{ kind: 'no-dates' }}
        guests={{}}
        searchQuery=""
      />,
      { url: '/apartment/moda', namespaces: ['common', 'listing'] },
    );
    const box = await screen.findByTestId('price-box');
    expect(box.textContent).toContain('Başlangıç fiyatı €95,50 / gece');
    expect(box.textContent).toContain('KDV, turizm vergisi ve temizlik ücreti dahildir.');
    expect(screen.getByTestId('book-link').getAttribute('href')).toBe(
      `/reservation/apartment/${APARTMENT_ID}`,
    );
  });

  it('explains unbookable dates and offers no book link for them', async () => {
    renderApp(
      <PriceBox
        apartmentId={APARTMENT_ID}
        basePrice={120}
        quote={{ kind: 'unavailable', checkIn: '2026-12-01', checkOut: '2026-12-02' }}
        guests={{}}
        searchQuery="?checkIn=2026-12-01&checkOut=2026-12-02"
      />,
      { url: '/ru/apartment/moda', namespaces: ['common', 'listing'] },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Эти даты недоступны');
    expect(screen.queryByTestId('book-link')).toBeNull();
  });
});
