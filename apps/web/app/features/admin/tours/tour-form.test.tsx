import type { TourEditor } from '@konak/domain/api/admin/tour-editor-fields';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf, type StubAnswer } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { TourForm } from './tour-form';

const ID = '88888888-8888-4888-8888-888888888888';
const NONE = { title: '', description: '', slug: '', meetingPoint: '' };

const editor: TourEditor = {
  id: ID,
  tourNumber: 4,
  isPublished: true,
  missingLanguages: ['ar', 'ru'],
  updatedAt: '2031-01-02T08:00:00.000Z',
  values: {
    translations: {
      tr: {
        title: 'Boğaz Turu',
        description: 'Tekneyle.',
        slug: 'bogaz-turu',
        meetingPoint: 'Eminönü İskelesi',
      },
      en: { title: 'Bosphorus Cruise', description: 'By boat.', slug: 'bosphorus-cruise', meetingPoint: '' },
      ar: NONE,
      ru: NONE,
    },
    durationMinutes: 150,
    maxPeople: 12,
    price: 35,
    startTimes: ['10:00', '14:30'],
    weekdays: [1, 3, 5],
  },
};

function renderForm(answers: StubAnswer[], current: TourEditor | null = editor) {
  const fetch = vi.fn(async () => responseOf(answers.shift() ?? 'never'));
  vi.stubGlobal('fetch', fetch);
  const onSaved = vi.fn();
  renderApp(<TourForm editor={current} onSaved={onSaved} />, {
    url: '/en/admin/tours/x',
    namespaces: ['common', 'admin', 'admin-tour-catalogue'],
  });
  return { fetch, onSaved };
}

const sentBody = (fetch: ReturnType<typeof vi.fn>, call = 0) =>
  JSON.parse(String((fetch.mock.calls[call] as unknown as [string, RequestInit])[1].body));

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('the tour form', () => {
  it('edits the meeting point per language, Arabic right to left, with the missing languages marked', async () => {
    renderForm([]);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Türkçe',
      'English',
      'العربيةmissing',
      'Русскийmissing',
    ]);
    expect(
      (within(screen.getByRole('tabpanel')).getByLabelText(/Meeting point/) as HTMLInputElement).value,
    ).toBe('Eminönü İskelesi');
    fireEvent.click(tabs[2] as HTMLElement);
    const arabic = screen.getByRole('tabpanel');
    const meetingPoint = within(arabic).getByLabelText(/Meeting point/);
    expect(meetingPoint.getAttribute('dir')).toBe('rtl');
    fireEvent.change(within(arabic).getByLabelText('Title'), { target: { value: 'جولة البوسفور' } });
    expect(within(arabic).getByText('Suggested: bosphorus-cruise-ar')).toBeTruthy();
  });

  it('sends every value: the days ticked, the start times of the one line, the price per person', async () => {
    const { fetch, onSaved } = renderForm([
      { status: 200, body: { ...editor, updatedAt: editor.updatedAt } },
    ]);
    fireEvent.change(await screen.findByLabelText(/Price per person/), { target: { value: '42,50' } });
    fireEvent.click(screen.getByLabelText('Sunday'));
    fireEvent.click(screen.getByLabelText('Monday'));
    fireEvent.change(screen.getByLabelText(/Start times/), { target: { value: '09:30, 13:00 17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(editor, false));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/admin/tours/${ID}`);
    expect(init.method).toBe('PUT');
    expect(sentBody(fetch)).toMatchObject({
      price: 42.5,
      weekdays: [3, 5, 7],
      startTimes: ['09:30', '13:00', '17:00'],
      durationMinutes: 150,
      maxPeople: 12,
    });
    expect(sentBody(fetch).translations.en).toEqual({
      title: 'Bosphorus Cruise',
      description: 'By boat.',
      slug: 'bosphorus-cruise',
      meetingPoint: '',
    });
    expect(await screen.findByText('Changes saved.')).toBeTruthy();
  });

  it("shows the server's field errors under their fields and on their language's tab", async () => {
    renderForm([
      {
        status: 400,
        body: {
          message: 'Some fields are not valid.',
          errors: [
            {
              field: 'translations.tr.meetingPoint',
              message: 'Enter the meeting point (Turkish is required).',
            },
            { field: 'startTimes.1', message: 'Enter a time as HH:MM, e.g. 14:00.' },
            { field: 'weekdays', message: 'Choose at least one day of the week, each once.' },
          ],
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a time as HH:MM, e.g. 14:00.')).toBeTruthy();
    expect(screen.getByLabelText(/Start times/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose at least one day of the week, each once.')).toBeTruthy();
    expect(screen.getAllByRole('tab')[0]?.textContent).toBe('Türkçehas errors');
    expect(
      within(screen.getByRole('tabpanel'))
        .getByLabelText(/Meeting point/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
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
    fireEvent.change(within(turkish).getByLabelText('Title'), { target: { value: 'Boğaz Turu' } });
    fireEvent.change(within(turkish).getByLabelText(/Meeting point/), { target: { value: 'Eminönü' } });
    fireEvent.change(screen.getByLabelText(/Price per person/), { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create tour' }));
    expect(await screen.findByText('Oops')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create tour' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(editor, true));
    const keys = fetch.mock.calls.map(
      (call) =>
        ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(sentBody(fetch)).toMatchObject({
      price: 35,
      startTimes: ['10:00'],
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      translations: { tr: { title: 'Boğaz Turu', meetingPoint: 'Eminönü', slug: null } },
    });
  });
});
