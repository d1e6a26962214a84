import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { BookingTerms } from './booking-terms';

const namespaces = ['common', 'booking-terms'] as const;
const times = { checkInTime: '15:00', checkOutTime: '10:30' };

describe('BookingTerms', () => {
  it('shows an apartment’s house rules with its own times and the terms summary', async () => {
    renderApp(<BookingTerms times={times} />, { url: '/en/apartment/x', namespaces: [...namespaces] });
    const section = await screen.findByRole('region', { name: 'Terms and house rules' });
    expect(section.id).toBe('booking-terms');
    const rules = within(section).getByTestId('house-rules');
    expect(within(rules).getByRole('heading', { level: 3, name: 'House rules' })).toBeTruthy();
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Check-in: from 15:00',
      'Check-out: by 10:30',
      'Late check-out is charged by the hour.',
      'No smoking, except on the balcony.',
      'No pets.',
      'No parties or events.',
      'Quiet hours: 22:00–08:00',
      'The number of guests may not exceed the booking.',
      'Our support team is available 24/7.',
    ]);
    const terms = within(section).getByTestId('terms-summary');
    expect(within(terms).getByRole('heading', { level: 3, name: 'Terms at a glance' })).toBeTruthy();
    const text = terms.textContent ?? '';
    expect(text).toContain('Membership is free and open to anyone aged 18 or over');
    expect(text).toContain('consent of a parent or guardian');
    expect(text).toContain('confirmed automatically');
    expect(text).toContain('e-mail and SMS');
    expect(text).toContain('Prices include VAT, tourist tax and the cleaning fee.');
    expect(text).toContain('Extra services are charged separately.');
    expect(text).toContain('within 24 hours');
    expect(text).toContain('up to 7 days before check-in');
  });

  it('shows only the terms summary for a tour, which has no house rules', async () => {
    renderApp(<BookingTerms />, { url: '/ru/tour/x', namespaces: [...namespaces] });
    const section = await screen.findByRole('region', { name: 'Условия бронирования' });
    expect(within(section).queryByTestId('house-rules')).toBeNull();
    expect(within(section).getByTestId('terms-summary').textContent).toContain('за 24 часа');
    // A tour has no check-in ("заезд"), tourist tax or cleaning: its terms speak of the tour.
    expect(within(section).getByTestId('terms-summary').textContent).toContain('за 7 дней до тура');
    expect(within(section).getByTestId('terms-summary').textContent).toContain('В цены входит НДС.');
    expect(within(section).getByTestId('terms-summary').textContent).not.toMatch(/заезд|уборк|туристическ/);
  });

  it('folds into a closed disclosure on the reservation form', async () => {
    renderApp(<BookingTerms times={times} variant="compact" />, {
      url: '/ar/reservation/apartment/x',
      namespaces: [...namespaces],
    });
    const details = (await screen.findByTestId('booking-terms')) as HTMLDetailsElement;
    expect(details.tagName).toBe('DETAILS');
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toContain('الشروط وقواعد الإقامة');
    expect(within(details).getByText('تسجيل الوصول: من الساعة \u206815:00\u2069')).toBeTruthy();
    expect(details.textContent).toContain('خلال \u206824 ساعة\u2069');
    expect(details.textContent).toContain('حتى \u20687 أيام\u2069 قبل');
  });

  it('renders every text in Turkish too, with no key left untranslated', async () => {
    renderApp(<BookingTerms times={times} />, { url: '/apartment/x', namespaces: [...namespaces] });
    const section = await screen.findByRole('region', { name: 'Koşullar ve ev kuralları' });
    expect(section.textContent).not.toMatch(/houseRules\.|terms\.|units\.|{{/);
    expect(section.textContent).toContain('Giriş: 15:00 itibarıyla');
    expect(section.textContent).toContain('girişten 7 gün öncesine kadar');
  });
});
