import type { MetaDescriptor } from 'react-router';
import { translatorForMeta } from '../i18n/meta-translator';
import type { Namespace, TranslationKey } from '../i18n/namespaces';

/**
 * A public route's `meta`: the tab's tags its loader built on the server with pageSeo and pageHead (`loaderData.seo`),
 * so the browser bundle carries none of the builders; the document-only ones are rendered by DocumentOnlyHead. Undefined when the loader sent none (an error or a not-found page).
 */
export function seoMeta(loaderData: unknown): MetaDescriptor[] | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !('seo' in loaderData)) return undefined;
  const seo = (loaderData as { seo?: MetaDescriptor[] | null }).seo;
  return seo ?? undefined;
}

/**
 * The `meta` of a public page that can be missing: the loader's tags, or else a not-found title (from the
 * translations the loaders sent) and NOINDEX.
 */
export function seoMetaOrNotFound<N extends Namespace>(
  args: { loaderData: unknown } & Parameters<typeof translatorForMeta>[0],
  namespace: N,
  notFoundTitle: TranslationKey<N>,
): MetaDescriptor[] {
  const seo = seoMeta(args.loaderData);
  if (seo) return seo;
  const t = translatorForMeta(args);
  return [{ title: t(namespace, notFoundTitle) }, NOINDEX];
}

/** Not-found and error screens: kept out of the index, links still followed. */
export const NOINDEX: MetaDescriptor = { name: 'robots', content: 'noindex' };

/** Member, reservation, password-reset and sign-in pages: nothing in them for a search engine. */
export const NOINDEX_NOFOLLOW: MetaDescriptor = { name: 'robots', content: 'noindex, nofollow' };
