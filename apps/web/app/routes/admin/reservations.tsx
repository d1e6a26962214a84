import { backOfficeTextsLoader } from '../../features/admin/reservations/back-office-texts.server';
import { ReservationsListPage } from '../../features/admin/reservations/reservations-list-page';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import type { Route } from './+types/reservations';

export const loader = backOfficeTextsLoader;

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.reservations');
}

export default function AdminReservations() {
  return <ReservationsListPage />;
}
