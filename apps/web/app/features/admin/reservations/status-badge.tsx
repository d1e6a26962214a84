import type { PaymentStatus, ReservationStatus } from '@konak/domain/reservations/reservation-states';
import { useTranslation } from '../../../i18n/i18n-context';

const STATUS_CLASSES: Record<ReservationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-stone-200 text-stone-800',
  completed: 'bg-sky-100 text-sky-900',
};

/** A reservation's status as a coloured word (the word carries the meaning, the colour only helps). */
export function StatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation('admin-reservations');
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-sm font-medium ${STATUS_CLASSES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('admin-reservations');
  return (
    <span className="inline-block rounded-full border border-stone-300 px-2 py-0.5 text-sm text-stone-800">
      {t(`paymentStatus.${status}`)}
    </span>
  );
}
