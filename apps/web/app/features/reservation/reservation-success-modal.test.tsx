import { apartmentWordIn } from '@konak/domain/tours/apartment-words';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { type ModalRegistry, useModal } from '../../components/modal/modal-provider';
import type { ReservationSuccessProps } from '../../components/modal/reservation-success-props';
import ReservationSuccessModal from './reservation-success-modal';

// Spec §4, §9 and decision 051: countdown 7 → 0, then this tab goes to the WhatsApp chat (a navigation, never a
// pop-up from a timer, which browsers block) and the modal closes 2 s after the page was left; the "open now" link
// opens the chat in a new tab and closes 1 s later. A hand-off that did not happen closes nothing. Only setTimeout
// is faked, and only once the page is on screen and the dialog's code has loaded (React reveals suspended content
// on a timer): the countdown is then the only timer that moves.

const WHATSAPP = 'https://wa.me/905320000000?text=Merhaba%20KNK-2606-7Q4M';

const props: ReservationSuccessProps = {
  reservationNumber: 'KNK-2606-7Q4M',
  whatsappUrl: WHATSAPP,
  paymentMethod: 'bank_transfer',
  paymentDeadline: '2026-06-02T09:00:00.000Z',
  amountDue: 360,
};

const modals: ModalRegistry = { 'reservation-success': ReservationSuccessModal };

function Opener({ shown = props }: { shown?: ReservationSuccessProps }) {
  const { open } = useModal();
  return (
    <button type="button" onClick={() => open('reservation-success', shown)}>
      Book
    </button>
  );
}

async function openModal(url = '/en/reservation', shown = props) {
  renderApp(<Opener shown={shown} />, { url, modals, namespaces: ['common', 'reservation'] });
  const book = await screen.findByRole('button', { name: 'Book' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(book);
  return screen.getByTestId('reservation-success');
}

/** Lets time pass one second at a time, as the countdown's own timers do. */
async function pass(milliseconds: number) {
  let left = milliseconds;
  while (left > 0) {
    const step = Math.min(1000, left);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step);
    });
    left -= step;
  }
}

const countdown = () => screen.getByTestId('hand-off-countdown').textContent;
const modalShown = () => screen.queryByTestId('reservation-success') !== null;
let windowOpen: ReturnType<typeof vi.spyOn>;
let assign: ReturnType<typeof vi.spyOn>;

// Loads the dialog frame (Radix) once with real timers, so later opens render at once.
beforeAll(async () => {
  renderApp(<Opener />, { url: '/en/reservation', modals, namespaces: ['common', 'reservation'] });
  fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
  await screen.findByTestId('reservation-success', {}, { timeout: 5000 });
  cleanup();
});

beforeEach(() => {
  windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
  // The browser starts the navigation and this page stays until the chat answers: nothing has been left yet.
  assign = vi.spyOn(window.location, 'assign').mockReturnValue(undefined);
});

