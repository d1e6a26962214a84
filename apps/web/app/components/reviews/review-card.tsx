import type { PublicReview } from '@konak/domain/api/reviews/review-view';
import type { Language } from '@konak/domain/languages';
import type { ReactNode } from 'react';
import { languageName } from '../../i18n/display-names';
import { useTranslation } from '../../i18n/i18n-context';
import { StarRating } from './star-rating';

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** "October 2026" in the page language: when a stay was reviewed matters, the exact day does not. */
export function reviewDate(iso: string, pageLanguage: Language): string {
  let format = dateFormats.get(pageLanguage);
  if (!format) {
    format = new Intl.DateTimeFormat(pageLanguage, {
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Istanbul',
    });
    dateFormats.set(pageLanguage, format);
  }
  return format.format(new Date(iso));
}

/**
 * One review as guests read it: stars, the text in the language it was written in (`lang` on the text, `dir=auto`
 * so Arabic reads right to left on any page), who wrote it and when, and the original language named in the page
 * language. `extra` goes under the footer (the carousel's link to the apartment).
 */
export function ReviewCard({
  review,
  headingLevel: Heading = 'h3',
  extra,
  className = '',
}: {
  review: PublicReview;
  headingLevel?: 'h3' | 'h4';
  extra?: ReactNode;
  className?: string;
}) {
  const { t, language } = useTranslation('reviews');
  const name = review.reviewerName ?? t('review.formerGuest');
  return (
    <article className={`flex flex-col gap-3 ${className}`} data-testid="review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="font-semibold text-stone-900">{name}</Heading>
        <StarRating rating={review.rating} label={t('review.stars', { rating: review.rating })} />
      </div>
      <p lang={review.language} dir="auto" className="whitespace-pre-line leading-relaxed text-stone-700">
        {review.text}
      </p>
      <p className="mt-auto text-sm text-stone-600">
        <time dateTime={review.createdAt}>{reviewDate(review.createdAt, language)}</time>
        {' · '}
        <span data-testid="review-language">
          {t('review.writtenIn', { language: languageName(review.language, language) })}
        </span>
      </p>
      {extra}
    </article>
  );
}
