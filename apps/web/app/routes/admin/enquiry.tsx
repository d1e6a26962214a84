import { EnquiryPage } from '../../features/admin/enquiries/enquiry-page';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/enquiry';

export const loader = pageTextsLoader(['admin-enquiries']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.enquiries');
}

export default function AdminEnquiry({ params }: Route.ComponentProps) {
  // Remounted per enquiry, so one enquiry's chosen status never shows on another's page.
  return <EnquiryPage key={params.id} id={params.id} />;
}
