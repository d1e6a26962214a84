import type { CardPaymentResultAnswer } from '@konak/domain/api/payments/card-payment-result';
import { useEffect, useRef } from 'react';
import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/i18n-context';
import { formatIstanbulInstant } from '../../lib/format';
import type { CardPaymentState } from './use-card-payment';

const TITLES = {
  failed: 'card.failedTitle',
  pending: 'card.pendingTitle',
  refunded: 'card.refundedTitle',
  unknown: 'card.unknownTitle',
  paid: 'card.pendingTitle',
} as const;

/**
 * The card payment in the form's place: on the way to the gateway, checking on the way back, or what went wrong
 * with the reason, the hold's end, and a retry by card or a switch to bank transfer while the hold lasts.
 */
export function CardPaymentPanel({
  state,
  onRetry,
  onSwitch,
  onCheck,
}: {
  state: Exclude<CardPaymentState, { status: 'idle' }>;
  onRetry: (answer: CardPaymentResultAnswer) => void;
  onSwitch: (answer: CardPaymentResultAnswer) => void;
  onCheck: () => void;
}) {
  const { t, language } = useTranslation('reservation');
  const heading = useRef<HTMLHeadingElement>(null);
  const problem = state.status === 'problem' || state.status === 'working';
  useEffect(() => {
    if (problem) heading.current?.focus();
  }, [problem]);

  if (state.status === 'redirecting' || state.status === 'checking') {
    return (
      <p
        role="status"
        className="rounded-2xl border border-stone-200 bg-white p-5 text-stone-800"
        data-testid="card-payment-status"
      >
        {t(state.status === 'redirecting' ? 'card.redirecting' : 'card.checking')}
      </p>
    );
  }
  const { answer } = state;
  const working = state.status === 'working';
  const error = state.status === 'problem' ? state.error : null;
  return (
    <section
      aria-labelledby="card-payment-title"
      className="rounded-2xl border border-red-200 bg-red-50 p-5"
      data-testid="card-payment-problem"
    >
      <h2
        id="card-payment-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-stone-900 focus:outline-none"
      >
        {t(TITLES[answer?.result ?? 'unknown'])}
      </h2>
      {answer?.message && (
        <p className="mt-2 text-stone-800" data-testid="card-payment-message">
          {answer.message}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {error}
        </p>
      )}
      {answer?.canRetry && answer.holdUntil && (
        <p className="mt-2 text-stone-700">
          {t('card.holdUntil', { time: formatIstanbulInstant(answer.holdUntil, language) })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {answer?.canRetry && (
          <>
            <button
              type="button"
              className="button-primary"
              disabled={working}
              onClick={() => onRetry(answer)}
              data-testid="card-retry"
            >
              {t('card.retry')}
            </button>
            <button
              type="button"
              className="inline-flex min-h-11 items-center justify-center rounded-xl border border-stone-300 bg-white px-5 font-semibold text-stone-800 hover:bg-stone-50"
              disabled={working}
              onClick={() => onSwitch(answer)}
              data-testid="card-switch-to-bank"
            >
              {t('card.switchToBank')}
            </button>
          </>
        )}
        {(!answer || answer.result === 'pending') && (
          <button
            type="button"
            className="button-primary"
            disabled={working}
            onClick={onCheck}
            data-testid="card-check-again"
          >
            {t('card.checkAgain')}
          </button>
        )}
        <LocalizedLink
          to="/reservations"
          className="inline-flex min-h-11 items-center justify-center rounded-xl border border-stone-300 bg-white px-5 font-semibold text-stone-800 hover:bg-stone-50"
        >
          {t('card.reservations')}
        </LocalizedLink>
      </div>
    </section>
  );
}
