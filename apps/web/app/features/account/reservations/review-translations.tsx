import { lazyNamespace } from '../../../i18n/lazy-namespace';
import type { NamespaceResources } from '../../../i18n/namespaces';

/** The `reviews` namespace for /reservations (the review form and the member's own reviews), one small chunk. */
export const ReviewTranslations = lazyNamespace(
  'reviews',
  import.meta.glob<NamespaceResources['reviews']>('../../../i18n/locales/*/reviews.json', {
    import: 'default',
  }),
);
