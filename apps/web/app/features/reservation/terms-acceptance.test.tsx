import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { TermsAcceptance } from './terms-acceptance';

function TermsDouble() {
  return <div role="dialog" aria-label="terms double" />;
}

function Harness() {
  const [accepted, setAccepted] = useState(false);
  return <TermsAcceptance accepted={accepted} onChange={setAccepted} message={null} />;
}

async function renderTerms() {
  renderApp(<Harness />, {
    url: '/en/reservation/apartment/a1',
    modals: { terms: TermsDouble },
    namespaces: ['common', 'reservation'],
  });
  return (await screen.findByRole('checkbox')) as HTMLInputElement;
}

describe('accepting the terms on the reservation form', () => {
  it('ticks the box from its sentence, which names both documents', async () => {
    const box = await renderTerms();
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText(/I have read/));
    expect(box.checked).toBe(true);
    expect(screen.getByTestId('distance-sales-link').getAttribute('href')).toBe(
      '/en/legal/distance-sales-contract',
    );
  });

  // That the box stays unticked is checked in Chromium (booking-info.spec.ts): happy-dom activates the label
  // before React's handler can cancel the click.
  it('opens the terms in their modal, and links to their page for readers without JavaScript', async () => {
    await renderTerms();
    const termsLink = screen.getByRole('link', { name: /terms/i });
    expect(termsLink.getAttribute('href')).toBe('/en/legal/terms-conditions');
    fireEvent.click(termsLink);
    expect(await screen.findByRole('dialog', { name: 'terms double' })).toBeTruthy();
  });
});
