import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { noReviews, publicReview } from '../../components/reviews/review-test-fixtures';
import { APARTMENT_ID } from './listing-test-fixtures';
import { ReviewsSection } from './reviews-section';

const summary = {
  ...noReviews,
  average: 4.6,
  count: 7,
  total: 7,
  distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 5 },
  items: [
    publicReview({ id: '00000000-0000-4000-8000-000000000001', reviewerName: 'Olga' }),
    publicReview({
      id: '00000000-0000-4000-8000-000000000002',
      reviewerName: null,
      rating: 4,
      language: 'ar',
      text: 'شقة جميلة وموقع ممتاز قرب البحر.',
    }),
  ],
};

describe('ReviewsSection', () => {
  it('shows the average with stars, the count, the distribution and each review in its own language', async () => {
    renderApp(<ReviewsSection apartmentId={APARTMENT_ID} reviews={summary} />, {
      url: '/en/apartment/moda',
      namespaces: ['common', 'reviews'],
    });
    const section = await screen.findByTestId('reviews-section');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Guest reviews');
    expect(screen.getByTestId('reviews-average').textContent).toBe('4.6');
    expect(screen.getByRole('img', { name: '4.6 out of 5' })).toBeTruthy();
    expect(screen.getByTestId('reviews-count').textContent).toBe('7 reviews');
    expect(screen.getByText('5 stars').nextElementSibling?.textContent).toContain('5');

    const [russian, arabic] = screen.getAllByTestId('review');
    const russianText = within(russian as HTMLElement).getByText(/Прекрасная квартира/);
    expect(russianText.getAttribute('lang')).toBe('ru');
    expect(russianText.getAttribute('dir')).toBe('auto');
    expect(within(russian as HTMLElement).getByTestId('review-language').textContent).toBe(
      'Written in Russian',
    );
    expect(within(russian as HTMLElement).getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(within(arabic as HTMLElement).getByRole('heading').textContent).toBe('Former guest');
    expect(within(arabic as HTMLElement).getByTestId('review-language').textContent).toBe(
      'Written in Arabic',
    );
  });

  it('names the original language in the page language', async () => {
    renderApp(<ReviewsSection apartmentId={APARTMENT_ID} reviews={summary} />, {
      url: '/apartment/moda',
      namespaces: ['common', 'reviews'],
    });
    const languages = await screen.findAllByTestId('review-language');
    expect(languages.map((element) => element.textContent)).toEqual([
      'Yazıldığı dil: Rusça',
      'Yazıldığı dil: Arapça',
    ]);
    expect(screen.getByTestId('reviews-average').textContent).toBe('4,6');
  });

  it('loads the next page on "show more" and hides the button when all are shown', async () => {
    const next = publicReview({
      id: '00000000-0000-4000-8000-000000000003',
      reviewerName: 'Deniz',
      language: 'tr',
    });
    const fetch = vi.fn(async (_url: string) =>
      Response.json({ ...summary, items: [next], page: 2, total: 3, count: 3 }, { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderApp(<ReviewsSection apartmentId={APARTMENT_ID} reviews={{ ...summary, total: 3, count: 3 }} />, {
      url: '/en/apartment/moda',
      namespaces: ['common', 'reviews'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(3));
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/apartments/${APARTMENT_ID}/reviews?page=2&lang=en`);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('says so when there are no reviews yet', async () => {
    renderApp(<ReviewsSection apartmentId={APARTMENT_ID} reviews={noReviews} />, {
      url: '/ru/apartment/moda',
      namespaces: ['common', 'reviews'],
    });
    expect((await screen.findByTestId('reviews-section')).textContent).toContain('пока нет отзывов');
  });
});
