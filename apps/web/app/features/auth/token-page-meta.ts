import { translatorForMeta } from '../../i18n/meta-translator';
import type { TranslationKey } from '../../i18n/namespaces';
import { NOINDEX_NOFOLLOW } from '../../seo/seo-meta';

/**
 * Title and robots tags of a page whose address carries a token (password reset, sign-in callback): nothing
 * for a search engine, and the address is never handed on in a Referer header.
 */
export function tokenPageMeta(args: Parameters<typeof translatorForMeta>[0], title: TranslationKey<'auth'>) {
  const t = translatorForMeta(args);
  return [{ title: t('auth', title) }, NOINDEX_NOFOLLOW, { name: 'referrer', content: 'no-referrer' }];
}
