import { AuditPage } from '../../features/admin/audit/audit-page';
import { AdminOnly } from '../../features/admin/shell/admin-only';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import type { Route } from './+types/audit';

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'audit.title');
}

export default function AdminAudit() {
  return (
    <AdminOnly>
      <AuditPage />
    </AdminOnly>
  );
}
