import type { OwnReview } from '@konak/domain/api/reviews/review-view';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withLogin } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { reservation } from '../../../../test/reservation-view-fixture';
import {
  type Answer,
  type ApiCall,
  startPage,
  stubApi,
  withSession,
} from '../../../components/favorite-heart/favorite-test-support';
import { toast } from '../../../components/toast/toast';
import Reservations from '../../../routes/reservations';
import { cardOf } from './reservation-fixture';

const finished = reservation({
  status: 'completed',
  checkIn: '2026-05-20',
  checkOut: '2026-05-24',
  nights: 4,
  cancellation: { allowed: false, reason: 'not_active', freeUntil: null, refundAmount: null },
});
const reviewedStay = reservation({
  id: 'a3f0c1d2-0000-4000-8000-000000000009',
  reservationNumber: 'KNK-2605-RRRR',
  status: 'completed',
  checkIn: '2026-04-01',
  checkOut: '2026-04-05',
  cancellation: { allowed: false, reason: 'not_active', freeUntil: null, refundAmount: null },
});

function ownReview(overrides: Partial<OwnReview> = {}): OwnReview {
  return {
    id: 'b0000000-0000-4000-8000-000000000001',
    reservationId: finished.id,
    reviewerName: 'Ayşe',
    rating: 5,
    text: 'A wonderful flat, spotless and close to the tram.',
    language: 'en',
    createdAt: '2026-06-01T09:00:00.000Z',
    updatedAt: '2026-06-01T09:00:00.000Z',
    apartment: { id: finished.listing.id, title: 'Galata loft', slug: 'galata-loft' },
    ...overrides,
  };
}

const emptyPage = { body: { items: [], total: 0, page: 1, pageSize: 20 } };

function renderPage(routes: Record<string, Answer | ((call: ApiCall) => Answer | Promise<Answer>)>) {
  const calls = stubApi({
    'GET /reservations/my-active': emptyPage,
    'GET /reservations/my-upcoming': emptyPage,
    'GET /reservations/my-history': {
      body: { items: [finished, reviewedStay], total: 2, page: 1, pageSize: 20 },
    },
    'GET /reviews/eligible?lang=en': {
      body: {
        items: [
          {
            reservationId: finished.id,
            reservationNumber: finished.reservationNumber,
            apartment: { id: finished.listing.id, title: 'Galata loft', slug: 'galata-loft' },
            checkIn: finished.checkIn,
            checkOut: finished.checkOut,
          },
        ],
        total: 1,
      },
    },
    'GET /reviews/mine?lang=en': {
      body: {
        items: [
          ownReview({
            id: 'b0000000-0000-4000-8000-000000000002',
            reservationId: reviewedStay.id,
            rating: 4,
          }),
        ],
        total: 1,
      },
    },
    ...routes,
  });
  renderApp(withSession(<Reservations />), {
    url: '/en/reservations',
    modals: withLogin,
    namespaces: ['common', 'account'],
  });
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T09:00:00Z'));
  startPage({ signedIn: true });
  vi.spyOn(toast, 'success').mockReturnValue('toast');
});

describe('reviews on /reservations', () => {
  it('shows the review already written for a stay', async () => {
    renderPage({});
    const card = await cardOf('KNK-2605-RRRR');
    const own = await within(card).findByTestId('own-review');
    expect(within(own).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(within(own).getByRole('link', { name: 'See it on the apartment page' }).getAttribute('href')).toBe(
      '/en/apartment/galata-loft',
    );
    expect(within(card).queryByTestId('write-review')).toBeNull();
  });

  it('checks the form, publishes the review and then shows it in place of the button', async () => {
    const calls = renderPage({
      'POST /reviews': (call) => ({
        status: 201,
        body: ownReview({
          rating: (call.body as { rating: number }).rating,
          text: (call.body as { text: string }).text,
        }),
      }),
    });
    const card = await cardOf(finished.reservationNumber);
    fireEvent.click(await within(card).findByRole('button', { name: 'Write a review Galata loft' }));
    const form = await within(card).findByTestId('review-form');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Review your stay at Galata loft'));

    fireEvent.click(within(form).getByRole('button', { name: 'Publish review' }));
    expect(within(form).getByText('Please choose a rating.')).toBeTruthy();
    expect(within(form).getByText('Please write at least 10 characters.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const radios = within(form).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(within(form).getByRole('group', { name: 'Your rating' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: '4 stars: Very good' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'What was your stay like?' }), {
      target: { value: '  Lovely stay, the terrace was the best part.  ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish review' }));

    const own = await within(card).findByTestId('own-review');
    expect(own.textContent).toContain('Lovely stay, the terrace was the best part.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reservationId: finished.id,
      rating: 4,
      text: 'Lovely stay, the terrace was the best part.',
      language: 'en',
    });
    expect(toast.success).toHaveBeenCalledWith('Thank you! Your review is published.');
    expect(within(card).queryByTestId('write-review')).toBeNull();
  });

  it("shows the server's translated refusal and field errors", async () => {
    renderPage({
      'POST /reviews': {
        status: 409,
        body: { message: 'You have already reviewed this stay.', code: 'review_exists' },
      },
    });
    const card = await cardOf(finished.reservationNumber);
    fireEvent.click(await within(card).findByTestId('write-review'));
    const form = await within(card).findByTestId('review-form');
    fireEvent.click(within(form).getByRole('radio', { name: '5 stars: Excellent' }));
    fireEvent.change(within(form).getByRole('textbox'), {
      target: { value: 'Everything was perfect, thank you!' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish review' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('You have already reviewed this stay.');
  });
});
