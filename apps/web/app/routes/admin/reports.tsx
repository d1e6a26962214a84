import { ReportsPage } from '../../features/admin/reports/reports-page';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/reports';

export const loader = pageTextsLoader(['admin-reports']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.reports');
}

export default function AdminReports() {
  return <ReportsPage />;
}
