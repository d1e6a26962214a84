import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLanguage, useTranslation } from '../../i18n/i18n-context';
import { useIsMobileViewport } from '../use-mobile-viewport';
import { toastPosition } from './toast-position';
import { isToasterRequested, subscribeToToastCommands } from './toast-queue';

// sonner (~10 KB gzip) loads with the first toast, not with the page.
const Toaster = lazy(() => import('./toaster'));

export function ToastRegion() {
  const requested = useSyncExternalStore(subscribeToToastCommands, isToasterRequested, () => false);
  const isMobile = useIsMobileViewport();
  const { direction } = useLanguage();
  const { t } = useTranslation('common');
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={toastPosition(isMobile, direction)}
        direction={direction}
        label={t('toast.region')}
      />
    </Suspense>
  );
}
