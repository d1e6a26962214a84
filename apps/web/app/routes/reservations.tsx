import { memberOnly } from '../features/account/member-only';
import { memberPageMeta } from '../features/account/member-page-meta';
import { ReservationsPage } from '../features/account/reservations-page';
import { pageTextsLoader } from '../i18n/translations.server';
import type { Route } from './+types/reservations';

export const loader = pageTextsLoader(['account', 'reservation']);

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, 'reservations');
}

export default memberOnly(ReservationsPage);
