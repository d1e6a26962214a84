import type { MetaDescriptor } from 'react-router';

/**
 * A public route's `meta`: the tags its loader built on the server with pageSeo (`loaderData.seo`), so the browser
 * bundle carries none of the builders. Undefined when the loader sent none (an error or a not-found page).
 */
export function seoMeta(loaderData: unknown): MetaDescriptor[] | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !('seo' in loaderData)) return undefined;
  const seo = (loaderData as { seo?: MetaDescriptor[] | null }).seo;
  return seo ?? undefined;
}

/** Not-found and error screens: kept out of the index, links still followed. */
export const NOINDEX: MetaDescriptor = { name: 'robots', content: 'noindex' };

/** Member, reservation, password-reset and sign-in pages: nothing in them for a search engine. */
export const NOINDEX_NOFOLLOW: MetaDescriptor = { name: 'robots', content: 'noindex, nofollow' };
