import { lazyNamespace } from '../../i18n/lazy-namespace';
import type { NamespaceResources } from '../../i18n/namespaces';

/**
 * The `quick-view` namespace, fetched with the quick view's own code (one small chunk per language) rather than
 * sent with every page that lists apartments, unless the page's loader already sent it (decision 012).
 */
export const QuickViewTranslations = lazyNamespace(
  'quick-view',
  import.meta.glob<NamespaceResources['quick-view']>('../../i18n/locales/*/quick-view.json', {
    import: 'default',
  }),
);
