import { lazyNamespace } from '../../i18n/lazy-namespace';
import type { NamespaceResources } from '../../i18n/namespaces';

/**
 * The `reservation` namespace for the success modal: the reservation page's loader sends it, and anywhere else
 * it is fetched with the modal's own code (decision 012).
 */
export const ReservationTranslations = lazyNamespace(
  'reservation',
  import.meta.glob<NamespaceResources['reservation']>('../../i18n/locales/*/reservation.json', {
    import: 'default',
  }),
);
