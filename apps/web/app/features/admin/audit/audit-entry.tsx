import type { AuditEvent } from '@konak/domain/api/admin/list-audit-events';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatIstanbulInstant } from '../../../lib/format';
import { adminPath } from '../shell/admin-path';

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields a change touched, each with its value before and after. */
function Changes({ before, after }: Pick<AuditEvent, 'before' | 'after'>) {
  const { t } = useTranslation('admin');
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return null;
  return (
    <table className="mt-3 w-full table-fixed text-sm">
      <thead className="text-start text-stone-600">
        <tr>
          <th scope="col" className="w-1/4 py-1 text-start font-medium" />
          <th scope="col" className="py-1 text-start font-medium">
            {t('audit.before')}
          </th>
          <th scope="col" className="py-1 text-start font-medium">
            {t('audit.after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field} className="border-t border-stone-100 align-top">
            <th scope="row" className="break-words py-1 pe-2 text-start font-mono font-normal text-stone-700">
              {field}
            </th>
            <td className="break-words py-1 pe-2 text-stone-700">{valueText(before?.[field])}</td>
            <td className="break-words py-1 text-stone-900">{valueText(after?.[field])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One change of the audit trail: when, who, what, on which record, and the values it changed. */
export function AuditEntry({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('admin');
  const { language, urlLanguage } = useLanguage();
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <p className="font-mono font-semibold text-stone-900">{event.action}</p>
        <p className="text-stone-700">
          <time dateTime={event.at}>{formatIstanbulInstant(event.at, language)}</time>
        </p>
        <p className="text-stone-700">
          {event.actor.name} · {t(`shell.roles.${event.actor.role}`)}
        </p>
        <p className="text-stone-700">
          {t(`audit.subjectTypes.${event.subjectType}`)}
          {event.subjectType === 'reservation' && event.subjectId && (
            <>
              {' · '}
              <Link to={adminPath(urlLanguage, `/reservations/${event.subjectId}`)} className="underline">
                {t('audit.openReservation')}
              </Link>
            </>
          )}
        </p>
      </div>
      <Changes before={event.before} after={event.after} />
    </li>
  );
}
