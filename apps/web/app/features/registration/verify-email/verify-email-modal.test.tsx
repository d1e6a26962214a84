import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { testMember } from '../../../../test/test-member';
import { useModal } from '../../../components/modal/modal-provider';
import { toast } from '../../../components/toast/toast';
import VerifyEmailModal, { VERIFIED_RELOAD_DELAY_MS } from './verify-email-modal';

function Opener({ returnTo }: { returnTo?: string }) {
  const { open } = useModal();
  return (
    <button
      type="button"
      onClick={() => open('verify-email', { tempToken: 'temp-1', email: 'ayse@example.com', returnTo })}
    >
      Verify
    </button>
  );
}

async function openVerify(returnTo?: string) {
  renderApp(<Opener returnTo={returnTo} />, {
    url: '/en',
    modals: { 'verify-email': VerifyEmailModal },
    namespaces: ['common', 'registration'],
  });
  const opener = await screen.findByRole('button', { name: 'Verify' });
  // The modal frame loads lazily: the suspended modal resumes only inside an awaited act.
  await act(async () => fireEvent.click(opener));
  return screen.findByRole('dialog', { name: 'Verify your e-mail address' });
}

const boxes = (dialog: HTMLElement) =>
  Array.from(
    { length: 6 },
    (_, index) => within(dialog).getByTestId(`verify-code-box-${index + 1}`) as HTMLInputElement,
  );
const codeOf = (dialog: HTMLElement) =>
  boxes(dialog)
    .map((box) => box.value)
    .join('');

