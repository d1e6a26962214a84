import { AdminOnly } from '../../features/admin/shell/admin-only';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { TourEditorPage } from '../../features/admin/tours/tour-editor-page';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/tour';

export const loader = pageTextsLoader(['admin-tour-catalogue']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.tourCatalogue');
}

export default function AdminTour({ params }: Route.ComponentProps) {
  // Remounted per tour, so one tour's unsaved values never show on another's page.
  return (
    <AdminOnly>
      <TourEditorPage key={params.id} id={params.id} />
    </AdminOnly>
  );
}
