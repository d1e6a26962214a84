import { describe, expect, it } from 'vitest';
import { demoPictures } from '../../demo/pictures/demo-pictures.ts';
import { parseVariantPath, variantOfBasePath } from './media-catalogue.ts';

describe('parseVariantPath', () => {
  it('accepts a demo picture at an offered width in AVIF or WebP', () => {
    expect(parseVariantPath(demoPictures, 'apartments/moda-sahil-terrace/living/960.avif')).toMatchObject({
      picture: 'apartments/moda-sahil-terrace/living',
      width: 960,
      format: 'avif',
    });
    expect(parseVariantPath(demoPictures, 'tours/kadikoy-food-tour/meze-table/320.webp')?.format).toBe(
      'webp',
    );
    expect(parseVariantPath(demoPictures, 'site/hero-rentals/balcony-sunset/1600.webp')?.width).toBe(1600);
  });

  it.each([
    ['an unknown kind', 'users/moda-sahil-terrace/living/960.avif'],
    ['an unknown apartment', 'apartments/no-such-flat/living/960.avif'],
    ['an unknown room type', 'apartments/moda-sahil-terrace/garage/960.avif'],
    ['a room the flat does not have', 'apartments/moda-caddesi-studio/bedroom-3/960.avif'],
    ['a scene of another tour', 'tours/kadikoy-food-tour/hammam/960.avif'],
    ['a hero under the wrong category', 'site/hero-tours/istanbul-skyline/960.avif'],
    ['a width that is not offered', 'apartments/moda-sahil-terrace/living/961.avif'],
    ['a width above the source', 'apartments/moda-sahil-terrace/living/1920.avif'],
    ['another format', 'apartments/moda-sahil-terrace/living/960.png'],
    ['upper case', 'apartments/moda-sahil-terrace/Living/960.avif'],
    ['a parent segment', 'apartments/../../etc/960.avif'],
    ['an extra segment', 'apartments/moda-sahil-terrace/living/x/960.avif'],
    ['a trailing slash', 'apartments/moda-sahil-terrace/living/960.avif/'],
    ['nothing', ''],
  ])('refuses %s', (_reason, relativePath) => {
    expect(parseVariantPath(demoPictures, relativePath)).toBeUndefined();
  });

  it('resolves stored base paths and skips ones that are not ours', () => {
    expect(
      variantOfBasePath(demoPictures, '/media/tours/kadikoy-food-tour/meze-table', 480, 'webp')?.width,
    ).toBe(480);
    expect(variantOfBasePath(demoPictures, 'https://example.com/photo', 480, 'webp')).toBeUndefined();
  });
});
