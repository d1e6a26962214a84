import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { latestReview } from '../../components/reviews/review-test-fixtures';
import { ReviewsCarousel } from './reviews-carousel';

const reviews = [
  latestReview({ id: '00000000-0000-4000-8000-00000000000a' }),
  latestReview({
    id: '00000000-0000-4000-8000-00000000000b',
    reviewerName: 'Emma',
    language: 'en',
    text: 'Great flat in Cihangir, quiet at night and close to everything.',
    apartment: { id: '3a1d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b', title: 'Cihangir loft', slug: 'cihangir-loft' },
  }),
];

describe('ReviewsCarousel', () => {
  it('lists the reviews as labelled slides linking to their apartments, with labelled previous and next buttons', async () => {
    renderApp(<ReviewsCarousel reviews={reviews} />, { url: '/en', namespaces: ['common', 'reviews'] });
    const carousel = await screen.findByTestId('reviews-carousel');
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(carousel).getByRole('heading', { level: 2 }).textContent).toBe('What our guests say');
    const list = within(carousel).getByRole('list', { name: 'Latest reviews' });
    expect(list.getAttribute('tabindex')).toBe('0');
    const slides = within(list).getAllByRole('listitem');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Review 1 of 2',
      'Review 2 of 2',
    ]);
    expect(
      within(slides[1] as HTMLElement)
        .getByRole('link', { name: 'Cihangir loft' })
        .getAttribute('href'),
    ).toBe('/en/apartment/cihangir-loft');
    const previous = screen.getByRole('button', { name: 'Previous review' });
    const next = screen.getByRole('button', { name: 'Next review' });
    expect(previous.getAttribute('aria-controls')).toBe(list.id);
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    expect(next.getAttribute('aria-controls')).toBe(list.id);
  });

  it('scrolls by one card towards the end, mirrored on right-to-left pages', async () => {
    renderApp(<ReviewsCarousel reviews={reviews} />, { url: '/ar', namespaces: ['common', 'reviews'] });
    const list = await screen.findByRole('list', { name: 'أحدث التقييمات' });
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as typeof list.scrollBy;
    list.style.direction = 'rtl';
    Object.defineProperty(list.firstElementChild, 'offsetWidth', { value: 300 });
    Object.defineProperty(list, 'scrollWidth', { value: 900 });
    Object.defineProperty(list, 'clientWidth', { value: 300 });
    fireEvent.scroll(list);
    const next = screen.getByRole('button', { name: 'التقييم التالي' });
    await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: -300 }));
  });

  it('renders nothing without reviews', async () => {
    renderApp(
      <>
        <ReviewsCarousel reviews={[]} />
        <p>empty</p>
      </>,
      { url: '/en', namespaces: ['common', 'reviews'] },
    );
    await screen.findByText('empty');
    expect(screen.queryByTestId('reviews-carousel')).toBeNull();
  });
});
