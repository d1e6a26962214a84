import { useTranslation } from '../../i18n/i18n-context';
import { ChoiceOption, FieldMessage, messageIdOf } from './form-controls';
import { OPERATOR_BANK_ACCOUNT } from './operator-bank-account';
import type { ReservationValues } from './reservation-values';

const ID = 'reservation-payment';

type PaymentMethod = ReservationValues['paymentMethod'];

/**
 * Spec §1 payment options as far as they exist: bank transfer (receipt within 24 hours, or the reservation is
 * cancelled) with the operator's account, or paying at the door, which stays pending until an admin approves
 * it. Card payment with 3D Secure comes with its own issue; until then it is not offered at all.
 */
export function PaymentChoice({
  value,
  onChange,
  message,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  message: string | null;
}) {
  const { t } = useTranslation('reservation');
  return (
    <fieldset aria-describedby={message ? messageIdOf(ID) : undefined} data-testid="payment-choice">
      <legend className="sr-only">{t('payment.legend')}</legend>
      <div className="space-y-3">
        <ChoiceOption
          id="payment-bank-transfer"
          name="paymentMethod"
          checked={value === 'bank_transfer'}
          onChoose={() => onChange('bank_transfer')}
          title={t('payment.bankTransfer')}
        >
          {t('payment.bankTransferText')}
        </ChoiceOption>
        {value === 'bank_transfer' && (
          <div className="rounded-xl bg-stone-50 p-3 text-sm" data-testid="bank-details">
            <p className="mb-2 font-semibold text-stone-900">{t('payment.bankDetails')}</p>
            <dl>
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-stone-600">{t('payment.accountHolder')}:</dt>
                <dd className="font-medium text-stone-900" dir="auto">
                  {OPERATOR_BANK_ACCOUNT.holder}
                </dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-stone-600">{t('payment.bank')}:</dt>
                <dd className="font-medium text-stone-900" dir="auto">
                  {OPERATOR_BANK_ACCOUNT.bank}
                </dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-stone-600">{t('payment.iban')}:</dt>
                <dd className="font-mono font-medium text-stone-900" dir="ltr">
                  {OPERATOR_BANK_ACCOUNT.iban}
                </dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-stone-600">{t('payment.reference')}:</dt>
                <dd className="font-medium text-stone-900">{t('payment.referenceValue')}</dd>
              </div>
            </dl>
          </div>
        )}
        <ChoiceOption
          id="payment-pay-at-door"
          name="paymentMethod"
          checked={value === 'pay_at_door'}
          onChoose={() => onChange('pay_at_door')}
          title={t('payment.payAtDoor')}
        >
          {t('payment.payAtDoorText')}
        </ChoiceOption>
      </div>
      <FieldMessage id={ID} message={message} />
    </fieldset>
  );
}
