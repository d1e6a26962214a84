import { useCallback, useEffect } from 'react';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { adminPath } from '../shell/admin-path';
import { getMaintenanceStatus } from './api/get-maintenance-status';

/** The settings form announces a save with this window event, so the banner asks again at once. */
export const MAINTENANCE_CHANGED_EVENT = 'konak:maintenance-changed';

/**
 * While maintenance mode is on, every back-office page says so (decision 073): operators keep working while guests
 * see the maintenance page. Nothing shows while loading or when the status cannot be read.
 */
export function MaintenanceBanner({ showLink }: { showLink: boolean }) {
  const { t } = useTranslation('admin');
  const { urlLanguage } = useLanguage();
  const call = useCallback<ApiLoadCall<Awaited<ReturnType<typeof getMaintenanceStatus>>>>(
    (options) => getMaintenanceStatus(options),
    [],
  );
  const { state, retry } = useApiLoad(call);
  useEffect(() => {
    window.addEventListener(MAINTENANCE_CHANGED_EVENT, retry);
    return () => window.removeEventListener(MAINTENANCE_CHANGED_EVENT, retry);
  }, [retry]);
  if (state.status !== 'loaded' || !state.data.enabled) return null;
  return (
    <div
      role="status"
      data-testid="maintenance-banner"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-amber-900"
    >
      <p className="mx-auto max-w-6xl">
        {t('maintenance.banner')}{' '}
        {showLink && (
          <Link to={adminPath(urlLanguage, '/settings')} className="font-semibold underline">
            {t('maintenance.settings')}
          </Link>
        )}
      </p>
    </div>
  );
}
