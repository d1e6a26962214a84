import { memberOnly } from '../features/account/member-only';
import { memberPageMeta } from '../features/account/member-page-meta';
import { ProfilePage } from '../features/account/profile/profile-page';
import { pageTextsLoader } from '../i18n/translations.server';
import type { Route } from './+types/profile';

export const loader = pageTextsLoader(['account']);

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, 'profile');
}

export default memberOnly(ProfilePage);
