import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { useOperator } from '../../features/admin/shell/use-operator';
import { useTranslation } from '../../i18n/i18n-context';
import type { Route } from './+types/dashboard';

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'meta.overview');
}

export default function AdminOverview() {
  const { t } = useTranslation('admin');
  const operator = useOperator();
  return (
    <>
      <h1 className="text-2xl font-bold text-stone-900">{t('overview.greeting', { name: operator.name })}</h1>
      <p className="mt-2 text-stone-700">{t('overview.text')}</p>
    </>
  );
}
