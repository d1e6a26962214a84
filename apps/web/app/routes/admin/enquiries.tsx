import { EnquiriesPage } from '../../features/admin/enquiries/enquiries-page';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/enquiries';

export const loader = pageTextsLoader(['admin-enquiries']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.enquiries');
}

export default function AdminEnquiries() {
  return <EnquiriesPage />;
}
