import type { OwnerInquiryDetail } from '@konak/domain/api/admin/owner-inquiries';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf, type StubAnswer } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { EnquiryPage } from './enquiry-page';

const ID = '44444444-4444-4444-8444-444444444444';

const enquiry: OwnerInquiryDetail = {
  id: ID,
  name: 'Mehmet Demir',
  email: 'mehmet@example.com',
  phone: '+90 532 123 45 67',
  district: 'Kadıköy',
  propertyType: 'apartment',
  bedrooms: 2,
  language: 'tr',
  status: 'new',
  createdAt: '2031-01-02T08:00:00.000Z',
  message: 'Moda, 3. kat.\nDeniz manzaralı.',
  consentedAt: '2031-01-02T08:00:00.000Z',
  statusChangedAt: null,
};

function renderPage(answers: StubAnswer[]) {
  const fetch = vi.fn(async () => responseOf(answers.shift() ?? 'never'));
  vi.stubGlobal('fetch', fetch);
  renderApp(<EnquiryPage id={ID} />, {
    url: `/en/admin/enquiries/${ID}`,
    namespaces: ['common', 'admin', 'admin-enquiries'],
  });
  return fetch;
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe("an owner's enquiry", () => {
  it('shows the enquiry in full with ways to answer, and saves a new status once', async () => {
    const fetch = renderPage([
      { body: enquiry },
      { body: { ...enquiry, status: 'answered', statusChangedAt: '2031-01-03T08:00:00.000Z' } },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: /Mehmet Demir/ })).toBeTruthy();
    expect(screen.getByText('Apartment, 2 bedrooms, Kadıköy')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'mehmet@example.com' }).getAttribute('href')).toBe(
      'mailto:mehmet@example.com',
    );
    expect(screen.getByRole('link', { name: '+90 532 123 45 67' }).getAttribute('href')).toBe(
      'tel:+905321234567',
    );
    expect(screen.getByText(/Deniz manzaralı/).textContent).toBe('Moda, 3. kat.\nDeniz manzaralı.');

    const save = screen.getByRole('button', { name: 'Save status' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'answered' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(save.disabled).toBe(true);
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/admin/enquiries/${ID}/status`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ status: 'answered' });
    expect((await screen.findByText('Status saved.')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Answered');
  });
});
