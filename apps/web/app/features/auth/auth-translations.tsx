import { lazyNamespace } from '../../i18n/lazy-namespace';
import type { NamespaceResources } from '../../i18n/namespaces';

/**
 * The `auth` namespace for the sign-in modals, which open on any page: fetched with their code (one small
 * chunk per language), unless the page's loader already sent it (/reset-password, /auth/callback).
 */
export const AuthTranslations = lazyNamespace(
  'auth',
  import.meta.glob<NamespaceResources['auth']>('../../i18n/locales/*/auth.json', { import: 'default' }),
);
