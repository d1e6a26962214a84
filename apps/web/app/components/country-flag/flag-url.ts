/**
 * Where the site serves a region's flag: a small SVG from the `flag-icons` package (MIT), copied into the build
 * by `flag-images-plugin.ts` (decision 059). Systems without an emoji font draw regional-indicator flags as
 * empty boxes or letters, so flags are images, fetched only when they scroll into view.
 */
export const FLAG_PATH_PREFIX = '/flags/';

export function flagUrl(regionCode: string): string {
  return `${FLAG_PATH_PREFIX}${regionCode.toLowerCase()}.svg`;
}
