import { AuthCallbackPage } from '../features/auth/auth-callback-page';
import { pageLanguageOf } from '../i18n/language-path';
import { translatorForMeta } from '../i18n/meta-translator';
import { loadTranslations } from '../i18n/translations.server';
import { NOINDEX_NOFOLLOW } from '../seo/seo-meta';
import type { Route } from './+types/auth-callback';

export function loader({ url }: Route.LoaderArgs) {
  return { i18n: loadTranslations(pageLanguageOf(url.pathname), ['auth']) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = translatorForMeta({ matches, location });
  return [
    { title: t('auth', 'callback.metaTitle') },
    NOINDEX_NOFOLLOW,
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export default function AuthCallback() {
  return <AuthCallbackPage />;
}
