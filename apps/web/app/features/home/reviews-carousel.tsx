import type { LatestReview } from '@konak/domain/api/reviews/latest-reviews';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/icons';
import { LocalizedLink } from '../../components/localized-link';
import { ReviewCard } from '../../components/reviews/review-card';
import { useTranslation } from '../../i18n/i18n-context';

const LIST_ID = 'reviews-carousel-list';

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The home page's reviews carousel (spec §2): the latest good reviews, each linking to its apartment. A row of
 * cards that snaps on phones and scrolls by touch, trackpad or arrow keys (the list is focusable) without any
 * code; the previous and next buttons move one card and are disabled at either end. It never moves by itself.
 */
/** A round arrow that scrolls the list; marked for the island that replays a click made before its code arrived. */
function ScrollButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  /** The arrow's path, drawn pointing the way of reading (mirrored in Arabic). */
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="inline-flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-40"
      aria-controls={LIST_ID}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      data-replay-click
    >
      <Icon className="size-5 rtl:rotate-180">{children}</Icon>
    </button>
  );
}

export function ReviewsCarousel({ reviews }: { reviews: LatestReview[] }) {
  const { t } = useTranslation('reviews');
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: reviews.length <= 1 });

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    // scrollLeft is 0 at the start and negative towards the end in right-to-left pages.
    const travelled = Math.abs(element.scrollLeft);
    const room = element.scrollWidth - element.clientWidth;
    setEdges({ atStart: travelled <= 1, atEnd: travelled >= room - 1 });
  }, []);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  const move = (step: 1 | -1) => {
    const element = list.current;
    const card = element?.firstElementChild;
    if (!element || !(card instanceof HTMLElement)) return;
    const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
    const direction = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy({
      left: step * direction * (card.offsetWidth + gap),
      behavior: reducedMotion() ? 'auto' : 'smooth',
    });
  };

  if (reviews.length === 0) return null;
  return (
    <section
      aria-labelledby="reviews-carousel-title"
      aria-roledescription="carousel"
      className="mx-auto max-w-6xl px-4 py-10"
      data-testid="reviews-carousel"
    >
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="reviews-carousel-title" className="text-2xl font-bold text-stone-900">
            {t('carousel.title')}
          </h2>
          <p className="mt-1 text-stone-600">{t('carousel.intro')}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <ScrollButton label={t('carousel.previous')} disabled={edges.atStart} onClick={() => move(-1)}>
            <path d="M15 18l-6-6 6-6" />
          </ScrollButton>
          <ScrollButton label={t('carousel.next')} disabled={edges.atEnd} onClick={() => move(1)}>
            <path d="M9 18l6-6-6-6" />
          </ScrollButton>
        </div>
      </div>
      <ul
        id={LIST_ID}
        ref={list}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        aria-label={t('carousel.list')}
        className="mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {reviews.map((review, index) => (
          <li
            key={review.id}
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { index: index + 1, total: reviews.length })}
            className="flex w-[85%] shrink-0 snap-start rounded-2xl border border-stone-200 bg-white p-5 sm:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.67rem)]"
          >
            <ReviewCard
              review={review}
              className="w-full"
              extra={
                <LocalizedLink
                  to={`/apartment/${encodeURIComponent(review.apartment.slug)}`}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {review.apartment.title}
                </LocalizedLink>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
