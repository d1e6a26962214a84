import { PhotoManagerPage } from '../../features/admin/photos/photo-manager-page';
import { AdminOnly } from '../../features/admin/shell/admin-only';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/apartment-photos';

export const loader = pageTextsLoader(['admin-photos']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.photos');
}

export default function AdminApartmentPhotos({ params }: Route.ComponentProps) {
  return (
    <AdminOnly>
      <PhotoManagerPage key={params.id} kind="apartments" id={params.id} />
    </AdminOnly>
  );
}
