import { CalendarPage } from '../../features/admin/calendar/calendar-page';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { useOperator } from '../../features/admin/shell/use-operator';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/calendar';

export const loader = pageTextsLoader(['admin-calendar']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.calendar');
}

export default function AdminCalendar() {
  // Staff read the calendar; prices and closed days are the admin's (decision 080).
  return <CalendarPage readOnly={useOperator().role !== 'admin'} />;
}
