import { ApartmentEditorPage } from '../../features/admin/apartments/apartment-editor-page';
import { AdminOnly } from '../../features/admin/shell/admin-only';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/apartment-new';

export const loader = pageTextsLoader(['admin-apartments']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.apartments');
}

export default function AdminNewApartment() {
  return (
    <AdminOnly>
      <ApartmentEditorPage id={null} />
    </AdminOnly>
  );
}
