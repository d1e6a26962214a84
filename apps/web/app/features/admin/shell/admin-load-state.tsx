import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/i18n-context';
import type { ApiLoad } from '../../../lib/use-api-load';

/**
 * What a back-office section shows until its data is there: a spinner, or the server's (or the connection's)
 * message with "try again". Null once loaded: the caller renders the data.
 */
export function AdminLoadState({ state, retry }: { state: ApiLoad<unknown>; retry: () => void }) {
  const { t } = useTranslation('admin');
  if (state.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-3 py-8 text-stone-700">
        <Spinner className="size-5 border-2" />
        {t('load.loading')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{state.message ?? t('load.failed')}</p>
        <button
          type="button"
          onClick={retry}
          className="mt-3 min-h-11 rounded-lg border border-red-300 bg-white px-4 font-semibold hover:bg-red-100"
        >
          {t('load.retry')}
        </button>
      </div>
    );
  }
  return null;
}
