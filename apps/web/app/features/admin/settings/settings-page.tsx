import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/i18n-context';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from '../shell/admin-load-state';
import { getSettings } from './api/get-settings';
import { SettingsForm } from './settings-form';

/** /admin/settings (admin): bank details, contact, guarantee fee and maintenance mode (decision 073). */
export function SettingsPage() {
  const { t } = useTranslation('admin-settings');
  const call = useCallback<ApiLoadCall<Awaited<ReturnType<typeof getSettings>>>>(
    (options) => getSettings(options),
    [],
  );
  const { state, retry, update } = useApiLoad(call);
  return (
    <>
      <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
      <p className="mt-1 mb-4 text-stone-700">{t('intro')}</p>
      <AdminLoadState state={state} retry={retry} />
      {state.status === 'loaded' && (
        <SettingsForm answer={state.data} onSaved={(next) => update(() => next)} />
      )}
    </>
  );
}
