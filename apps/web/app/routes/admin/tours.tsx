import { AdminOnly } from '../../features/admin/shell/admin-only';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { TourCataloguePage } from '../../features/admin/tours/tour-catalogue-page';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/tours';

export const loader = pageTextsLoader(['admin-tour-catalogue']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.tourCatalogue');
}

export default function AdminTours() {
  return (
    <AdminOnly>
      <TourCataloguePage />
    </AdminOnly>
  );
}
