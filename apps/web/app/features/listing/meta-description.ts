/** Search engines show about 155 characters; longer descriptions are cut at a word and end with an ellipsis. */
const MAX_META_DESCRIPTION = 155;

export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_META_DESCRIPTION) return clean;
  const cut = clean.slice(0, MAX_META_DESCRIPTION - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
