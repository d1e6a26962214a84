import { isRecognisedLanguage } from '@konak/domain/languages';
import { data, Outlet, redirect } from 'react-router';
import { MemberOnly } from '../../features/account/member-only';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { AdminShell } from '../../features/admin/shell/admin-shell';
import { useOperatorOrNull } from '../../features/admin/shell/use-operator';
import { NotFoundPage } from '../../features/errors/not-found-page';
import { SiteShell } from '../../features/layout/site-shell';
import { localizedPath, pageLanguageOf, splitLanguagePrefix } from '../../i18n/language-path';
import { BACK_OFFICE_LANGUAGES } from '../../i18n/namespaces';
import { loadTranslations } from '../../i18n/translations.server';
import type { Route } from './+types/admin-layout';

const isBackOfficeLanguage = (language: string) =>
  (BACK_OFFICE_LANGUAGES as readonly string[]).includes(language);

// The back office is written in Turkish and English (decision 066): other languages open it in English.
export function loader({ params, url }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isRecognisedLanguage(params.lang)) throw data(null, { status: 404 });
  const language = pageLanguageOf(url.pathname);
  if (!isBackOfficeLanguage(language)) {
    throw redirect(localizedPath('en', `${splitLanguagePrefix(url.pathname).path}${url.search}`));
  }
  return { i18n: loadTranslations(language, ['account', 'admin']) };
}

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'meta.overview');
}

/** Staff and admins get the back office; a member finds nothing here, as if /admin did not exist. */
function BackOfficeGate() {
  const operator = useOperatorOrNull();
  if (!operator) {
    return (
      <SiteShell>
        <NotFoundPage />
      </SiteShell>
    );
  }
  return (
    <AdminShell operator={operator}>
      <Outlet />
    </AdminShell>
  );
}

// Like the member pages, the server renders the waiting state: the sign-in lives in the browser (brief §1).
export default function AdminLayout() {
  return (
    <MemberOnly>
      <BackOfficeGate />
    </MemberOnly>
  );
}
