import { FavoritesPage } from '../features/account/favorites-page';
import { memberOnly } from '../features/account/member-only';
import { memberPageMeta } from '../features/account/member-page-meta';
import { pageTextsLoader } from '../i18n/translations.server';
import type { Route } from './+types/favorites';

export const loader = pageTextsLoader(['account']);

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, 'favorites');
}

export default memberOnly(FavoritesPage);
