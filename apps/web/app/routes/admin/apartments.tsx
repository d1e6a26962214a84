import { ApartmentsPage } from '../../features/admin/apartments/apartments-page';
import { AdminOnly } from '../../features/admin/shell/admin-only';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/apartments';

export const loader = pageTextsLoader(['admin-apartments']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.apartments');
}

export default function AdminApartments() {
  return (
    <AdminOnly>
      <ApartmentsPage />
    </AdminOnly>
  );
}
