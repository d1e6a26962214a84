import { lazyNamespace } from '../../i18n/lazy-namespace';
import type { NamespaceResources } from '../../i18n/namespaces';

// The settings dialog's texts travel with its code, one small chunk per language (decision 012).
const consentFiles = import.meta.glob<NamespaceResources['consent']>('../../i18n/locales/*/consent.json', {
  import: 'default',
});

export const ConsentTranslations = lazyNamespace('consent', consentFiles);
