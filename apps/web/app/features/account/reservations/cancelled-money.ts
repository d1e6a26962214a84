import type { ReservationView } from '@konak/domain/api/reservations/reservation-view';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatEuro } from '../../../lib/format';

/** What happens to the money of a cancelled reservation, in the words the card and the toast use. */
export type CancelledMoney =
  | { kind: 'nothingPaid' }
  | { kind: 'refundDue'; refund: number; fee: number }
  | { kind: 'refunded'; refunded: number }
  | { kind: 'kept'; paid: number };

export function cancelledMoney(reservation: ReservationView): CancelledMoney | null {
  if (reservation.status !== 'cancelled') return null;
  const { paidAmount, refundAmount, refundedAmount, guaranteeFee } = reservation;
  if (paidAmount <= 0) return { kind: 'nothingPaid' };
  if (refundAmount > refundedAmount) {
    return {
      kind: 'refundDue',
      refund: refundAmount - refundedAmount,
      fee: Math.min(guaranteeFee, paidAmount),
    };
  }
  if (refundedAmount > 0) return { kind: 'refunded', refunded: refundedAmount };
  return { kind: 'kept', paid: paidAmount };
}

/** The sentence that says what happens to the money of a cancelled reservation; null for any other. */
export function useCancelledMoneyText(): (reservation: ReservationView) => string | null {
  const { t } = useTranslation('reservation');
  const { language } = useLanguage();
  const euro = (amount: number) => formatEuro(amount, language);
  return (reservation) => {
    const money = cancelledMoney(reservation);
    switch (money?.kind) {
      case undefined:
        return null;
      case 'nothingPaid':
        return t('list.moneyOutcome.nothingPaid');
      case 'refundDue':
        return money.fee > 0
          ? t('list.moneyOutcome.refundDueFee', { refund: euro(money.refund), fee: euro(money.fee) })
          : t('list.moneyOutcome.refundDue', { refund: euro(money.refund) });
      case 'refunded':
        return t('list.moneyOutcome.refunded', { refunded: euro(money.refunded) });
      case 'kept':
        return t('list.moneyOutcome.kept', { paid: euro(money.paid) });
    }
  };
}
