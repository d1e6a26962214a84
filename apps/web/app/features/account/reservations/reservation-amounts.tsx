import type { ReservationView } from '@konak/domain/api/reservations/reservation-view';
import { useTranslation } from '../../../i18n/i18n-context';
import { formatEuro } from '../../../lib/format';

/**
 * The money of a reservation (spec §3 "Reservation as displayed"): total, guarantee fee, paid, remaining, the
 * refund owed and what was refunded. Amounts that cannot apply (no fee, nothing refunded) are left out.
 */
export function ReservationAmounts({ reservation }: { reservation: ReservationView }) {
  const { t, language } = useTranslation('reservation');
  const rows: { key: string; term: string; value: number; note?: string }[] = [
    { key: 'total', term: t('list.total'), value: reservation.totalPrice },
  ];
  if (reservation.guaranteeFee > 0) {
    rows.push({
      key: 'guarantee-fee',
      term: t('list.guaranteeFee'),
      value: reservation.guaranteeFee,
      note: t('list.guaranteeFeeNote'),
    });
  }
  rows.push(
    { key: 'paid', term: t('list.paid'), value: reservation.paidAmount },
    { key: 'remaining', term: t('list.remaining'), value: reservation.remainingAmount },
  );
  if (reservation.status === 'cancelled' || reservation.refundAmount > 0) {
    rows.push({ key: 'refund', term: t('list.refundAmount'), value: reservation.refundAmount });
  }
  if (reservation.refundedAmount > 0 || reservation.refundAmount > 0) {
    rows.push({ key: 'refunded', term: t('list.refundedAmount'), value: reservation.refundedAmount });
  }
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {rows.map(({ key, term, value, note }) => (
        <div key={key} className="flex justify-between gap-3 border-b border-stone-100 py-1">
          <dt className="text-stone-600">
            {term}
            {note && <span className="block text-xs text-stone-500">{note}</span>}
          </dt>
          <dd className="font-medium text-stone-900" data-testid={`amount-${key}`}>
            {formatEuro(value, language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
