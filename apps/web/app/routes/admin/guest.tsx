import { GuestPage } from '../../features/admin/guests/guest-page';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/guest';

export const loader = pageTextsLoader(['admin-guests']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.guests');
}

export default function AdminGuest({ params }: Route.ComponentProps) {
  // Remounted per member, so one member's state never shows on another's page.
  return <GuestPage key={params.id} id={params.id} />;
}
