import type { ApartmentEditor } from '@konak/domain/api/admin/apartment-editor-fields';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf, type StubAnswer } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { ApartmentForm } from './apartment-form';

const ID = '55555555-5555-4555-8555-555555555555';
const NONE = { title: '', description: '', slug: '' };

const editor: ApartmentEditor = {
  id: ID,
  apartmentNumber: 31,
  isPublished: false,
  missingLanguages: ['ar', 'ru'],
  updatedAt: '2031-01-02T08:00:00.000Z',
  values: {
    translations: {
      tr: { title: 'Moda Çatı Katı', description: 'Deniz manzaralı.', slug: 'moda-cati-kati' },
      en: { title: 'Moda Loft', description: 'Sea view.', slug: 'moda-loft' },
      ar: NONE,
      ru: NONE,
    },
    rooms: 2,
    bathrooms: 1,
    sizeM2: 80,
    maxCapacity: 4,
    maxAdults: null,
    maxChildren: null,
    amenityKeys: ['wifi'],
    checkInTime: '14:00',
    checkOutTime: '11:00',
    district: 'Kadıköy',
    neighborhood: 'Moda',
    address: null,
    latitude: null,
    longitude: null,
    guaranteeFeePercent: 20,
    basePrice: 120,
    permitNumber: '34-1234',
    isFeatured: false,
  },
};
const amenities = [
  { key: 'wifi', category: 'basic' as const, name: 'Wi-Fi' },
  { key: 'balcony', category: 'comfort' as const, name: 'Balcony' },
];

function renderForm(answers: StubAnswer[], current: ApartmentEditor | null = editor) {
  const fetch = vi.fn(async () => responseOf(answers.shift() ?? 'never'));
  vi.stubGlobal('fetch', fetch);
  const onSaved = vi.fn();
  renderApp(<ApartmentForm editor={current} amenities={amenities} onSaved={onSaved} />, {
    url: '/en/admin/apartments/x',
    namespaces: ['common', 'admin', 'admin-apartments'],
  });
  return { fetch, onSaved };
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('the apartment form', () => {
  it('marks the languages whose texts are missing and writes Arabic right to left', async () => {
    renderForm([]);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Türkçe',
      'English',
      'العربيةmissing',
      'Русскийmissing',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tabs[2] as HTMLElement);
    const arabic = screen.getByRole('tabpanel');
    expect(arabic.querySelector('[dir="rtl"]')?.contains(within(arabic).getByLabelText('Title'))).toBe(true);
    fireEvent.change(within(arabic).getByLabelText('Title'), { target: { value: 'علية مودا' } });
    fireEvent.change(within(arabic).getByLabelText('Description'), { target: { value: 'إطلالة.' } });
    expect(screen.getAllByRole('tab')[2]?.textContent).toBe('العربية');
    // Keyboard: the arrow keys move between the tabs.
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' });
    expect(screen.getAllByRole('tab')[3]?.getAttribute('aria-selected')).toBe('true');
  });

  it('suggests a slug from the title, Arabic borrowing the English one', async () => {
    renderForm([]);
    fireEvent.click((await screen.findAllByRole('tab'))[2] as HTMLElement);
    const arabic = screen.getByRole('tabpanel');
    fireEvent.change(within(arabic).getByLabelText('Title'), { target: { value: 'علية مودا' } });
    expect(within(arabic).getByText('Suggested: moda-loft-ar')).toBeTruthy();
    fireEvent.click(within(arabic).getByRole('button', { name: 'Use the suggestion' }));
    expect((within(arabic).getByLabelText(/Page address/) as HTMLInputElement).value).toBe('moda-loft-ar');
  });

  it("shows the server's field errors under their fields and on their language's tab", async () => {
    const { fetch } = renderForm([
      {
        status: 400,
        body: {
          message: 'Some fields are not valid.',
          errors: [
            { field: 'translations.en.slug', message: 'Another apartment uses or used this address.' },
            { field: 'permitNumber', message: 'Enter the permit number as on the certificate.' },
          ],
        },
      },
    ]);
    fireEvent.change(await screen.findByLabelText(/Ministry of Culture and Tourism permit number/), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter the permit number as on the certificate.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/admin/apartments/${ID}`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toMatchObject({
      permitNumber: '12',
      basePrice: 120,
      maxAdults: null,
    });
    expect(screen.getByRole('alert').textContent).toContain('Some fields need correcting');
    const english = screen.getAllByRole('tab')[1] as HTMLElement;
    expect(english.textContent).toBe('Englishhas errors');
    fireEvent.click(english);
    const slug = within(screen.getByRole('tabpanel')).getByLabelText(/Page address/);
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Another apartment uses or used this address.')).toBeTruthy();
  });

  it('creates with one Idempotency-Key for the same values, even when sent twice', async () => {
    const { fetch, onSaved } = renderForm(
      [
        { status: 500, body: { message: 'Oops' } },
        { status: 201, body: editor },
      ],
      null,
    );
    const turkish = await screen.findByRole('tabpanel');
    fireEvent.change(within(turkish).getByLabelText('Title'), { target: { value: 'Moda Çatı Katı' } });
    expect(within(turkish).getByText('Suggested: moda-cati-kati')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Base price per night (€)'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create apartment' }));
    expect(await screen.findByText('Oops')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create apartment' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(editor, true));
    const keys = fetch.mock.calls.map((call) => {
      const init = (call as unknown as [string, RequestInit])[1];
      return (init.headers as Record<string, string>)['Idempotency-Key'];
    });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body.translations.tr).toEqual({ title: 'Moda Çatı Katı', description: '', slug: null });
    expect(body).toMatchObject({ basePrice: 120, checkInTime: '14:00', guaranteeFeePercent: 20 });
  });
});
