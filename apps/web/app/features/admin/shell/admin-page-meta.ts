import type { MetaDescriptor } from 'react-router';
import { translatorForMeta } from '../../../i18n/meta-translator';
import type { TranslationKey } from '../../../i18n/namespaces';
import { NOINDEX_NOFOLLOW } from '../../../seo/seo-meta';

type MetaArgs = Parameters<typeof translatorForMeta>[0];

/** Title and robots tag of a back-office page: "Audit trail – Konak back office", never indexed. */
export function adminPageMeta(args: MetaArgs, title: TranslationKey<'admin'>): MetaDescriptor[] {
  const t = translatorForMeta(args);
  return [{ title: `${t('admin', title)} – ${t('admin', 'meta.titleSuffix')}` }, NOINDEX_NOFOLLOW];
}
