import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { OwnerInquirySection } from './owner-inquiry-section';

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/** Stubs fetch: POST /api/owners/inquiries gets the given answer; every call is recorded. */
function answerInquiry(answer: Answer) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sentBody = (fetch: ReturnType<typeof answerInquiry>) => {
  const call = fetch.mock.calls.find(([url]) => url === '/api/owners/inquiries');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

function renderForm(url = '/en/owners') {
  renderApp(<OwnerInquirySection />, { url, namespaces: ['common', 'owners'] });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillPhone(digits: string) {
  fireEvent.focus(await screen.findByLabelText('Phone'));
  const number = await screen.findByTestId('phone-number');
  fireEvent.change(number, { target: { value: digits } });
}

async function fillValidForm() {
  fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: '  Selin Kaya ' } });
  fireEvent.change(field('E-mail'), { target: { value: ' Selin@Example.COM ' } });
  await fillPhone('532 123 45 67');
  fireEvent.change(field('District of the property'), { target: { value: 'Üsküdar' } });
  fireEvent.change(field('Property type'), { target: { value: 'apartment' } });
  fireEvent.change(field('Number of bedrooms'), { target: { value: '0' } });
  fireEvent.change(field('Message (optional)'), { target: { value: 'Sea view, free from June.' } });
  fireEvent.click(field('Konak may contact me by phone or e-mail about renting out my property.'));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));

// The first test to open the phone input loads its chunk and libphonenumber's metadata: slow on a busy machine.
describe('the owners contact form', { timeout: 20_000 }, () => {
  it('names every missing field without calling the server and focuses the first one', async () => {
    const fetch = answerInquiry({ status: 201, body: { message: 'unused' } });
    renderForm();
    await screen.findByLabelText('Full name');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send enquiry' })).toHaveProperty('disabled', false),
    );
    submit();
    expect(await screen.findByTestId('owner-inquiry-problems')).toHaveProperty(
      'textContent',
      'Please correct the marked fields.',
    );
    const messages = {
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address.',
      district: 'Please choose the district of the property.',
      propertyType: 'Please choose the type of the property.',
      bedrooms: 'Please choose the number of bedrooms.',
      consent: 'Please allow us to contact you about your property.',
    };
    for (const [name, message] of Object.entries(messages)) {
      expect(screen.getByTestId(`owner-inquiry-${name}-message`).textContent).toBe(message);
      expect(document.getElementById(`owner-inquiry-${name}`)?.getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getByTestId('owner-inquiry-phone-pending-message').textContent).toBe(
      'Please enter your phone number.',
    );
    await waitFor(() => expect(document.activeElement).toBe(field('Full name')));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears a message as soon as the field is corrected', async () => {
    answerInquiry({ status: 201, body: { message: 'unused' } });
    renderForm();
    await screen.findByLabelText('Full name');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send enquiry' })).toHaveProperty('disabled', false),
    );
    submit();
    await screen.findByTestId('owner-inquiry-email-message');
    fireEvent.change(field('E-mail'), { target: { value: 'selin@' } });
    expect(screen.getByTestId('owner-inquiry-email-message').textContent).toBe(
      'Please enter a valid e-mail address.',
    );
    fireEvent.change(field('E-mail'), { target: { value: 'selin@example.com' } });
    expect(screen.queryByTestId('owner-inquiry-email-message')).toBeNull();
  });

  it('sends the normalised enquiry in the page language and shows the confirmation in its place', async () => {
    const fetch = answerInquiry({
      status: 201,
      body: { message: 'Thank you, Selin Kaya. We have received your enquiry.' },
    });
    renderForm();
    await fillValidForm();
    submit();
    const sent = await screen.findByTestId('owner-inquiry-sent');
    expect(within(sent).getByRole('heading').textContent).toBe('Thank you, your enquiry has been sent');
    expect(sent.textContent).toContain('Thank you, Selin Kaya. We have received your enquiry.');
    expect(sent.textContent).toContain('We have also sent a confirmation to selin@example.com.');
    await waitFor(() => expect(document.activeElement).toBe(within(sent).getByRole('heading')));
    expect(sentBody(fetch)).toEqual({
      name: 'Selin Kaya',
      email: 'selin@example.com',
      phone: '+90 5321234567',
      district: 'Üsküdar',
      propertyType: 'apartment',
      bedrooms: 0,
      message: 'Sea view, free from June.',
      consent: true,
      website: '',
    });
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Accept-Language')).toBe('en');

    fireEvent.click(screen.getByRole('button', { name: 'Send another enquiry' }));
    expect(field('Full name').value).toBe('');
  });

  it('shows the server’s field errors on their fields and a rate limit above the button', async () => {
    answerInquiry({
      status: 400,
      body: {
        message: 'Some fields are not valid.',
        errors: [{ field: 'email', message: 'This address cannot receive mail.' }],
      },
    });
    renderForm();
    await fillValidForm();
    submit();
    expect((await screen.findByTestId('owner-inquiry-email-message')).textContent).toBe(
      'This address cannot receive mail.',
    );
    expect(screen.queryByTestId('owner-inquiry-error')).toBeNull();

    answerInquiry({
      status: 429,
      headers: { 'retry-after': '3000' },
      body: { message: 'Please try again in 50 minutes, or call us.', code: 'rate_limited' },
    });
    fireEvent.change(field('E-mail'), { target: { value: 'selin.kaya@example.com' } });
    submit();
    expect((await screen.findByTestId('owner-inquiry-error')).textContent).toBe(
      'Please try again in 50 minutes, or call us.',
    );
    expect(screen.queryByTestId('owner-inquiry-email-message')).toBeNull();
  });

  it('speaks the page language and links the KVKK notice in it, in a new tab', async () => {
    answerInquiry({ status: 201, body: { message: 'unused' } });
    renderForm('/ar/owners');
    const link = await screen.findByTestId('owner-inquiry-kvkk');
    expect(link.getAttribute('href')).toBe('/ar/legal/kvkk');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'إرسال الطلب' })).toBeTruthy();
    // The trap for bots is out of reach for people and their assistive technology.
    const trap = document.getElementById('owner-inquiry-website') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
