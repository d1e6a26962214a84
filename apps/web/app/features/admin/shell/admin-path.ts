import { localizedPath, type UrlLanguage } from '../../../i18n/language-path';

/** The address of a back-office page (`adminPath('en', '/audit')` is "/en/admin/audit"). */
export function adminPath(language: UrlLanguage, path = ''): string {
  return localizedPath(language, `/admin${path}`);
}
