import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { member } from '../../components/favorite-heart/favorite-test-support';
import { freezeDateAtNow, renderReservationPage } from './render-reservation-page';
import type { ReservationListing } from './reservation-listing';
import { apartment, BOOKED, CLOSED, MIN_STAY_DAY, tour } from './reservation-test-fixtures';

// Spec §5: every reservation rule, checked in the browser with its message in the page language.

const renderPage = (
  query: string,
  { signedIn = true, listing = apartment as ReservationListing, language = 'en' } = {},
) => renderReservationPage(listing, { query, signedIn, language });

async function signedInForm() {
  await waitFor(() => expect(screen.getByTestId('session-status').textContent).toBe('authenticated'));
  // The profile fills the empty fields once the member is known: wait for it, or it may refill a field a test cleared.
  await waitFor(() =>
    expect((document.getElementById('reservation-name') as HTMLInputElement | null)?.value).toBeTruthy(),
  );
  return screen.getByTestId('reservation-form');
}

const datesMessage = () => screen.findByTestId('reservation-dates-message');
const guestsMessage = () => screen.findByTestId('reservation-guests-message');
const submit = () => fireEvent.click(screen.getByTestId('reservation-submit'));

beforeEach(freezeDateAtNow);

describe('reservation rules (spec §5)', () => {
  it('asks a guest to sign in, and opens the login modal returning to the chosen stay', async () => {
    renderPage('?checkIn=2026-06-10&checkOut=2026-06-13&adults=2&children=0', { signedIn: false });
    const prompt = await screen.findByTestId('reservation-sign-in');
    expect(within(prompt).getByRole('heading', { name: 'Sign in to book' })).toBeTruthy();
    expect(screen.getByTestId('reservation-submit').textContent).toBe('Sign in to book');
    submit();
    expect(within(prompt).getByText('Please sign in to make a reservation.')).toBeTruthy();
    expect((await screen.findByTestId('login-return-to', {}, { timeout: 5000 })).textContent).toBe(
      `/en/reservation/apartment/${apartment.id}?checkIn=2026-06-10&checkOut=2026-06-13&adults=2&children=0`,
    );
  });

  it('asks for the dates, the contact details and the terms on the first attempt', async () => {
    renderPage('');
    await signedInForm();
    // Nothing is raised before the guest tries to book.
    expect(screen.queryByTestId('reservation-dates-message')).toBeNull();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-address' } });
    submit();
    expect((await datesMessage()).textContent).toBe('Please choose your check-in and check-out dates.');
    expect(screen.getByTestId('reservation-name-message').textContent).toBe('Please enter your full name.');
    expect(screen.getByTestId('reservation-email-message').textContent).toBe(
      'Please enter a valid email address.',
    );
    expect(screen.getByTestId('reservation-terms-message').textContent).toBe(
      'Please accept the Terms of Service and the distance sales preliminary information.',
    );
    const summary = screen.getByTestId('reservation-problems');
    expect(within(summary).getByText('Please check the following:')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it('asks for a phone number when there is none', async () => {
    renderReservationPage(apartment, { member: { ...member, phone: null } });
    await signedInForm();
    submit();
    expect((await screen.findByTestId('reservation-phone-pending-message')).textContent).toBe(
      'Please enter your phone number.',
    );
  });

  it('refuses a stay over booked or closed nights', async () => {
    renderPage('?checkIn=2026-06-18&checkOut=2026-06-27');
    await signedInForm();
    expect((await datesMessage()).textContent).toBe('These nights are not available: Jun 20, Jun 25.');
    expect(CLOSED).toBe('2026-06-25');
  });

  it('needs every child in an age group', async () => {
    renderPage('?checkIn=2026-06-10&checkOut=2026-06-13&adults=2&children=2&above7=1');
    await signedInForm();
    expect((await guestsMessage()).textContent).toBe(
      'Children with an age group: 1 of 2. Please give the age group of every child.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'More: Under 2' }));
    await waitFor(() => expect(screen.queryByTestId('reservation-guests-message')).toBeNull());
  });

  it('offers refundable bookings only 7 or more days ahead, and says why', async () => {
    renderPage('?checkIn=2026-06-05&checkOut=2026-06-08');
    await signedInForm();
    const refundable = screen.getByTestId('refundable-option') as HTMLInputElement;
    expect(refundable.disabled).toBe(true);
    expect(screen.getByText('Only for check-ins at least 7 days away.')).toBeTruthy();
  });

  it('explains a refundable choice that the new dates no longer allow', async () => {
    renderPage('?checkIn=2026-06-10&checkOut=2026-06-13');
    await signedInForm();
    fireEvent.click(screen.getByTestId('refundable-option'));
    expect(await screen.findByText(/Free cancellation until Wed, Jun 3, 2026/)).toBeTruthy();
    // Before booking, the fee in euro, what comes back and that the fee does not.
    expect(
      await screen.findByText(
        /Guarantee fee included: €\d+(\.\d\d)?\. If you cancel in time you get €[\d,.]+ back; the fee is not refunded\./,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    const grid = await screen.findByRole('grid', { name: /June 2026/ });
    fireEvent.click(within(grid).getByRole('button', { name: /Thursday, 4 June 2026/ }));
    fireEvent.click(within(grid).getByRole('button', { name: /Saturday, 6 June 2026/ }));
    expect((await screen.findByTestId('reservation-refundable-message')).textContent).toBe(
      'A refundable reservation needs at least 7 days until check-in. Please choose the non-refundable option.',
    );
  });

  it('asks for the tour date, then its start time', async () => {
    renderPage('', { listing: tour });
    await signedInForm();
    submit();
    expect((await datesMessage()).textContent).toBe('Please choose the date of the tour.');
    fireEvent.click(await screen.findByRole('button', { name: /Friday, 5 June 2026/ }));
    expect((await datesMessage()).textContent).toBe('Please choose the start time of the tour.');
  });

  // Rules a prefilled form breaks at once: the dates' or the guests' message names the broken rule.
  it.each<{
    rule: string;
    query: string;
    options?: Parameters<typeof renderPage>[1];
    field: 'dates' | 'guests';
    message: string;
  }>([
    {
      rule: 'refuses a stay longer than 30 nights',
      query: '?checkIn=2026-08-01&checkOut=2026-09-01',
      field: 'dates',
      message: 'Stays are limited to 30 nights.',
    },
    {
      rule: 'refuses a check-in in the past',
      query: '?checkIn=2026-05-20&checkOut=2026-05-23',
      field: 'dates',
      message: 'The check-in date is in the past.',
    },
    {
      rule: 'refuses a check-in day the calendar shows as taken',
      query: `?checkIn=${BOOKED}&checkOut=2026-06-22`,
      field: 'dates',
      message: 'The check-in date Jun 20 is not available.',
    },
    {
      rule: 'refuses a stay shorter than the check-in day’s minimum',
      query: `?checkIn=${MIN_STAY_DAY}&checkOut=2026-07-03`,
      field: 'dates',
      message: 'The minimum number of nights for this check-in date is 3.',
    },
    {
      rule: 'refuses a party that does not fit the apartment, babies aside',
      query: '?checkIn=2026-06-10&checkOut=2026-06-13&adults=4&children=1&above7=1',
      field: 'guests',
      message: 'Maximum number of guests here: 4 (babies under 2 not counted).',
    },
    {
      rule: 'refuses a tour group larger than the tour takes',
      query: '?checkIn=2026-06-10&startTime=10:00&adults=13',
      options: { listing: tour },
      field: 'guests',
      message: 'Maximum group size of this tour: 12.',
    },
    {
      rule: 'says how many places are left when the party does not fit the chosen departure',
      query: '?checkIn=2026-06-02&startTime=10:00&adults=9',
      options: { listing: tour },
      field: 'guests',
      message: 'Only 8 places are left on this departure.',
    },
    {
      rule: 'speaks the page language: Russian messages on a Russian page',
      query: '?checkIn=2026-06-10&checkOut=2026-06-13&adults=5',
      options: { language: 'ru' },
      field: 'guests',
      message: 'Максимальное число гостей здесь: 4 (малыши до 2 лет не учитываются).',
    },
  ])('$rule', async ({ query, options, field, message }) => {
    renderPage(query, options);
    await signedInForm();
    expect((await (field === 'dates' ? datesMessage() : guestsMessage())).textContent).toBe(message);
  });
});

describe('prefilled form', () => {
  it('takes the stay and party from the search and the contact details from the profile', async () => {
    renderPage('?checkIn=2026-06-10&checkOut=2026-06-13&adults=3&children=1&between2And7=1');
    await signedInForm();
    expect(screen.getByTestId('chosen-check-in').textContent).toBe('Wed, Jun 10, 2026');
    expect(screen.getByTestId('chosen-check-out').textContent).toBe('Sat, Jun 13, 2026');
    expect((screen.getByLabelText('Adults') as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('Aged 2 to 6') as HTMLInputElement).value).toBe('1');
    await waitFor(() =>
      expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe(member.name),
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(member.email);
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe(member.phone);
    expect((screen.getByTestId('reservation-country') as HTMLSelectElement).value).toBe('TR');
  });

  it('sets the country of residence from the phone’s country until the guest chooses one', async () => {
    renderPage('');
    await signedInForm();
    const country = screen.getByTestId('reservation-country') as HTMLSelectElement;
    const pastePhone = async (text: string) => {
      fireEvent.focus(screen.getByLabelText('Phone'));
      // The real phone input is a lazily loaded chunk: its first transform is slow on a busy machine.
      const number = await screen.findByTestId('phone-number', {}, { timeout: 10_000 });
      fireEvent.paste(number, { clipboardData: { getData: () => text } });
    };
    await pastePhone('+7 912 345 67 89');
    await waitFor(() => expect(country.value).toBe('RU'));

    await waitFor(() => expect(country.querySelectorAll('option').length).toBeGreaterThan(200));
    fireEvent.change(country, { target: { value: 'DE' } });
    await pastePhone('+44 7400 123456');
    await waitFor(() => expect(screen.getByTestId('phone-country-button').dataset.country).toBe('GB'));
    expect(country.value).toBe('DE');
  }, 30_000);
});
