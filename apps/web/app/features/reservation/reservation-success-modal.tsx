import { ModalDescription, ModalTitle } from '../../components/modal/modal-frame';
import { useLanguage, useTranslation } from '../../i18n/i18n-context';
import { formatIstanbulInstant } from './format';
import type { ReservationSuccessProps } from './reservation-success-props';
import { ReservationTranslations } from './reservation-translations';
import { useWhatsappHandOff } from './use-whatsapp-hand-off';

/**
 * The reservation-success modal (spec §2, §4, §9), registered as 'reservation-success': the reservation number,
 * a 7-second countdown, then the WhatsApp chat with the details opens once and the modal closes 2 s later;
 * "open now" opens it at once and closes 1 s later.
 */
export default function ReservationSuccessModal(props: ReservationSuccessProps & { close: () => void }) {
  return (
    <ReservationTranslations>
      <ReservationSuccess {...props} />
    </ReservationTranslations>
  );
}

function ReservationSuccess({
  reservationNumber,
  whatsappUrl,
  paymentMethod,
  paymentDeadline,
  close,
}: ReservationSuccessProps & { close: () => void }) {
  const { t } = useTranslation('reservation');
  const { language } = useLanguage();
  const { secondsLeft, opened, openNow } = useWhatsappHandOff({ url: whatsappUrl, close });
  return (
    <div data-testid="reservation-success">
      <ModalTitle>{t('success.title')}</ModalTitle>
      <ModalDescription>{t('success.text')}</ModalDescription>
      <div className="mt-5 rounded-2xl bg-brand-50 px-4 py-3 text-center">
        <p className="text-sm font-medium text-stone-700">{t('success.number')}</p>
        <p
          className="mt-1 font-mono text-2xl font-bold tracking-wider text-stone-900"
          dir="ltr"
          data-testid="reservation-number"
        >
          {reservationNumber}
        </p>
      </div>
      {paymentMethod === 'bank_transfer' && paymentDeadline && (
        <p className="mt-4 text-stone-700">
          {t('success.bankTransfer', { deadline: formatIstanbulInstant(paymentDeadline, language) })}
        </p>
      )}
      {paymentMethod === 'pay_at_door' && <p className="mt-4 text-stone-700">{t('success.payAtDoor')}</p>}
      {/* A timer is not announced every second (it would drown everything else); its end is. */}
      <p
        role="timer"
        aria-live="off"
        className="mt-5 text-center text-lg font-semibold text-stone-900"
        data-testid="hand-off-countdown"
      >
        {opened ? t('success.opened') : t('success.countdown', { count: secondsLeft })}
      </p>
      <p className="sr-only" role="status">
        {opened ? t('success.opened') : ''}
      </p>
      <button
        type="button"
        onClick={openNow}
        disabled={opened}
        className="button-primary mt-4 w-full disabled:cursor-not-allowed disabled:opacity-60"
        data-testid="hand-off-now"
      >
        {t('success.goNow')}
        <span className="sr-only"> ({t('success.newWindow')})</span>
      </button>
    </div>
  );
}
