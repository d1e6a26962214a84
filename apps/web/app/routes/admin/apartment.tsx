import { ApartmentEditorPage } from '../../features/admin/apartments/apartment-editor-page';
import { AdminOnly } from '../../features/admin/shell/admin-only';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/apartment';

export const loader = pageTextsLoader(['admin-apartments']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.apartments');
}

export default function AdminApartment({ params }: Route.ComponentProps) {
  // Remounted per apartment, so one apartment's unsaved values never show on another's page.
  return (
    <AdminOnly>
      <ApartmentEditorPage key={params.id} id={params.id} />
    </AdminOnly>
  );
}
