import type { MetaDescriptor, RouterContextProvider } from 'react-router';
import { documentOnlyHeadTags } from './document-head';

/** What a browser tab uses after a client-side navigation too: the title, the description, robots and canonical. */
function isTabTag(descriptor: MetaDescriptor): boolean {
  if ('title' in descriptor) return true;
  if ('name' in descriptor) return descriptor.name === 'description' || descriptor.name === 'robots';
  return 'tagName' in descriptor && descriptor.tagName === 'link' && descriptor.rel === 'canonical';
}

/**
 * Splits a page's tags (pageSeo's): the loader returns the tab's as `seo`, and the rest go into the document only
 * (document-head.tsx, decision 114).
 */
export function pageHead(
  context: Readonly<RouterContextProvider>,
  tags: readonly MetaDescriptor[],
): MetaDescriptor[] {
  (context as RouterContextProvider).set(
    documentOnlyHeadTags,
    tags.filter((tag) => !isTabTag(tag)),
  );
  return tags.filter(isTabTag);
}
