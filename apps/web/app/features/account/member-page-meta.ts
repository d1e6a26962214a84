import { translatorForMeta } from '../../i18n/meta-translator';
import { NOINDEX_NOFOLLOW } from '../../seo/seo-meta';

type MetaArgs = Parameters<typeof translatorForMeta>[0];

/**
 * Title and robots tag of a member page. The server renders only the loading state of these pages, and
 * what a member sees there is theirs alone: nothing for a search engine to index.
 */
export function memberPageMeta(args: MetaArgs, page: 'profile' | 'reservations' | 'favorites') {
  const t = translatorForMeta(args);
  return [{ title: t('account', `meta.${page}`) }, NOINDEX_NOFOLLOW];
}
