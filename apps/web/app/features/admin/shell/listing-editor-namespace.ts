/**
 * The namespaces of the back office's listing editors (apartments, tours). Each holds the same `tabs`, `texts`,
 * `state` and `publish` texts in its own words ("this apartment", "this tour"), which the shared language tabs,
 * published badge and publish dialog read.
 */
export type ListingEditorNamespace = 'admin-apartments' | 'admin-tour-catalogue';

/** The texts every listing has in each language; a kind of listing may add its own (a tour's meeting point). */
export type ListingTexts = { title: string; description: string; slug: string };

/** A language whose title or description is blank: its guests read the Turkish texts. */
export function isMissingTexts(texts: ListingTexts): boolean {
  return !texts.title.trim() || !texts.description.trim();
}
