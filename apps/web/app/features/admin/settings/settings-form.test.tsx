import type { SiteSettingsResponse } from '@konak/domain/api/admin/site-settings';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf, type StubAnswer } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { SettingsForm } from './settings-form';

const answer: SiteSettingsResponse = {
  values: {
    bankName: null,
    bankAccountHolder: null,
    bankIban: null,
    whatsappNumber: null,
    operatorEmail: null,
    guaranteeFeePercent: null,
    maintenanceEnabled: false,
    maintenanceMessage: null,
  },
  defaults: {
    bankName: 'Örnek Bankası',
    bankAccountHolder: 'Konak',
    bankIban: 'TR470000000000000000000000',
    bankIsExample: true,
    whatsappNumber: '905320000000',
    operatorEmail: 'ops@konak.example',
    guaranteeFeePercent: 20,
  },
  updatedAt: null,
};

function stubPut(reply: StubAnswer) {
  const fetch = vi.fn(async () => responseOf(reply));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderForm(language = 'en') {
  const onSaved = vi.fn();
  renderApp(<SettingsForm answer={answer} onSaved={onSaved} />, {
    url: `/${language}/admin/settings`,
    namespaces: ['common', 'admin', 'admin-settings'],
  });
  return onSaved;
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('the settings form', () => {
  it('shows the server defaults, sends every value and confirms the save', async () => {
    const saved = {
      ...answer,
      values: { ...answer.values, maintenanceEnabled: true },
      updatedAt: '2026-11-27T10:00:00.000Z',
    };
    const fetch = stubPut({ body: saved });
    const onSaved = renderForm();
    expect(await screen.findByText('Server value: 905320000000', { exact: false })).toBeTruthy();
    expect(screen.getByText('Server value: TR470000000000000000000000 (example)')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Site in maintenance' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Message for guests (optional)' }), {
      target: { value: ' Back at two ' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: /Default guarantee fee/ }), {
      target: { value: '22' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings were saved.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/settings');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      ...answer.values,
      maintenanceEnabled: true,
      maintenanceMessage: 'Back at two',
      guaranteeFeePercent: 22,
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it("shows the server's field errors beside their fields and keeps the values", async () => {
    stubPut({
      status: 400,
      body: {
        message: 'Some fields are not valid.',
        errors: [
          { field: 'bankIban', message: 'Please enter a valid IBAN (its check digits do not match).' },
        ],
      },
    });
    const onSaved = renderForm();
    const iban = (await screen.findByRole('textbox', { name: 'IBAN' })) as HTMLInputElement;
    fireEvent.change(iban, { target: { value: 'TR00 1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Please enter a valid IBAN (its check digits do not match).'),
    ).toBeTruthy();
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(iban.value).toBe('TR00 1234');
    expect(screen.getByRole('alert').textContent).toContain('Some fields are not valid. Please check them.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('disables the button while the save runs, in Turkish too', async () => {
    stubPut('never');
    renderForm('tr');
    fireEvent.click(await screen.findByRole('button', { name: 'Ayarları kaydet' }));
    const button = await screen.findByRole('button', { name: 'Kaydediliyor...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
