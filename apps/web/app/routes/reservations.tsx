import { memberOnly } from '../features/account/member-only';
import { memberPageLoader } from '../features/account/member-page-loader.server';
import { memberPageMeta } from '../features/account/member-page-meta';
import { ReservationsPage } from '../features/account/reservations-page';
import type { Route } from './+types/reservations';

export const loader = memberPageLoader(['account', 'reservation']);

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, 'reservations');
}

export default memberOnly(ReservationsPage);
