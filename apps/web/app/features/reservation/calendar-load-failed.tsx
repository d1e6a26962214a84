import { useTranslation } from '../../i18n/i18n-context';

/** The stay or tour calendar could not be loaded: what happened, and a button to ask again. */
export function CalendarLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('reservation');
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
      <p>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 inline-flex min-h-11 items-center rounded-xl border border-red-300 bg-white px-4 font-semibold"
      >
        {t('dates.retry')}
      </button>
    </div>
  );
}
