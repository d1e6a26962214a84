/** Draws a picture as SVG at the given pixel width (height follows the 3:2 canvas). */
export type SceneRenderer = (width: number) => string;

/**
 * The drawings /media serves. The demo supplies them (src/demo/pictures, loaded only when SEED is not `none`,
 * decision 064); this module only parses their URLs, encodes them and keeps the encoded files.
 */
export type PictureCatalogue = {
  /** Part of the disk-cache path and of every ETag, so a changed drawing is never answered with old bytes. */
  version: number;
  /** Width of the drawn source: the widths offered follow from it. */
  sourceWidth: number;
  /** The drawing behind `<kind>/<key>/<name>`, or undefined when there is no such picture. */
  find(kind: string, key: string, name: string): SceneRenderer | undefined;
};
