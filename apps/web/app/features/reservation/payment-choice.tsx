import { ChoiceOption } from '../../components/form/choice-option';
import { messageIdOf } from '../../components/form/field-ids';
import { FieldMessage } from '../../components/form/field-message';
import { useTranslation } from '../../i18n/i18n-context';
import { BankAccountDetails } from '../../site/bank-account-details';
import { useSiteSettings } from '../../site/use-site-settings';
import type { ReservationValues } from './reservation-values';

const ID = 'reservation-payment';

type PaymentMethod = ReservationValues['paymentMethod'];

/**
 * Spec §1 payment options: card with 3-D Secure on the gateway's hosted page when the site offers it (decision 086;
 * marked as a test while the built-in test gateway takes it), bank transfer (receipt within 24 hours, or the
 * reservation is cancelled) with the operator's account from the settings, or paying at the door, which stays pending
 * until an admin approves it.
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
  const card = useSiteSettings()?.cardPayments;
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
        {card?.enabled && (
          <ChoiceOption {...option('card')} title={t('payment.card')}>
            {t('payment.cardText')}
            {card.testGateway && (
              <span className="mt-1 block font-semibold text-amber-800" data-testid="card-test-note">
                {t('payment.cardTest')}
              </span>
            )}
          </ChoiceOption>
        )}
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
