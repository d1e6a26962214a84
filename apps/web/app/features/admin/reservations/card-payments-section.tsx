import type { ReservationCardPayments } from '@konak/domain/api/admin/reservation-card-payments';
import { useCallback, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { formatEuro, formatIstanbulInstant } from '../../../lib/format';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from '../shell/admin-load-state';
import { getCardPayments, refundToCard } from './api/card-payments';

/**
 * A card reservation's payments as iyzico knows them (decision 087): each checkout with its payment id and the
 * gateway's last error, the refund still owed to the card and its job (retries, last error), and for an admin the
 * refund to the card at once (`canRefund`: the API allows it to admins only).
 */
export function CardPaymentsSection({
  reservationId,
  canRefund,
}: {
  reservationId: string;
  canRefund: boolean;
}) {
  const { t, language } = useTranslation('admin-reservations');
  const call = useCallback<ApiLoadCall<ReservationCardPayments>>(
    (options) => getCardPayments(reservationId, options),
    [reservationId],
  );
  const { state, retry, update } = useApiLoad(call);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const euro = (amount: number) => formatEuro(amount, language);
  const instant = (value: string) => formatIstanbulInstant(value, language);

  const refund = async () => {
    setSending(true);
    setFailure(null);
    try {
      const next = await refundToCard(reservationId, { language });
      update(() => next);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('card.refundFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4" data-testid="card-payments-section">
      <h2 className="text-lg font-semibold text-stone-900">{t('card.title')}</h2>
      <AdminLoadState state={state} retry={retry} />
      {state.status === 'loaded' && (
        <div className="mt-2 space-y-3">
          {state.data.checkouts.length === 0 ? (
            <p className="text-stone-700">{t('card.none')}</p>
          ) : (
            <ul className="space-y-2">
              {state.data.checkouts.map((checkout) => (
                <li key={checkout.id} className="border-b border-stone-100 pb-2" data-testid="card-checkout">
                  <span className="flex flex-wrap justify-between gap-2">
                    <span className="font-medium">
                      {t(`card.status.${checkout.status}`)}
                      {checkout.testGateway ? ` · ${t('card.test')}` : ''}
                    </span>
                    <span className="font-semibold">{euro(checkout.amount)}</span>
                  </span>
                  <span className="block text-sm text-stone-700">
                    {instant(checkout.createdAt)}
                    {checkout.paymentId ? ` · ${t('card.paymentId', { id: checkout.paymentId })}` : ''}
                  </span>
                  {checkout.errorCode && (
                    <span className="block text-sm text-red-800" data-testid="card-checkout-error">
                      {t('card.error', { code: checkout.errorCode, message: checkout.errorMessage ?? '' })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {state.data.refundOutstanding > 0 && (
            <p className="font-medium text-stone-900" data-testid="card-refund-outstanding">
              {t('card.outstanding', { amount: euro(state.data.refundOutstanding) })}
            </p>
          )}
          {state.data.refundJob && state.data.refundJob.status !== 'done' && (
            <p className="text-sm text-stone-700" data-testid="card-refund-job">
              {t(`card.job.${state.data.refundJob.status}`, { attempts: state.data.refundJob.attempts })}
              {state.data.refundJob.nextAttemptAt
                ? ` · ${t('card.nextAttempt', { date: instant(state.data.refundJob.nextAttemptAt) })}`
                : ''}
              {state.data.refundJob.lastError && (
                <span className="block text-red-800">{state.data.refundJob.lastError}</span>
              )}
            </p>
          )}
          {failure && <FormAlert>{failure}</FormAlert>}
          {canRefund && state.data.refundOutstanding > 0 && (
            <button
              type="button"
              onClick={() => void refund()}
              disabled={sending}
              className="button-primary"
              data-testid="card-refund-now"
            >
              {t('card.refundNow')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
