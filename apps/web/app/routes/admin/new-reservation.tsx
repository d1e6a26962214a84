import type { MetaDescriptor } from 'react-router';
import { NewReservationPage } from '../../features/admin/dashboard/phone-booking/new-reservation-page';
import { pageLanguageOf } from '../../i18n/language-path';
import { translatorForMeta } from '../../i18n/meta-translator';
import { BACK_OFFICE_LANGUAGES } from '../../i18n/namespaces';
import { loadTranslations } from '../../i18n/translations.server';
import { NOINDEX_NOFOLLOW } from '../../seo/seo-meta';
import type { Route } from './+types/new-reservation';

// The layout sends other languages to English; this loader never reads a file the back office does not have.
export function loader({ url }: Route.LoaderArgs) {
  const language = pageLanguageOf(url.pathname);
  const written = (BACK_OFFICE_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
  return { i18n: loadTranslations(written, ['admin-dashboard']) };
}

export function meta(args: Route.MetaArgs): MetaDescriptor[] {
  const t = translatorForMeta(args);
  return [
    { title: `${t('admin-dashboard', 'phone.title')} – ${t('admin', 'meta.titleSuffix')}` },
    NOINDEX_NOFOLLOW,
  ];
}

export default function AdminNewReservation() {
  return <NewReservationPage />;
}