function typeCode(dialog: HTMLElement, code: string) {
  [...code].forEach((digit, index) => {
    fireEvent.change(boxes(dialog)[index] as HTMLInputElement, { target: { value: digit } });
  });
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/** Answers each call by its path; an unanswered path fails like a lost connection. */
function stubApi(answers: Record<string, Answer | (() => Answer)>) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const entry = answers[url.replace(/^\/api/, '')];
    if (!entry) throw new TypeError('Failed to fetch');
    const { status, body, headers } = typeof entry === 'function' ? entry() : entry;
    return Response.json(body ?? {}, { status, headers });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const session = {
  token: 'session-token',
  expiresAt: '2026-12-23T10:00:00.000Z',
  user: testMember({ id: 'u1', phone: '+90 5321234567', createdAt: '2026-11-23T10:00:00.000Z' }),
};

beforeEach(() => {
  stubApi({});
  localStorage.clear();
  sessionStorage.clear();
});

describe('VerifyEmailModal', () => {
  it('shows where the code went and the 10-minute expiry, with the focus in the first box', async () => {
    const dialog = await openVerify();
    expect(within(dialog).getByTestId('verify-email-address').textContent).toBe('ayse@example.com');
    expect(within(dialog).getByText('The code is valid for 10 minutes.')).toBeTruthy();
    const [first, second] = boxes(dialog);
    expect(first?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(first?.getAttribute('inputmode')).toBe('numeric');
    expect(second?.getAttribute('autocomplete')).toBe('off');
    expect(within(dialog).getByRole('group', { name: 'Verification code' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('moves to the next box on typing and back on Backspace in an empty box', async () => {
    const dialog = await openVerify();
    const all = boxes(dialog);
    fireEvent.change(all[0] as HTMLInputElement, { target: { value: '4' } });
    expect(document.activeElement).toBe(all[1]);
    fireEvent.change(all[1] as HTMLInputElement, { target: { value: 'x' } });
    expect(all[1]?.value).toBe('');
    expect(document.activeElement).toBe(all[1]);
    fireEvent.keyDown(all[1] as HTMLInputElement, { key: 'Backspace' });
    expect(document.activeElement).toBe(all[0]);
    expect(all[0]?.value).toBe('4');
  });

  it('fills the boxes from the first six digits pasted anywhere', async () => {
    const dialog = await openVerify();
    fireEvent.paste(boxes(dialog)[3] as HTMLInputElement, {
      clipboardData: { getData: () => ' 123 4567 89' },
    });
    expect(codeOf(dialog)).toBe('123456');
    expect(document.activeElement).toBe(boxes(dialog)[5]);
  });

  it('enables "verify" with exactly six digits; Enter with fewer asks for them in a toast', async () => {
    const fetch = stubApi({});
    const error = vi.spyOn(toast, 'error');
    const dialog = await openVerify();
    const verify = within(dialog).getByTestId('verify-submit') as HTMLButtonElement;
    typeCode(dialog, '12345');
    expect(verify.disabled).toBe(true);
    fireEvent.keyDown(boxes(dialog)[4] as HTMLInputElement, { key: 'Enter' });
    expect(error).toHaveBeenCalledWith('Please enter the 6-digit code.');
    expect(fetch).not.toHaveBeenCalled();
    typeCode(dialog, '123456');
    expect(verify.disabled).toBe(false);
  });

  it.each([
    ['expired', 'The code has expired. Please request a new code.'],
    ['invalid_code', 'The code you entered is incorrect. Please check it or request a new code.'],
    ['too_many_attempts', 'Too many wrong attempts. Please request a new code.'],
  ])('explains the server code %s and empties the boxes', async (code, message) => {
    const fetch = stubApi({ '/auth/verify-email': { status: 400, body: { message: 'Server text', code } } });
    const dialog = await openVerify();
    typeCode(dialog, '123456');
    fireEvent.click(within(dialog).getByTestId('verify-submit'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(codeOf(dialog)).toBe('');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      code: '123456',
      tempToken: 'temp-1',
      rememberMe: true,
    });
  });

  it('shows another refusal in the server words, and "verification failed" when the server broke', async () => {
    stubApi({ '/auth/verify-email': { status: 400, body: { message: 'The code must be 6 digits.' } } });
    const dialog = await openVerify();
    typeCode(dialog, '123456');
    fireEvent.click(within(dialog).getByTestId('verify-submit'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The code must be 6 digits.');

    stubApi({ '/auth/verify-email': { status: 500, body: { message: 'Internal details' } } });
    typeCode(dialog, '123456');
    fireEvent.click(within(dialog).getByTestId('verify-submit'));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Verification failed. Please try again.'),
    );
  });

  it('stores a remembered session, says so, and reloads 1.5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, assign: vi.fn() });
    stubApi({ '/auth/verify-email': { status: 200, body: session } });
    const dialog = await openVerify();
    typeCode(dialog, '654321');
    fireEvent.click(within(dialog).getByTestId('verify-submit'));

    expect(await within(dialog).findByTestId('verify-success')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('session-token');
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').email).toBe('ayse@example.com');
    expect(sessionStorage.getItem('token')).toBeNull();

    await act(async () => vi.advanceTimersByTime(VERIFIED_RELOAD_DELAY_MS - 100));
    expect(reload).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(150));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('goes to the page it was opened for instead of reloading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.fn();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, assign });
    stubApi({ '/auth/verify-email': { status: 200, body: session } });
    const dialog = await openVerify('/en/reservations');
    typeCode(dialog, '654321');
    fireEvent.click(within(dialog).getByTestId('verify-submit'));
    await within(dialog).findByTestId('verify-success');
    await act(async () => vi.advanceTimersByTime(VERIFIED_RELOAD_DELAY_MS + 50));
    expect(assign).toHaveBeenCalledWith('/en/reservations');
    expect(reload).not.toHaveBeenCalled();
  });

  it('blocks "resend" for 60 s from the start and after each send, counting down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const success = vi.spyOn(toast, 'success');
    const fetch = stubApi({
      '/auth/resend-verification-code': {
        status: 200,
        body: { message: 'Sent', expiresInMinutes: 10, resendAvailableIn: 60 },
      },
    });
    const dialog = await openVerify();
    const resend = within(dialog).getByTestId('verify-resend') as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toMatch(/You can request a new code in (60|59) seconds/);

    await act(async () => vi.advanceTimersByTime(58_000));
    expect(resend.textContent).toMatch(/in (2 seconds|1 second)$/);
    expect(resend.disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(2_500));
    expect(resend.disabled).toBe(false);
    expect(resend.textContent).toBe('Resend code');

    fireEvent.click(resend);
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('A new code has been sent to your e-mail address.'),
    );
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ tempToken: 'temp-1' });
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toMatch(/in 60 seconds/);
  });

  it('warns when a resend is too soon (429) and reports other failures', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const warning = vi.spyOn(toast, 'warning');
    const error = vi.spyOn(toast, 'error');
    stubApi({
      '/auth/resend-verification-code': {
        status: 429,
        body: { message: 'Too soon', code: 'resend_too_soon', retryAfter: 42 },
        headers: { 'Retry-After': '42' },
      },
    });
    const dialog = await openVerify();
    const resend = within(dialog).getByTestId('verify-resend') as HTMLButtonElement;
    await act(async () => vi.advanceTimersByTime(61_000));
    fireEvent.click(resend);
    await waitFor(() =>
      expect(warning).toHaveBeenCalledWith('Please wait a moment before requesting a new code.'),
    );
    expect(resend.textContent).toMatch(/in 42 seconds/);

    stubApi({ '/auth/resend-verification-code': { status: 503, body: { message: 'Mail down' } } });
    await act(async () => vi.advanceTimersByTime(43_000));
    fireEvent.click(resend);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('The code could not be sent. Please try again shortly.'),
    );
  });

  it('goes back to registration by reloading the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, assign: vi.fn() });
    const dialog = await openVerify();
    fireEvent.click(within(dialog).getByTestId('verify-back'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
