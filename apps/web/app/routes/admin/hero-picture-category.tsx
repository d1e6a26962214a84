import { SITE_IMAGE_CATEGORIES } from '@konak/domain/api/site-images/site-image';
import { data } from 'react-router';
import { PhotoManagerPage } from '../../features/admin/photos/photo-manager-page';
import { AdminOnly } from '../../features/admin/shell/admin-only';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/hero-picture-category';

const texts = pageTextsLoader(['admin-photos']);

/** An address naming no hero picture category is a 404, like any unknown page. */
export function loader(args: Route.LoaderArgs) {
  if (!(SITE_IMAGE_CATEGORIES as readonly string[]).includes(args.params.category)) {
    throw data(null, { status: 404 });
  }
  return texts({ url: new URL(args.request.url) });
}

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.content');
}

export default function AdminHeroPictureCategory({ params }: Route.ComponentProps) {
  return (
    <AdminOnly>
      <PhotoManagerPage key={params.category} kind="site-images" id={params.category} />
    </AdminOnly>
  );
}
