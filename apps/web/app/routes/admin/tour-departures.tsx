import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { DeparturesPage } from '../../features/admin/tours/departures-page';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/tour-departures';

export const loader = pageTextsLoader(['admin-tours']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.tours');
}

export default function AdminTourDepartures() {
  return <DeparturesPage />;
}
