import { GuestsPage } from '../../features/admin/guests/guests-page';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/guests';

export const loader = pageTextsLoader(['admin-guests']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.guests');
}

export default function AdminGuests() {
  return <GuestsPage />;
}
