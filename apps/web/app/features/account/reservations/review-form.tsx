import type { ReservationView } from '@konak/domain/api/reservations/reservation-view';
import type { OwnReview } from '@konak/domain/api/reviews/review-view';
import { REVIEW_RATINGS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@konak/domain/reviews';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { messageIdOf } from '../../../components/form/field-ids';
import { FieldMessage } from '../../../components/form/field-message';
import { FormAlert } from '../../../components/form/form-alert';
import { TextAreaField } from '../../../components/form/text-area-field';
import { toast } from '../../../components/toast/toast';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { writeReview } from '../api/write-review';

type Errors = { rating?: string; text?: string; form?: string };

/**
 * "Review your stay at …": stars as a radio group, the text, publish (POST /api/reviews). Checked here with the
 * domain's limits and again by the server, whose translated field errors are shown under their fields.
 */
export default function ReviewForm({
  reservation,
  onPublished,
  onCancel,
}: {
  reservation: ReservationView;
  onPublished: (review: OwnReview) => void;
  onCancel: () => void;
}) {
  const { t, language } = useTranslation('reviews');
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // The form replaces the button that opened it: focus moves to its heading so the reader knows where they are.
  useEffect(() => heading.current?.focus(), []);

  const check = (): Errors => {
    const found: Errors = {};
    if (rating === null) found.rating = t('form.ratingRequired');
    const length = text.trim().length;
    if (length < REVIEW_TEXT_MIN) found.text = t('form.textTooShort', { min: REVIEW_TEXT_MIN });
    else if (length > REVIEW_TEXT_MAX) found.text = t('form.textTooLong', { max: REVIEW_TEXT_MAX });
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    // `rating === null` is `found.rating` again, said so that the request's type holds.
    if (found.rating || found.text || rating === null) {
      document.getElementById(found.rating ? `${id}-rating-1` : `${id}-text`)?.focus();
      return;
    }
    setSending(true);
    try {
      const review = await writeReview(
        { reservationId: reservation.id, rating, text: text.trim(), language },
        { language },
      );
      toast.success(t('form.published'));
      onPublished(review);
    } catch (failure) {
      const server: Errors = { form: t('form.failed') };
      if (failure instanceof ApiError) {
        server.form = failure.message;
        for (const { field, message } of failure.errors) {
          if (field === 'rating' || field === 'text') server[field] = message;
        }
      }
      setErrors(server);
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-4 rounded-xl border border-stone-200 bg-stone-50 p-4"
      aria-labelledby={`${id}-title`}
      data-testid="review-form"
    >
      <h4
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-stone-900 outline-none"
      >
        {t('form.title', { apartment: reservation.listing.title })}
      </h4>
      <fieldset disabled={sending} className="mt-3 space-y-4">
        <fieldset aria-describedby={errors.rating ? messageIdOf(`${id}-rating`) : undefined}>
          <legend className="text-sm font-semibold text-stone-800">{t('form.rating')}</legend>
          <div className="mt-2 flex gap-1">
            {REVIEW_RATINGS.map((stars) => (
              <label
                key={stars}
                htmlFor={`${id}-rating-${stars}`}
                className={`cursor-pointer rounded-md has-focus-visible:outline-2 has-focus-visible:outline-brand-700 ${
                  rating !== null && stars <= rating
                    ? 'text-amber-500'
                    : 'text-stone-500 hover:text-amber-500'
                }`}
              >
                <input
                  id={`${id}-rating-${stars}`}
                  type="radio"
                  name={`${id}-rating`}
                  value={stars}
                  checked={rating === stars}
                  onChange={() => setRating(stars)}
                  className="sr-only"
                />
                <svg className="size-9 fill-current" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3 6.1 20.5l1.3-6.5L2.5 9.4l6.6-.8z" />
                </svg>
                <span className="sr-only">
                  {t('stars', { count: stars })}: {t(`form.ratingNames.${stars}`)}
                </span>
              </label>
            ))}
          </div>
          <p className="mt-1 min-h-5 text-sm text-stone-700" aria-live="polite">
            {rating !== null && t(`form.ratingNames.${rating as 1}`)}
          </p>
          <FieldMessage id={`${id}-rating`} message={errors.rating} />
        </fieldset>
        <TextAreaField
          id={`${id}-text`}
          label={t('form.text')}
          hint={t('form.hint', { min: REVIEW_TEXT_MIN })}
          message={errors.text}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          dir="auto"
        />
        {!errors.rating && !errors.text && <FormAlert>{errors.form}</FormAlert>}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            aria-busy={sending}
            className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {sending ? t('form.submitting') : t('form.submit')}
          </button>
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-100"
          >
            {t('form.cancel')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
