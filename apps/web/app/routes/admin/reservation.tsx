import { backOfficeTextsLoader } from '../../features/admin/reservations/back-office-texts.server';
import { ReservationDetailPage } from '../../features/admin/reservations/reservation-detail-page';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import type { Route } from './+types/reservation';

export const loader = backOfficeTextsLoader;

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.reservations');
}

export default function AdminReservation({ params }: Route.ComponentProps) {
  return <ReservationDetailPage id={params.id} />;
}
