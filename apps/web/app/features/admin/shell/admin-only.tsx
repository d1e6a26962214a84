import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n-context';
import { useOperator } from './use-operator';

/** A section only administrators may open (users' roles, settings, the audit trail); staff are told so. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  if (useOperator().role !== 'admin') {
    return (
      <>
        <h1 className="text-2xl font-bold text-stone-900">{t('shell.adminOnlyTitle')}</h1>
        <p className="mt-2 text-stone-700">{t('shell.adminOnly')}</p>
      </>
    );
  }
  return children;
}
