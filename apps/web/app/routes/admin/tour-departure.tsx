import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { DepartureGuestsPage } from '../../features/admin/tours/departure-guests-page';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/tour-departure';

export const loader = pageTextsLoader(['admin-tours']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.tours');
}

export default function AdminTourDeparture({ params }: Route.ComponentProps) {
  // Remounted per day, so one day's list or dialog never shows on another's page.
  const key = `${params.tourId} ${params.date}`;
  return <DepartureGuestsPage key={key} tourId={params.tourId} date={params.date} />;
}
