import { formatIban } from '@konak/domain/site/iban';
import { type ReactNode, type RefObject, useRef } from 'react';
import { CopyButton } from '../components/copy-button';
import { useTranslation } from '../i18n/i18n-context';
import { ExampleNote } from './example-note';
import { useSiteSettings } from './use-site-settings';

// Names follow the text's direction; IBANs and numbers stay left to right and on one line, even in Arabic.
const VALUE_STYLES = {
  text: { className: 'font-medium text-stone-900', dir: 'auto' },
  code: { className: 'font-mono font-medium whitespace-nowrap text-stone-900', dir: 'ltr' },
} as const;

function Row({
  label,
  kind,
  testId,
  children,
  action,
}: {
  label: string;
  kind: keyof typeof VALUE_STYLES;
  testId?: string;
  children: ReactNode;
  /** Shown after the value, given the value's element (a copy button selects it when copying fails). */
  action?: (value: RefObject<HTMLElement | null>) => ReactNode;
}) {
  const value = useRef<HTMLElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <dt className="text-stone-600">{label}:</dt>
      {/* A <dl> group holds only <dt> and <dd>: the copy button sits inside the <dd>, after the value. */}
      <dd className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span {...VALUE_STYLES[kind]} data-testid={testId} ref={value}>
          {children}
        </span>
        {action?.(value)}
      </dd>
    </div>
  );
}

/**
 * Where a bank transfer goes, from the operator's settings (decision 055), with the reservation number as the
 * reference once there is one, and, for a booking still to be paid, the amount and the deadline (decision 057).
 * The IBAN is printed in groups of four and copied without spaces, as banking apps take it; the built-in
 * example says it is one.
 */
export function BankAccountDetails({
  reference,
  amount,
  deadline,
  className = '',
}: {
  reference?: string;
  /** The amount to transfer, already formatted in the page language. */
  amount?: string;
  /** The deadline as an Istanbul date and time, already formatted in the page language. */
  deadline?: string;
  className?: string;
}) {
  const { t } = useTranslation('reservation');
  const account = useSiteSettings()?.bankAccount;
  if (!account) return null;
  // A copy button after a value, named after what it copies ("Copy IBAN", "IBAN copied").
  const copyAction =
    (what: string, text: string, testId: string) => (value: RefObject<HTMLElement | null>) => (
      <CopyButton
        text={text}
        target={value}
        labels={{
          copy: t('payment.copy'),
          accessibleCopy: t('payment.copyWhat', { what }),
          copied: t('payment.copied', { what }),
          failed: t('payment.copyFailed'),
        }}
        testId={testId}
      />
    );
  return (
    <div className={`rounded-xl bg-stone-50 p-3 text-sm ${className}`} data-testid="bank-details">
      <p className="mb-2 font-semibold text-stone-900">{t('payment.bankDetails')}</p>
      <dl className="space-y-1">
        <Row label={t('payment.bank')} kind="text">
          {account.bankName}
        </Row>
        <Row label={t('payment.accountHolder')} kind="text">
          {account.holder}
        </Row>
        <Row
          label={t('payment.iban')}
          kind="code"
          testId="bank-iban"
          action={copyAction(t('payment.iban'), account.iban, 'copy-iban')}
        >
          {formatIban(account.iban)}
        </Row>
        {amount && (
          <Row label={t('payment.amount')} kind="code" testId="bank-amount">
            {amount}
          </Row>
        )}
        {reference ? (
          <Row
            label={t('payment.reference')}
            kind="code"
            testId="bank-reference"
            action={copyAction(t('payment.reference'), reference, 'copy-reference')}
          >
            {reference}
          </Row>
        ) : (
          <Row label={t('payment.reference')} kind="text">
            {t('payment.referenceValue')}
          </Row>
        )}
        {deadline && (
          <Row label={t('payment.deadline')} kind="text" testId="bank-deadline">
            {t('payment.istanbulTime', { time: deadline })}
          </Row>
        )}
      </dl>
      {account.isExample && <ExampleNote className="mt-2" />}
    </div>
  );
}
