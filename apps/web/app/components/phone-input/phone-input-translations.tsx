import type { Language } from '@konak/domain/languages';
import { lazyNamespace } from '../../i18n/lazy-namespace';
import type { NamespaceResources } from '../../i18n/namespaces';

// The input's texts travel with its own lazy chunk, one small file per language (decision 012).
const localeFiles = import.meta.glob<NamespaceResources['phone-input']>(
  '../../i18n/locales/*/phone-input.json',
  { import: 'default' },
);

/** The `phone-input` namespace below it: from the page's loaders when sent, otherwise fetched on first use. */
export const PhoneInputTranslations = lazyNamespace('phone-input', localeFiles);

/** Starts fetching the texts early (e.g. while the modal holding the input loads its own). */
export function preloadPhoneInputTranslations(language: Language): void {
  localeFiles[`../../i18n/locales/${language}/phone-input.json`]?.().catch(() => undefined);
}
