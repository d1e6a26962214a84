import { AuthCallbackPage } from '../features/auth/auth-callback-page';
import { tokenPageMeta } from '../features/auth/token-page-meta';
import { pageTextsLoader } from '../i18n/translations.server';
import type { Route } from './+types/auth-callback';

export const loader = pageTextsLoader(['auth']);

export function meta(args: Route.MetaArgs) {
  return tokenPageMeta(args, 'callback.metaTitle');
}

export default function AuthCallback() {
  return <AuthCallbackPage />;
}
