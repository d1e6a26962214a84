import { AdminOnly } from '../../features/admin/shell/admin-only';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { TourEditorPage } from '../../features/admin/tours/tour-editor-page';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/tour-new';

export const loader = pageTextsLoader(['admin-tour-catalogue']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.tourCatalogue');
}

export default function AdminNewTour() {
  return (
    <AdminOnly>
      <TourEditorPage id={null} />
    </AdminOnly>
  );
}
