import { MemberOnly } from '../features/account/member-only';
import { memberPageMeta } from '../features/account/member-page-meta';
import { ReservationsPage } from '../features/account/reservations-page';
import { pageLanguageOf } from '../i18n/language-path';
import { loadTranslations } from '../i18n/translations.server';
import type { Route } from './+types/reservations';

// A member page: the server sends only its texts and renders the loading state; the member's data is
// loaded in the browser with the stored token once the sign-in is confirmed (BRIEF §1).
export function loader({ url }: Route.LoaderArgs) {
  return { i18n: loadTranslations(pageLanguageOf(url.pathname), ['account', 'reservation']) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return memberPageMeta({ matches, location }, 'reservations');
}

export default function Reservations() {
  return (
    <MemberOnly>
      <ReservationsPage />
    </MemberOnly>
  );
}
