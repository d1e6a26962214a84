import { ChoiceOption } from '../../components/form/choice-option';
import { messageIdOf } from '../../components/form/field-ids';
import { FieldMessage } from '../../components/form/field-message';
import { useTranslation } from '../../i18n/i18n-context';
import { BankAccountDetails } from '../../site/bank-account-details';
import type { ReservationValues } from './reservation-values';

const ID = 'reservation-payment';

type PaymentMethod = ReservationValues['paymentMethod'];

/**
 * Spec §1 payment options as far as they exist: bank transfer (receipt within 24 hours, or the reservation is
 * cancelled) with the operator's account from the settings, or paying at the door, which stays pending until an admin approves
 * it. Card payment with 3D Secure comes with its own issue; until then it is not offered at all.
 */
export function PaymentChoice({
  kind,
  value,
  onChange,
  message,
}: {
  /** A tour is paid to the guide at the meeting point, not on arrival at an apartment. */
  kind: 'apartment' | 'tour';
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  message: string | null;
}) {
  const { t } = useTranslation('reservation');
  // The ids read like the methods: payment-bank-transfer, payment-pay-at-door.
  const option = (method: PaymentMethod) => ({
    id: `payment-${method.replaceAll('_', '-')}`,
    name: 'paymentMethod',
    checked: value === method,
    onChoose: () => onChange(method),
  });
  return (
    <fieldset aria-describedby={message ? messageIdOf(ID) : undefined} data-testid="payment-choice">
      <legend className="sr-only">{t('payment.legend')}</legend>
      <div className="space-y-3">
        <ChoiceOption {...option('bank_transfer')} title={t('payment.bankTransfer')}>
          {t('payment.bankTransferText')}
        </ChoiceOption>
        {value === 'bank_transfer' && <BankAccountDetails />}
        <ChoiceOption {...option('pay_at_door')} title={t('payment.payAtDoor')}>
          {t(kind === 'tour' ? 'tour.payAtDoorText' : 'payment.payAtDoorText')}
        </ChoiceOption>
      </div>
      <FieldMessage id={ID} message={message} />
    </fieldset>
  );
}
