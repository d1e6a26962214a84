import { apartmentCardOf } from '@konak/domain/catalogue/result-cards';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apartmentSummary } from '../../../test/catalogue-fixtures';
import { ModalProvider, type ModalRegistry } from '../../components/modal/modal-provider';
import type { QuickViewProps } from '../../components/modal/quick-view-props';
import { I18nProvider } from '../../i18n/i18n-context';
import { readTranslationBundle } from '../../i18n/translations.server';
import { ApartmentCard } from './apartment-card';
import { discountedStay, familySearch } from './search-test-fixtures';

const opened = vi.fn<(props: QuickViewProps) => void>();

function FakeQuickView(props: QuickViewProps) {
  opened(props);
  return null;
}

function renderCard(element: React.ReactNode, modals: ModalRegistry = { 'quick-view': FakeQuickView }) {
  const Stub = createRoutesStub([
    {
      path: '/en',
      Component: () => (
        <I18nProvider urlLanguage="en" bundles={[readTranslationBundle('en', ['search'])]}>
          <ModalProvider modals={modals}>{element}</ModalProvider>
        </I18nProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/en']} />);
}

describe('ApartmentCard', () => {
  it('shows the total of the stay with its nights and the original total struck through', () => {
    renderCard(
      <ApartmentCard
        apartment={apartmentCardOf(apartmentSummary({ stay: discountedStay }))}
        search={familySearch}
      />,
    );
    const price = screen.getByTestId('stay-price');
    expect(price.textContent).toContain('€342');
    expect(price.textContent).toContain('total for 4 nights');
    expect(price.textContent).toContain('€85.50 per night on average');
    const original = price.querySelector('s');
    expect(original?.textContent).toBe('Price before discount: €380');
  });

  it('shows no struck price without a discount, and the nightly price without dates', () => {
    const fullPrice = { ...discountedStay, totalOriginalPrice: 342, hasDiscount: false };
    renderCard(
      <ApartmentCard
        apartment={apartmentCardOf(apartmentSummary({ stay: fullPrice }))}
        search={familySearch}
      />,
    );
    expect(screen.getByTestId('stay-price').querySelector('s')).toBeNull();
  });

  it('shows the base price per night when the search has no dates', () => {
    renderCard(
      <ApartmentCard
        apartment={apartmentCardOf(apartmentSummary())}
        search={{ ...familySearch, checkIn: undefined }}
      />,
    );
    expect(screen.queryByTestId('stay-price')).toBeNull();
    expect(screen.getByText('€95')).toBeTruthy();
  });

  it('links the title to the apartment page with the search, and shows place, guests and bedrooms', () => {
    renderCard(<ApartmentCard apartment={apartmentCardOf(apartmentSummary())} search={familySearch} />);
    const link = screen.getByRole('link', { name: 'Galata loft' });
    expect(link.getAttribute('href')).toBe(
      '/en/apartment/galata-loft?checkIn=2026-12-01&checkOut=2026-12-05&adults=2&children=1&above7=0&between2And7=1&under2=0',
    );
    expect(screen.getByText('Galata, Beyoğlu')).toBeTruthy();
    expect(screen.getByText('Up to 4 guests')).toBeTruthy();
    expect(screen.getByText('2 bedrooms')).toBeTruthy();
  });

  it('opens the quick view with the apartment and the search', async () => {
    const apartment = apartmentCardOf(apartmentSummary());
    renderCard(<ApartmentCard apartment={apartment} search={familySearch} />);
    const button = screen.getByRole('button', { name: 'Quick view', description: 'Galata loft' });
    fireEvent.click(button);
    await vi.waitFor(() =>
      expect(opened).toHaveBeenCalledWith(
        expect.objectContaining({ item: { type: 'apartment', apartment }, search: familySearch }),
      ),
    );
  });

  it('offers no quick view while the modal is not registered', () => {
    renderCard(<ApartmentCard apartment={apartmentCardOf(apartmentSummary())} search={familySearch} />, {});
    expect(screen.queryByRole('button', { name: /Quick view/ })).toBeNull();
  });
});
