import type { Language } from '@konak/domain/languages';
import { lazyNamespace } from '../../i18n/lazy-namespace';
import type { NamespaceResources } from '../../i18n/namespaces';

// The modals' texts travel with their code, one small chunk per language (decision 012).
const registrationFiles = import.meta.glob<NamespaceResources['registration']>(
  '../../i18n/locales/*/registration.json',
  { import: 'default' },
);
const termsFiles = import.meta.glob<NamespaceResources['terms']>('../../i18n/locales/*/terms.json', {
  import: 'default',
});

/** The `registration` namespace below it (registration form and e-mail code step). */
export const RegistrationTranslations = lazyNamespace('registration', registrationFiles);

/** The `terms` namespace below it (the terms modal and registration's terms view). */
export const TermsTranslations = lazyNamespace('terms', termsFiles);

/** Starts fetching the terms' texts early; TermsTranslations then finds the chunk already loaded. */
export function preloadTermsTranslations(language: Language): void {
  termsFiles[`../../i18n/locales/${language}/terms.json`]?.().catch(() => undefined);
}
