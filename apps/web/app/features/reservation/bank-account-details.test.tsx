import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { EXAMPLE_SITE, OPERATOR_SITE } from '../../../test/site-settings';
import { PaymentChoice } from './payment-choice';

const bankTransferChoice = (
  <PaymentChoice kind="apartment" value="bank_transfer" onChange={() => {}} message={null} />
);

describe('the bank details of the reservation form', () => {
  it('shows the operator’s account from the settings, IBAN in groups of four, without the demo note', async () => {
    renderApp(bankTransferChoice, {
      url: '/en/reservation',
      namespaces: ['common', 'reservation'],
      site: OPERATOR_SITE,
    });
    const details = await screen.findByTestId('bank-details');
    expect(within(details).getByText('Ziraat Bankası, Galata Şubesi')).toBeTruthy();
    expect(within(details).getByText('Konak Turizm A.Ş.')).toBeTruthy();
    expect(within(details).getByTestId('bank-iban').textContent).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(within(details).queryByTestId('example-note')).toBeNull();
    expect(details.textContent).not.toContain('Örnek');
  });

  it('says plainly that the built-in account is an example', async () => {
    renderApp(bankTransferChoice, {
      url: '/en/reservation',
      namespaces: ['common', 'reservation'],
      site: EXAMPLE_SITE,
    });
    const details = await screen.findByTestId('bank-details');
    expect(within(details).getByTestId('example-note').textContent).toBe(
      'Example details — this is a demo site',
    );
    expect(within(details).getByTestId('bank-iban').textContent).toBe('TR47 0000 0000 0000 0000 0000 00');
  });

  it('keeps the IBAN left to right and on one line in Arabic', async () => {
    renderApp(bankTransferChoice, {
      url: '/ar/reservation',
      namespaces: ['common', 'reservation'],
      site: EXAMPLE_SITE,
    });
    const iban = await screen.findByTestId('bank-iban');
    expect(iban.getAttribute('dir')).toBe('ltr');
    expect(iban.className).toContain('whitespace-nowrap');
    expect(screen.getByTestId('example-note').textContent).toBe('بيانات على سبيل المثال — هذا موقع تجريبي');
  });
});
