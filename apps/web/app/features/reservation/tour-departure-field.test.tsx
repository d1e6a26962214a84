import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { apartmentWordIn } from '@konak/domain/tours/apartment-words';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { freezeDateAtNow, renderReservationPage } from './render-reservation-page';
import { FULL_DAY, NOT_RUNNING_DAY, tour } from './reservation-test-fixtures';

// Issue 19.4: a tour's date is chosen in the site's own calendar (running days, places left), then a start time.

const renderTourPage = (language = 'en', query = '') => renderReservationPage(tour, { language, query });

const calendar = async () => {
  await screen.findAllByRole('grid', {}, { timeout: 10_000 });
  return within(screen.getByTestId('reservation-calendar'));
};
const day = async (name: RegExp) => (await calendar()).getByRole('button', { name });

beforeEach(freezeDateAtNow);

describe('tour date and start time', () => {
  it('offers only running days, says the places left and marks full days', async () => {
    const calls = renderTourPage();
    // No browser date input: its mm/dd/yyyy ignores the page language.
    expect(document.querySelector('input[type="date"]')).toBeNull();
    const tuesday = await day(/Tuesday, 2 June 2026/);
    expect(tuesday.textContent).toBe('2 8 left');
    expect(tuesday.getAttribute('aria-label')).toMatch(/^2 8 left, /);
    expect(tuesday.hasAttribute('disabled')).toBe(false);
    const full = await day(/Wednesday, 3 June 2026/);
    expect(full.textContent).toBe('3 Full');
    expect(full.hasAttribute('disabled')).toBe(true);
    const notRunning = await day(/Thursday, 4 June 2026/);
    expect(notRunning.hasAttribute('disabled')).toBe(true);
    expect(notRunning.textContent).toBe('4');
    expect(FULL_DAY).toBe('2026-06-03');
    expect(NOT_RUNNING_DAY).toBe('2026-06-04');
    const asked = calls.find((call) => call.path === `/tours/${tour.id}/departures`);
    expect(asked?.query.get('from')).toBe('2026-06-01');
    expect(asked?.query.get('to')).toBe('2026-08-01');
  }, 30_000);

  it('chooses the only open start time itself and lets the guest pick among several', async () => {
    renderTourPage();
    fireEvent.click(await day(/Tuesday, 2 June 2026/));
    const morning = (await screen.findByTestId('start-time-10:00')) as HTMLInputElement;
    const afternoon = screen.getByTestId('start-time-14:30') as HTMLInputElement;
    expect(morning.checked).toBe(true);
    expect(afternoon.disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'Start time' }).textContent).toContain('8 places left');
    expect(screen.getByRole('group', { name: 'Start time' }).textContent).toContain('Full');
    expect(screen.getByTestId('chosen-tour-date').textContent).toBe('Tue, Jun 2, 2026 at 10:00');

    fireEvent.click(await day(/Friday, 5 June 2026/));
    await waitFor(() =>
      expect((screen.getByTestId('start-time-10:00') as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(screen.getByTestId('start-time-14:30'));
    expect(screen.getByTestId('chosen-tour-date').textContent).toBe('Fri, Jun 5, 2026 at 14:30');
  }, 30_000);

  it('names months and days in the page language on a Turkish page', async () => {
    renderTourPage('tr');
    expect((await calendar()).getByText('Haziran 2026')).toBeTruthy();
    expect((await day(/^2 8 yer, .*2 Haziran 2026/)).textContent).toBe('2 8 yer');
  }, 30_000);

  it.each(SUPPORTED_LANGUAGES)(
    'uses no apartment word anywhere on the %s tour booking page',
    async (language) => {
      renderTourPage(language, '?checkIn=2026-06-10&startTime=14:30&adults=2&children=1&under2=1');
      await screen.findByTestId('start-time-14:30', {}, { timeout: 10_000 });
      await screen.findByTestId('price-total');
      const text = screen.getByTestId('reservation-page').textContent ?? '';
      const word = apartmentWordIn(text, language);
      // The sentence around the word, so a failure names the text to fix.
      const around = word ? text.slice(Math.max(0, text.indexOf(word) - 80), text.indexOf(word) + 40) : '';
      expect({ word, around }).toEqual({ word: null, around: '' });
    },
    30_000,
  );
});
