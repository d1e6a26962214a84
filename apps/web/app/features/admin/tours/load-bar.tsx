import { useTranslation } from '../../../i18n/i18n-context';

/**
 * People booked against places as words ("6 / 16 people") and a bar; the bar is decoration for a quick scan, the
 * words carry the meaning for screen readers.
 */
export function LoadBar({ booked, places }: { booked: number; places: number }) {
  const { t } = useTranslation('admin-tours');
  const share = places > 0 ? Math.min(1, booked / places) : 0;
  const full = places > 0 && booked >= places;
  return (
    <div>
      <p className="text-sm font-medium text-stone-900">
        <span aria-hidden="true">{t('people', { booked, places })}</span>
        <span className="sr-only">{t('peopleLabel', { booked, places })}</span>
      </p>
      <div className="mt-1 h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
        <div
          className={`h-full rounded-full ${full ? 'bg-red-600' : 'bg-brand-600'}`}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
    </div>
  );
}
