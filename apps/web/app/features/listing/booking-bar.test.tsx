import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { ApartmentBookingBar } from './apartment-booking-bar';
import { APARTMENT_ID, stayPrice, tour } from './listing-test-fixtures';
import { PriceBox } from './price-box';
import { TourPage } from './tour-page';

const searchQuery = '?checkIn=2026-12-01&checkOut=2026-12-04&adults=2&children=1';
const listingTexts = { namespaces: ['common', 'listing'] as const };

function renderApartmentBar(
  quote: Parameters<typeof ApartmentBookingBar>[0]['quote'],
  url = '/en/apartment/x',
) {
  renderApp(
    <>
      <PriceBox
        apartmentId={APARTMENT_ID}
        basePrice={95}
        quote={quote}
        guests={{ adults: 2, children: 1 }}
        searchQuery={searchQuery}
      />
      <ApartmentBookingBar
        apartmentId={APARTMENT_ID}
        basePrice={95}
        quote={quote}
        searchQuery={searchQuery}
      />
    </>,
    { url, namespaces: [...listingTexts.namespaces] },
  );
}

describe('the phone booking bar', () => {
  it("shows the price box's total for the chosen stay and books through the same address", async () => {
    renderApartmentBar({ kind: 'priced', price: stayPrice('2026-12-01', '2026-12-04') });
    const bar = await screen.findByRole('complementary', { name: 'Book this apartment' });
    expect(bar.className).toContain('md:hidden');
    expect(within(bar).getByTestId('booking-bar-price').textContent).toBe(
      screen.getByTestId('stay-total').textContent,
    );
    expect(bar.textContent).toContain('3 nights');
    const book = within(bar).getByRole('link', { name: 'Book now' });
    expect(book.getAttribute('href')).toBe(`/en/reservation/apartment/${APARTMENT_ID}${searchQuery}`);
    expect(book.getAttribute('href')).toBe(screen.getByTestId('book-link').getAttribute('href'));
  });

  it('shows the nightly starting price without dates, in Arabic', async () => {
    renderApartmentBar({ kind: 'no-dates' }, '/ar/apartment/x');
    const bar = await screen.findByRole('complementary', { name: 'احجز هذه الشقة' });
    expect(within(bar).getByTestId('booking-bar-price').textContent).toMatch(/95/);
    expect(within(bar).getByRole('link', { name: 'احجز الآن' })).toBeTruthy();
  });

  it('offers to choose other dates instead of booking dates that cannot be booked', async () => {
    renderApartmentBar({ kind: 'unavailable', checkIn: '2026-12-01', checkOut: '2026-12-04' });
    const bar = await screen.findByRole('complementary', { name: 'Book this apartment' });
    expect(within(bar).queryByRole('link', { name: 'Book now' })).toBeNull();
    expect(within(bar).getByRole('link', { name: 'Choose dates' }).getAttribute('href')).toBe(
      '#availability',
    );
  });

  it("on the tour page shows the price per person and books like the page's own button", async () => {
    renderApp(<TourPage tour={tour} />, {
      url: '/en/tour/x',
      namespaces: ['common', 'listing', 'booking-terms'],
    });
    const bar = await screen.findByRole('complementary', { name: 'Book this tour' });
    expect(within(bar).getByTestId('booking-bar-price').textContent).toBe(
      `€${tour.price} per personStarts at 10:00, 14:30`,
    );
    const book = within(bar).getByRole('link', { name: 'Book this tour' });
    const pageBook = screen.getAllByTestId('book-link').find((link) => !bar.contains(link));
    expect(book.getAttribute('href')).toBe(pageBook?.getAttribute('href'));
  });
});