describe('reservation-success modal', () => {
  it('shows the number and the bank transfer deadline, counts down 7 s, then takes this tab to WhatsApp', async () => {
    const modal = await openModal();
    expect(screen.getByRole('dialog', { name: 'Reservation received' })).toBeTruthy();
    const number = screen.getByTestId('reservation-number');
    expect(number.textContent).toBe('KNK-2606-7Q4M');
    // In order and on one line inside Arabic text too.
    expect(number.getAttribute('dir')).toBe('ltr');
    expect(number.className).toContain('whitespace-nowrap');
    expect(modal.textContent).toContain('Please send the bank transfer receipt by Jun 2, 2026, 12:00 PM');
    // Everything needed to pay, next to the account: amount, reference and the deadline with its time zone.
    expect(screen.getByTestId('bank-amount').textContent).toBe('€360');
    expect(screen.getByTestId('bank-reference').textContent).toBe('KNK-2606-7Q4M');
    expect(screen.getByTestId('bank-deadline').textContent).toBe('Jun 2, 2026, 12:00 PM (Istanbul time)');
    expect(screen.getByRole('button', { name: 'Copy IBAN' })).toBeTruthy();
    expect(countdown()).toBe('WhatsApp opens in 7 seconds.');

    await pass(1000);
    expect(countdown()).toBe('WhatsApp opens in 6 seconds.');
    await pass(5000);
    expect(countdown()).toBe('WhatsApp opens in 1 second.');
    await pass(999);
    expect(assign).not.toHaveBeenCalled();

    await pass(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(WHATSAPP);
    expect(windowOpen).not.toHaveBeenCalled();
    expect(countdown()).toBe('Opening WhatsApp…');

    // The page goes (or the phone's WhatsApp app takes over): 2 s later the modal has closed.
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(countdown()).toBe('WhatsApp has been opened.');
    await pass(1999);
    expect(modalShown()).toBe(true);
    await pass(1);
    expect(modalShown()).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('stays open with the link while the page has not been left', async () => {
    await openModal();
    await pass(7000);
    expect(assign).toHaveBeenCalledTimes(1);
    await pass(10_000);
    expect(modalShown()).toBe(true);
    expect(screen.getByRole('link', { name: /Open WhatsApp now/ }).getAttribute('href')).toBe(WHATSAPP);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('closes 2 s after the page was hidden, as when the WhatsApp app takes over on a phone', async () => {
    await openModal();
    await pass(7000);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await pass(1999);
    expect(modalShown()).toBe(true);
    await pass(1);
    expect(modalShown()).toBe(false);
  });

  it('stays open and points to the link when the browser refuses the navigation', async () => {
    assign.mockImplementation(() => {
      throw new DOMException('navigation blocked', 'SecurityError');
    });
    await openModal();
    await pass(7000);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(windowOpen).not.toHaveBeenCalled();
    expect(countdown()).toBe('WhatsApp could not open by itself. Use the link below.');
    await pass(10_000);
    expect(modalShown()).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(countdown());
  });

  it('"open now" is a real link to the chat in a new tab; following it closes the modal 1 s later', async () => {
    await openModal();
    const link = screen.getByRole('link', { name: 'Open WhatsApp now (opens in a new window)' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe(WHATSAPP);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    await pass(3000);
    // The browser would open the tab here; happy-dom must not try to load it.
    const stayHere = (event: Event) => event.preventDefault();
    window.addEventListener('click', stayHere);
    try {
      fireEvent.click(link);
    } finally {
      window.removeEventListener('click', stayHere);
    }
    expect(countdown()).toBe('WhatsApp has been opened.');
    await pass(999);
    expect(modalShown()).toBe(true);
    await pass(1);
    expect(modalShown()).toBe(false);

    // Where the countdown would have ended: this tab stays.
    await pass(10_000);
    expect(assign).not.toHaveBeenCalled();
    expect(windowOpen).not.toHaveBeenCalled();
  });

  it('does not close on a click that did not follow the link', async () => {
    await openModal();
    const blocked = (event: Event) => event.preventDefault();
    document.addEventListener('click', blocked, { capture: true });
    try {
      fireEvent.click(screen.getByTestId('hand-off-now'));
    } finally {
      document.removeEventListener('click', blocked, { capture: true });
    }
    await pass(2000);
    expect(modalShown()).toBe(true);
    expect(countdown()).toBe('WhatsApp opens in 5 seconds.');
  });

  it('goes nowhere once the guest has closed it during the countdown', async () => {
    await openModal();
    await pass(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(modalShown()).toBe(false);
    await pass(10_000);
    expect(assign).not.toHaveBeenCalled();
    expect(windowOpen).not.toHaveBeenCalled();
  });

  it('counts in the page language, with Russian plural forms', async () => {
    await openModal('/ru/reservation');
    expect(countdown()).toBe('WhatsApp откроется через 7 секунд.');
    await pass(4000);
    expect(countdown()).toBe('WhatsApp откроется через 3 секунды.');
    await pass(2000);
    expect(countdown()).toBe('WhatsApp откроется через 1 секунду.');
  });

  it('says when a tour starts and where it is paid, in tour words, on a Turkish page', async () => {
    const tour = {
      ...props,
      paymentMethod: 'pay_at_door' as const,
      paymentDeadline: null,
      departure: { date: '2026-06-02', startTime: '18:00' },
    };
    const modal = await openModal('/reservation', tour);
    expect(screen.getByTestId('success-departure').textContent).toMatch(/^Kalkış: .*2 Haz.*, saat 18:00$/);
    expect(modal.textContent).toContain('Ödemeyi buluşma noktasında rehbere yaparsınız.');
    expect(apartmentWordIn(modal.textContent ?? '', 'tr')).toBeNull();
  });

  it('"Stay on this page" stops the countdown for good and hands focus to the WhatsApp link (WCAG 2.2.1)', async () => {
    await openModal();
    await pass(2000);
    expect(countdown()).toBe('WhatsApp opens in 5 seconds.');
    fireEvent.click(screen.getByTestId('hand-off-stay'));
    expect(countdown()).toBe('WhatsApp will not open by itself. Use the button below when you are ready.');
    expect(document.activeElement).toBe(screen.getByTestId('hand-off-now'));
    expect(screen.queryByTestId('hand-off-stay')).toBeNull();
    await pass(10_000);
    expect(assign).not.toHaveBeenCalled();
    expect(modalShown()).toBe(true);
  });

  it('holds the countdown while the pointer moves over the modal and resumes when it leaves', async () => {
    await openModal();
    // The pointer and focus listeners start a frame after the dialog opened.
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const dialog = screen.getByRole('dialog', { name: 'Reservation received' });
    fireEvent.pointerMove(dialog);
    expect(countdown()).toBe('The countdown is paused while you are in this window.');
    await pass(3000);
    fireEvent.pointerLeave(dialog);
    expect(countdown()).toBe('WhatsApp opens in 7 seconds.');
    await pass(1000);
    expect(countdown()).toBe('WhatsApp opens in 6 seconds.');
  });
});
