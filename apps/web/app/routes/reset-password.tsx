import { useGuestOnly } from '../features/account/use-guest-only';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { tokenPageMeta } from '../features/auth/token-page-meta';
import { pageTextsLoader } from '../i18n/translations.server';
import type { Route } from './+types/reset-password';

export const loader = pageTextsLoader(['auth']);

export function meta(args: Route.MetaArgs) {
  return tokenPageMeta(args, 'reset.metaTitle');
}

export default function ResetPassword() {
  // A guest-only page (spec §2): someone already signed in is sent to their profile.
  useGuestOnly();
  return <ResetPasswordPage />;
}
