import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { useApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from '../shell/admin-load-state';
import { adminPath } from '../shell/admin-path';
import { useOperator } from '../shell/use-operator';
import { getDashboard } from './api/get-dashboard';
import { DashboardView } from './dashboard-view';

/** /admin: the operator's day (decision 070), each row opening its reservation. */
export function DashboardPage() {
  const { t } = useTranslation('admin-dashboard');
  const { t: shellText } = useTranslation('admin');
  const operator = useOperator();
  const { urlLanguage } = useLanguage();
  const { state, retry } = useApiLoad(getDashboard);
  return (
    <div className="flex flex-col gap-4" data-testid="admin-dashboard">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">
            {shellText('overview.greeting', { name: operator.name })}
          </h1>
          <p className="text-stone-700">{t('title')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={retry}
            disabled={state.status === 'loading'}
            className="inline-flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-4 font-medium text-stone-900 hover:bg-stone-50 disabled:opacity-60"
          >
            {t('refresh')}
          </button>
          <Link
            to={adminPath(urlLanguage, '/reservations/new')}
            className="button-primary"
            data-testid="new-phone-booking"
          >
            {t('newBooking')}
          </Link>
        </div>
      </header>
      <div aria-live="polite">
        <AdminLoadState state={state} retry={retry} />
        {state.status === 'loaded' ? <DashboardView data={state.data} /> : null}
      </div>
    </div>
  );
}
