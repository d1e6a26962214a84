import { FavoritesPage } from '../features/account/favorites-page';
import { memberOnly } from '../features/account/member-only';
import { memberPageLoader } from '../features/account/member-page-loader.server';
import { memberPageMeta } from '../features/account/member-page-meta';
import type { Route } from './+types/favorites';

export const loader = memberPageLoader(['account']);

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, 'favorites');
}

export default memberOnly(FavoritesPage);
