import { isRecognisedLanguage } from '@konak/domain/languages';
import { data, Outlet } from 'react-router';
import { SiteShell } from '../features/layout/site-shell';
import type { Route } from './+types/language-layout';

// "/owners" and "/en/owners" both match here: a first segment that is no language belongs to a deeper
// route when one exists (static segments rank first), so reaching this check with it means a 404.
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isRecognisedLanguage(params.lang)) {
    throw data(null, { status: 404 });
  }
  return null;
}

export default function LanguageLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
