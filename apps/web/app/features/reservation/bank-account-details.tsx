import { formatIban } from '@konak/domain/site/iban';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n-context';
import { ExampleNote } from '../../site/example-note';
import { useSiteSettings } from '../../site/use-site-settings';

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
}: {
  label: string;
  kind: keyof typeof VALUE_STYLES;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-stone-600">{label}:</dt>
      <dd {...VALUE_STYLES[kind]} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * Where a bank transfer goes, from the operator's settings (decision 055), with the reservation number as the
 * reference once there is one. The IBAN is printed in groups of four; the built-in example says it is one.
 */
export function BankAccountDetails({
  reference,
  className = '',
}: {
  reference?: string;
  className?: string;
}) {
  const { t } = useTranslation('reservation');
  const account = useSiteSettings()?.bankAccount;
  if (!account) return null;
  return (
    <div className={`rounded-xl bg-stone-50 p-3 text-sm ${className}`} data-testid="bank-details">
      <p className="mb-2 font-semibold text-stone-900">{t('payment.bankDetails')}</p>
      <dl>
        <Row label={t('payment.accountHolder')} kind="text">
          {account.holder}
        </Row>
        <Row label={t('payment.bank')} kind="text">
          {account.bankName}
        </Row>
        <Row label={t('payment.iban')} kind="code" testId="bank-iban">
          {formatIban(account.iban)}
        </Row>
        {reference ? (
          <Row label={t('payment.reference')} kind="code">
            {reference}
          </Row>
        ) : (
          <Row label={t('payment.reference')} kind="text">
            {t('payment.referenceValue')}
          </Row>
        )}
      </dl>
      {account.isExample && <ExampleNote className="mt-2" />}
    </div>
  );
}
