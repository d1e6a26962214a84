import { LegalDocumentsPage } from '../../features/admin/legal/legal-documents-page';
import { AdminOnly } from '../../features/admin/shell/admin-only';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/legal-documents';

export const loader = pageTextsLoader(['admin-content']);

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.content');
}

export default function AdminLegalDocuments() {
  return (
    <AdminOnly>
      <LegalDocumentsPage />
    </AdminOnly>
  );
}
