import { lazyNamespace } from '../../../i18n/lazy-namespace';
import type { NamespaceResources } from '../../../i18n/namespaces';

/**
 * The `reservation` namespace (statuses, amounts, cancellation texts) for /reservations: fetched with the list's
 * code as one small per-language chunk, unless the page's loader already sent it (decision 012).
 */
export const ReservationTranslations = lazyNamespace(
  'reservation',
  import.meta.glob<NamespaceResources['reservation']>('../../../i18n/locales/*/reservation.json', {
    import: 'default',
  }),
);
