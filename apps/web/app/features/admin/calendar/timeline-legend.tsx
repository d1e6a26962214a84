import { useTranslation } from '../../../i18n/i18n-context';

/** What the marks inside a day mean (screen readers hear each day's name in words instead). */
export function TimelineLegend() {
  const { t } = useTranslation('admin-calendar');
  return (
    <div
      aria-hidden="true"
      className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-800"
    >
      <span className="font-semibold">{t('legend.title')}:</span>
      <span className="flex items-center gap-1">
        <span className="inline-flex size-5 items-center justify-center border border-stone-300 bg-[repeating-linear-gradient(135deg,var(--color-stone-200)_0_3px,white_3px_6px)] font-bold text-red-900">
          ✕
        </span>
        {t('legend.closed')}
      </span>
      <span className="flex items-center gap-1">
        <span className="font-bold text-brand-800">%</span>
        {t('legend.discount')}
      </span>
      <span className="flex items-center gap-1">
        <span className="font-bold text-blue-900">3+</span>
        {t('legend.minStay')}
      </span>
    </div>
  );
}
