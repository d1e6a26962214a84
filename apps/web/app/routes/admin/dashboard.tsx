import { DashboardPage } from '../../features/admin/dashboard/dashboard-page';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { pageLanguageOf } from '../../i18n/language-path';
import { BACK_OFFICE_LANGUAGES } from '../../i18n/namespaces';
import { loadTranslations } from '../../i18n/translations.server';
import type { Route } from './+types/dashboard';

// The layout sends other languages to English; this loader never reads a file the back office does not have.
export function loader({ url }: Route.LoaderArgs) {
  const language = pageLanguageOf(url.pathname);
  const written = (BACK_OFFICE_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
  return { i18n: loadTranslations(written, ['admin-dashboard']) };
}

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'meta.overview');
}

export default function AdminDashboard() {
  return <DashboardPage />;
}
