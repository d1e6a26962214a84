import { canBookRefundable, lastFreeCancellationDate } from '@konak/domain/cancellation';
import { ChoiceOption } from '../../components/form/choice-option';
import { messageIdOf } from '../../components/form/field-ids';
import { FieldMessage } from '../../components/form/field-message';
import { useTranslation } from '../../i18n/i18n-context';
import { formatDay, formatEuro } from '../../lib/format';
import type { BookingTotal } from './booking-total';

const ID = 'reservation-refundable';

const STAY_TEXTS = {
  unavailable: 'refund.refundableUnavailable',
  until: 'refund.refundableText',
  beforeDates: 'refund.refundableChooseDates',
} as const;
const TOUR_TEXTS = {
  unavailable: 'tour.refundableUnavailable',
  until: 'tour.refundableText',
  beforeDates: 'tour.refundableChooseDates',
} as const;

/**
 * Non-refundable (cheaper, never cancellable) or refundable (free cancellation until 7 days before check-in for a
 * guarantee fee that is never refunded): spec §4, §5, §9. Refundable is offered only while check-in is 7 or
 * more days away; each option shows what it would cost once the stay is priced.
 */
export function RefundableChoice({
  kind,
  checkIn,
  isRefundable,
  onChange,
  totals,
  feePercent,
  now,
  message,
}: {
  /** A tour's texts speak of the tour date, never of a check-in. */
  kind: 'apartment' | 'tour';
  checkIn: string | null;
  isRefundable: boolean;
  onChange: (isRefundable: boolean) => void;
  /** The total of each option, when the stay is priced. */
  totals: { nonRefundable: BookingTotal; refundable: BookingTotal } | null;
  /** The listing's guarantee fee rate (15–25 %). */
  feePercent: number;
  now: Date;
  message: string | null;
}) {
  const { t, language } = useTranslation('reservation');
  const euro = (amount: number) => formatEuro(amount, language);
  const texts = kind === 'tour' ? TOUR_TEXTS : STAY_TEXTS;
  const refundablePossible = checkIn === null || canBookRefundable(checkIn, now);
  const describedBy = message ? messageIdOf(ID) : undefined;
  return (
    <fieldset aria-describedby={describedBy} data-testid="refundable-choice">
      <legend className="sr-only">{t('refund.legend')}</legend>
      <div className="space-y-3">
        <ChoiceOption
          id="refund-non-refundable"
          name="isRefundable"
          checked={!isRefundable}
          onChoose={() => onChange(false)}
          title={t('refund.nonRefundable')}
          aside={totals && <span>{euro(totals.nonRefundable.total)}</span>}
        >
          {t('refund.nonRefundableText')}
        </ChoiceOption>
        <ChoiceOption
          id="refund-refundable"
          name="isRefundable"
          checked={isRefundable}
          disabled={!refundablePossible && !isRefundable}
          onChoose={() => onChange(true)}
          title={t('refund.refundable')}
          aside={totals && refundablePossible && <span>{euro(totals.refundable.total)}</span>}
          testId="refundable-option"
        >
          {!refundablePossible
            ? t(texts.unavailable)
            : checkIn
              ? t(texts.until, {
                  date: formatDay(lastFreeCancellationDate(checkIn), language),
                  percent: feePercent,
                })
              : t(texts.beforeDates, { percent: feePercent })}
          {totals && refundablePossible && (
            <span className="block">
              {t('refund.feeLine', {
                fee: euro(totals.refundable.guaranteeFee),
                refund: euro(totals.refundable.total - totals.refundable.guaranteeFee),
              })}
            </span>
          )}
        </ChoiceOption>
      </div>
      <FieldMessage id={ID} message={message} />
    </fieldset>
  );
}
