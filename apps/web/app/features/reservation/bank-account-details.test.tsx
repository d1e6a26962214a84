import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { EXAMPLE_SITE, OPERATOR_SITE } from '../../../test/site-settings';
import { PaymentChoice } from './payment-choice';

/** The payment choice with bank transfer chosen, on the reservation page in the given language and settings. */
const renderBankTransferChoice = (language: 'en' | 'ar', site: typeof EXAMPLE_SITE) =>
  renderApp(<PaymentChoice kind="apartment" value="bank_transfer" onChange={() => {}} message={null} />, {
    url: `/${language}/reservation`,
    namespaces: ['common', 'reservation'],
    site,
  });

describe('the bank details of the reservation form', () => {
  it('shows the operator’s account from the settings, IBAN in groups of four, without the demo note', async () => {
    renderBankTransferChoice('en', OPERATOR_SITE);
    const details = await screen.findByTestId('bank-details');
    expect(within(details).getByText('Ziraat Bankası, Galata Şubesi')).toBeTruthy();
    expect(within(details).getByText('Konak Turizm A.Ş.')).toBeTruthy();
    expect(within(details).getByTestId('bank-iban').textContent).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(within(details).queryByTestId('example-note')).toBeNull();
    expect(details.textContent).not.toContain('Örnek');
  });

  it('says plainly that the built-in account is an example', async () => {
    renderBankTransferChoice('en', EXAMPLE_SITE);
    const details = await screen.findByTestId('bank-details');
    expect(within(details).getByTestId('example-note').textContent).toBe(
      'Example details — this is a demo site',
    );
    expect(within(details).getByTestId('bank-iban').textContent).toBe('TR47 0000 0000 0000 0000 0000 00');
  });

  it('keeps the IBAN left to right and on one line in Arabic', async () => {
    renderBankTransferChoice('ar', EXAMPLE_SITE);
    const iban = await screen.findByTestId('bank-iban');
    expect(iban.getAttribute('dir')).toBe('ltr');
    expect(iban.className).toContain('whitespace-nowrap');
    expect(screen.getByTestId('example-note').textContent).toBe('بيانات على سبيل المثال — هذا موقع تجريبي');
  });
});
