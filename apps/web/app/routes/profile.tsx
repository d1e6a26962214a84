import { memberOnly } from '../features/account/member-only';
import { memberPageLoader } from '../features/account/member-page-loader.server';
import { memberPageMeta } from '../features/account/member-page-meta';
import { ProfilePage } from '../features/account/profile/profile-page';
import type { Route } from './+types/profile';

export const loader = memberPageLoader(['account']);

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, 'profile');
}

export default memberOnly(ProfilePage);
