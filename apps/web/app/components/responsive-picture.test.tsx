import type { ResponsiveImage } from '@konak/domain/catalogue/image-variants';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsivePicture } from './responsive-picture';

const image: ResponsiveImage = {
  url: '/media/apartments/loft/living/960.webp',
  alt: 'The living room',
  width: 1600,
  height: 1067,
  srcSet: {
    avif: '/media/apartments/loft/living/320.avif 320w, /media/apartments/loft/living/640.avif 640w',
    webp: '/media/apartments/loft/living/320.webp 320w, /media/apartments/loft/living/640.webp 640w',
  },
};

describe('a picture that waits for the first paint', () => {
  it('is in the server’s HTML only inside <noscript>, so a browser with scripts does not fetch it yet', () => {
    const html = renderToString(<ResponsivePicture image={image} sizes="100vw" afterFirstPaint />);
    expect(html).toMatch(/^<noscript><picture>.*<img [^>]*src="\/media\/apartments\/loft\/living\/960.webp"/);
  });

  it('appears after the first frame', async () => {
    render(<ResponsivePicture image={image} sizes="100vw" afterFirstPaint />);
    expect(screen.queryByRole('img')).toBeNull();
    await waitFor(() => expect(screen.getByRole('img', { name: 'The living room' })).toBeTruthy());
  });

  it('shows at once when it does not wait', () => {
    const html = renderToString(<ResponsivePicture image={image} sizes="100vw" />);
    expect(html).toMatch(/^<picture>/);
    render(<ResponsivePicture image={image} sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'The living room' })).toBeTruthy();
  });
});
