import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { apartmentTotal, tourTotal } from './booking-total';
import { ApartmentPriceSummary, TourPriceSummary } from './price-summary';
import { stayPrice } from './reservation-test-fixtures';

const price = stayPrice('2026-06-10', '2026-06-13');

function renderSummary(ui: React.ReactNode, url = '/en/reservation') {
  renderApp(ui, { url, namespaces: ['common', 'reservation'] });
}

describe('booking totals', () => {
  it('adds the apartment’s guarantee fee to a refundable stay only, rounded to the cent', () => {
    expect(apartmentTotal(price, false, 20)).toEqual({
      stay: 300,
      original: 320,
      guaranteeFee: 0,
      guaranteeFeePercent: 20,
      total: 300,
      hasDiscount: true,
    });
    expect(apartmentTotal(price, true, 20)).toMatchObject({ guaranteeFee: 60, total: 360, original: 380 });
    const odd = { ...price, totalPrice: 333.33, totalOriginalPrice: 333.33, hasDiscount: false };
    expect(apartmentTotal(odd, true, 15)).toMatchObject({ guaranteeFee: 50, total: 383.33 });
  });

  it('prices a tour per person, babies free, with the default 20 % fee when refundable', () => {
    const family = { adults: 2, children: 2, childrenAgeGroups: { above7: 1, between2And7: 0, under2: 1 } };
    expect(tourTotal(45.5, family, false)).toMatchObject({ stay: 136.5, guaranteeFee: 0, total: 136.5 });
    expect(tourTotal(45.5, family, true)).toMatchObject({ guaranteeFee: 27.3, total: 163.8 });
  });
});

/** The summary of the three priced nights, refundable (20 % fee) or not. */
const renderPricedSummary = ({ refundable }: { refundable: boolean }) =>
  renderSummary(
    <ApartmentPriceSummary
      state={{ status: 'priced', price }}
      total={apartmentTotal(price, refundable, 20)}
      basePrice={100}
    />,
  );

describe('price summary', () => {
  it('lists the server’s nights with discounts struck through, the guarantee fee and the total', async () => {
    renderPricedSummary({ refundable: true });
    const summary = await screen.findByTestId('price-summary');
    expect(within(summary).getByText('3 nights · on average €100 per night')).toBeTruthy();
    const nights = within(summary).getByTestId('price-nights');
    expect(within(nights).getAllByRole('listitem')).toHaveLength(3);
    const struck = nights.querySelector('del');
    expect(struck?.textContent).toBe('Original price: €120');
    expect(within(summary).getByTestId('price-stay').textContent).toBe('€300');
    expect(within(summary).getByText('Guarantee fee (20%)')).toBeTruthy();
    expect(within(summary).getByText('Never refunded')).toBeTruthy();
    expect(within(summary).getByTestId('price-guarantee-fee').textContent).toBe('€60');
    expect(within(summary).getByTestId('price-total').textContent).toBe('€360');
    expect(within(summary).getByText('Prices include VAT, tourist tax and cleaning fee.')).toBeTruthy();
    expect(within(summary).getByText('Extra services are charged separately.')).toBeTruthy();
  });

  it('has no fee line for a non-refundable stay', async () => {
    renderPricedSummary({ refundable: false });
    const summary = await screen.findByTestId('price-summary');
    expect(within(summary).queryByTestId('price-guarantee-fee')).toBeNull();
    expect(within(summary).getByTestId('price-total').textContent).toBe('€300');
  });

  it('asks for dates, says when it is calculating, and says when the price could not be loaded', async () => {
    renderSummary(<ApartmentPriceSummary state={{ status: 'idle' }} total={null} basePrice={95} />);
    expect((await screen.findByTestId('price-summary')).textContent).toContain(
      'From €95 per night. Choose your dates to see the price.',
    );
  });

  it('shows the server’s reason when the price call failed, in the page language', async () => {
    renderSummary(
      <ApartmentPriceSummary
        state={{ status: 'failed', message: 'Эта квартира недоступна 12 июн.' }}
        total={null}
        basePrice={95}
      />,
      '/ru/reservation',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Не удалось загрузить информацию о цене. Эта квартира недоступна 12 июн.',
    );
  });

  it('prices a tour per person and says babies join for free', async () => {
    const party = { adults: 2, children: 1, childrenAgeGroups: { above7: 0, between2And7: 0, under2: 1 } };
    renderSummary(
      <TourPriceSummary
        pricePerPerson={45}
        payingPeople={2}
        hasInfants
        total={tourTotal(45, party, false)}
      />,
    );
    const summary = await screen.findByTestId('price-summary');
    expect(summary.textContent).toContain('€45 per person · Paying guests: 2');
    expect(within(summary).getByText('Children under 2 join for free.')).toBeTruthy();
    expect(within(summary).getByTestId('price-total').textContent).toBe('€90');
  });
});
