import type { AdminTimelineEntry } from '@konak/domain/api/admin/admin-reservation-detail';
import type { TranslationKey } from '../../../i18n/namespaces';

/** The timeline's text for an audited action; actions of other slices show their dotted name. */
export function actionLabelKey(action: string): TranslationKey<'admin-reservations'> | null {
  const known: readonly string[] = [
    'reservation.approve',
    'reservation.record_payment',
    'reservation.transfer_received',
    'reservation.record_refund',
    'reservation.cancel',
    'reservation.change',
    'reservation.check_in',
    'reservation.check_out',
    'reservation.note',
    'reservation.resend_confirmation',
  ];
  return known.includes(action)
    ? (`timeline.actions.${action.slice('reservation.'.length)}` as TranslationKey<'admin-reservations'>)
    : null;
}

/** The fields an audited change touched, as [name, before, after]. */
export function changedFields(entry: AdminTimelineEntry): [string, unknown, unknown][] {
  const after = entry.after ?? {};
  const before = entry.before ?? {};
  return Object.keys(after).map((field) => [field, before[field] ?? null, after[field]]);
}

/** A value of the audit trail as a short text. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
}
