import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { apartmentFaqFacts, loadFaq } from './faq.server';
import { FaqSection } from './faq-section';

describe('FaqSection', () => {
  it('renders every entry as a closed disclosure whose summary is the question', async () => {
    const faq = loadFaq(
      'en',
      apartmentFaqFacts({
        checkInTime: '15:00',
        checkOutTime: '10:30',
        maxCapacity: 3,
        guaranteeFeePercent: 20,
      }),
    );
    renderApp(<FaqSection faq={faq} />, { url: '/en/apartment/x' });
    const section = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const disclosures = section.querySelectorAll('details');
    expect(disclosures).toHaveLength(faq.entries.length);
    faq.entries.forEach(({ question, answer }, index) => {
      const details = disclosures[index] as HTMLDetailsElement;
      expect(details.open).toBe(false);
      const summary = details.querySelector('summary') as HTMLElement;
      expect(within(summary).getByRole('heading', { level: 3 }).textContent).toBe(question);
      expect(details.querySelector('p')?.textContent).toBe(answer);
    });
    expect(section.textContent).toContain(
      'Check-in at this apartment is from 15:00 and check-out is by 10:30.',
    );
    expect(section.textContent).toContain('This apartment hosts up to 3 guests');
  });
});
