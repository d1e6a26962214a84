import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { type ModalRegistry, useModal } from '../../components/modal/modal-provider';
import ReservationSuccessModal from './reservation-success-modal';
import type { ReservationSuccessProps } from './reservation-success-props';

// Spec §4, §9: countdown 7 → 0, then the WhatsApp link opens once and the modal closes 2 s later; a click on
// "open now" opens it at once and closes 1 s later. Only setTimeout is faked, and only once the page is on screen
// and the dialog's code has loaded (React reveals suspended content on a timer): the countdown is then the only
// timer that moves.

const WHATSAPP = 'https://wa.me/905320000000?text=Merhaba%20KNK-2606-7Q4M';

const props: ReservationSuccessProps = {
  reservationNumber: 'KNK-2606-7Q4M',
  whatsappUrl: WHATSAPP,
  paymentMethod: 'bank_transfer',
  paymentDeadline: '2026-06-02T09:00:00.000Z',
};

const modals: ModalRegistry = { 'reservation-success': ReservationSuccessModal };

function Opener() {
  const { open } = useModal();
  return (
    <button type="button" onClick={() => open('reservation-success', props)}>
      Book
    </button>
  );
}

async function openModal(url = '/en/reservation') {
  renderApp(<Opener />, { url, modals, namespaces: ['common', 'reservation'] });
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
let windowOpen: ReturnType<typeof vi.spyOn>;

// Loads the dialog frame (Radix) once with real timers, so later opens render at once.
beforeAll(async () => {
  vi.spyOn(window, 'open').mockReturnValue(null);
  renderApp(<Opener />, { url: '/en/reservation', modals, namespaces: ['common', 'reservation'] });
  fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
  await screen.findByTestId('reservation-success', {}, { timeout: 5000 });
  cleanup();
  vi.restoreAllMocks();
});

beforeEach(() => {
  windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('reservation-success modal', () => {
  it('shows the number and the bank transfer deadline, counts down 7 s, opens WhatsApp once, closes 2 s later', async () => {
    const modal = await openModal();
    expect(screen.getByRole('dialog', { name: 'Reservation received' })).toBeTruthy();
    expect(screen.getByTestId('reservation-number').textContent).toBe('KNK-2606-7Q4M');
    expect(modal.textContent).toContain('Please send the bank transfer receipt by Jun 2, 2026, 12:00 PM');
    expect(countdown()).toBe('WhatsApp opens in 7 seconds.');

    await pass(1000);
    expect(countdown()).toBe('WhatsApp opens in 6 seconds.');
    await pass(5000);
    expect(countdown()).toBe('WhatsApp opens in 1 second.');
    await pass(999);
    expect(windowOpen).not.toHaveBeenCalled();

    await pass(1);
    expect(windowOpen).toHaveBeenCalledTimes(1);
    expect(windowOpen).toHaveBeenCalledWith(WHATSAPP, '_blank', 'noopener,noreferrer');
    expect(countdown()).toBe('WhatsApp has been opened.');

    await pass(1999);
    expect(screen.queryByTestId('reservation-success')).not.toBeNull();
    await pass(1);
    expect(screen.queryByTestId('reservation-success')).toBeNull();
    expect(windowOpen).toHaveBeenCalledTimes(1);
  });

  it('opens WhatsApp at once on "open now", closes 1 s later and never opens it again', async () => {
    await openModal();
    await pass(3000);
    fireEvent.click(screen.getByRole('button', { name: /Open WhatsApp now/ }));
    expect(windowOpen).toHaveBeenCalledTimes(1);
    expect((screen.getByTestId('hand-off-now') as HTMLButtonElement).disabled).toBe(true);

    await pass(999);
    expect(screen.queryByTestId('reservation-success')).not.toBeNull();
    await pass(1);
    expect(screen.queryByTestId('reservation-success')).toBeNull();

    // Where the countdown would have ended: nothing opens a second time.
    await pass(10_000);
    expect(windowOpen).toHaveBeenCalledTimes(1);
  });

  it('opens nothing once the guest has closed it during the countdown', async () => {
    await openModal();
    await pass(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('reservation-success')).toBeNull();
    await pass(10_000);
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
});
