import { HeroPicturesPage } from '../../features/admin/content/hero-pictures-page';
import { AdminOnly } from '../../features/admin/shell/admin-only';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/hero-pictures';

export const loader = pageTextsLoader(['admin-content']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.content');
}

export default function AdminHeroPictures() {
  return (
    <AdminOnly>
      <HeroPicturesPage />
    </AdminOnly>
  );
}
