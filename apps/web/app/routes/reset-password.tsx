import { useGuestOnly } from '../features/account/use-guest-only';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { pageLanguageOf } from '../i18n/language-path';
import { translatorForMeta } from '../i18n/meta-translator';
import { loadTranslations } from '../i18n/translations.server';
import { NOINDEX_NOFOLLOW } from '../seo/seo-meta';
import type { Route } from './+types/reset-password';

export function loader({ url }: Route.LoaderArgs) {
  return { i18n: loadTranslations(pageLanguageOf(url.pathname), ['auth']) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = translatorForMeta({ matches, location });
  return [
    { title: t('auth', 'reset.metaTitle') },
    NOINDEX_NOFOLLOW,
    // The address carries the reset token: never hand it on in a Referer header.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export default function ResetPassword() {
  // A guest-only page (spec §2): someone already signed in is sent to their profile.
  useGuestOnly();
  return <ResetPasswordPage />;
}
