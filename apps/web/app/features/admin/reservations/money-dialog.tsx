import { RECORDED_PAYMENT_METHODS } from '@konak/domain/api/admin/admin-reservation-detail';
import { type FormEvent, useId, useState } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useTranslation } from '../../../i18n/i18n-context';
import { formatEuro } from '../../../lib/format';
import { ActionDialogFrame, type ActionDialogProps } from './action-dialog-frame';
import { recordPayment } from './api/record-payment';
import { recordRefund } from './api/record-refund';
import { useReservationAction } from './use-reservation-action';

type MoneyDialogProps = ActionDialogProps & { kind: 'payment' | 'refund' };

/**
 * Records money received or a refund paid out. The Idempotency-Key is made when the dialog opens: a double click
 * or a retry after a lost answer records the money once.
 */
export function MoneyDialog({ kind, detail, onDone, onClose }: MoneyDialogProps) {
  const { t, language } = useTranslation('admin-reservations');
  const id = useId();
  const [key] = useState(() => crypto.randomUUID());
  const { reservation } = detail;
  const open =
    kind === 'payment' ? reservation.remainingAmount : reservation.refundAmount - reservation.refundedAmount;
  const [amount, setAmount] = useState(() => (open > 0 ? open.toFixed(2) : ''));
  const [method, setMethod] = useState(
    reservation.paymentMethod === 'bank_transfer' ? 'bank_transfer' : 'cash',
  );
  const [reference, setReference] = useState('');
  const action = useReservationAction((next) => {
    onDone(next);
    onClose();
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      amount: Number(amount.replace(',', '.')),
      method: method as (typeof RECORDED_PAYMENT_METHODS)[number],
      ...(reference.trim() ? { reference: reference.trim() } : {}),
    };
    void action.run(kind, () =>
      kind === 'payment'
        ? recordPayment(reservation.id, body, key, { language })
        : recordRefund(reservation.id, body, key, { language }),
    );
  }

  return (
    <ActionDialogFrame
      title={t(kind === 'payment' ? 'money.paymentTitle' : 'money.refundTitle')}
      description={t(kind === 'payment' ? 'money.owed' : 'money.refundOwed', {
        amount: formatEuro(open, language),
      })}
      testId={`${kind}-dialog`}
      onSubmit={submit}
      onClose={onClose}
      closeLabel={t('money.close')}
      busy={action.pending !== null}
      failure={action.failure}
      failureTestId="money-error"
      buttons={
        <button type="submit" className="button-primary min-h-11" data-testid={`${kind}-submit`}>
          {action.pending ? t('actions.working') : t('money.save')}
        </button>
      }
    >
      <TextField
        id={`${id}-amount`}
        label={t('money.amount')}
        inputMode="decimal"
        required
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        message={action.failure?.fields.amount}
      />
      <SelectField
        id={`${id}-method`}
        label={t('money.method')}
        value={method}
        onChange={(event) => setMethod(event.currentTarget.value)}
        message={action.failure?.fields.method}
      >
        {RECORDED_PAYMENT_METHODS.map((value) => (
          <option key={value} value={value}>
            {t(`recordedMethod.${value}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-reference`}
        label={t('money.reference')}
        hint={t('money.referenceHint')}
        maxLength={200}
        value={reference}
        onChange={(event) => setReference(event.currentTarget.value)}
        message={action.failure?.fields.reference}
      />
    </ActionDialogFrame>
  );
}
