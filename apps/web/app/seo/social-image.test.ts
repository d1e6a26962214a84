import { responsiveImage } from '@konak/domain/catalogue/image-variants';
import { describe, expect, it } from 'vitest';
import { defaultSocialImage, socialImageOf } from './social-image';

describe('social card pictures', () => {
  it('use the plain variant of a catalogue picture with that variant’s own size', () => {
    const image = responsiveImage('/media/site/hero/skyline', { width: 1600, height: 1067 }, 'Skyline');
    expect(socialImageOf(image)).toEqual({
      url: '/media/site/hero/skyline/960.webp',
      width: 960,
      height: 640,
      alt: 'Skyline',
      type: 'image/webp',
    });
  });

  it('keep the size of a source narrower than the plain variant', () => {
    const image = responsiveImage('/media/x/y/z', { width: 500, height: 400 }, '');
    expect(socialImageOf(image)).toMatchObject({ url: '/media/x/y/z/480.webp', width: 480, height: 384 });
  });

  it('are absent without a picture, and the site card is 1200 × 630', () => {
    expect(socialImageOf(null)).toBeNull();
    expect(defaultSocialImage('Istanbul')).toEqual({
      url: '/social-card.jpg',
      width: 1200,
      height: 630,
      alt: 'Istanbul',
      type: 'image/jpeg',
    });
  });
});
