import { useNavigation } from 'react-router';
import { useTranslation } from '../i18n/i18n-context';
import { Spinner } from './spinner';
import { useDelayedFlag } from './use-delayed-flag';

/** Spec §2/§9: fast page changes show nothing; one slower than 300 ms shows a spinner. */
export const PENDING_INDICATOR_DELAY_MS = 300;

export function PendingIndicator() {
  const navigating = useNavigation().state !== 'idle';
  const visible = useDelayedFlag(navigating, PENDING_INDICATOR_DELAY_MS);
  const { t } = useTranslation('common');
  // The live region stays in the page so screen readers announce the text when it appears.
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center">
      {visible && (
        <span className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-stone-800 shadow-lg ring-1 ring-stone-200">
          <Spinner className="size-4 border-2" />
          {t('loading')}
        </span>
      )}
    </div>
  );
}
