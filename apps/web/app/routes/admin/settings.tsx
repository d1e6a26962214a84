import { SettingsPage } from '../../features/admin/settings/settings-page';
import { AdminOnly } from '../../features/admin/shell/admin-only';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/settings';

export const loader = pageTextsLoader(['admin-settings']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.settings');
}

export default function AdminSettings() {
  return (
    <AdminOnly>
      <SettingsPage />
    </AdminOnly>
  );
}
