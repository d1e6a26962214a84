import type { SiteImage } from '@konak/domain/catalogue/site-image';
import type { ReactNode } from 'react';
import { HeroBand } from '../../components/hero-band';

/**
 * The top of the rentals home: the site's photograph under the title and the search bar (`children`, see
 * hero-text.tsx). Without a site image (the demo seed always has some) the dark background carries the text alone.
 */
export function Hero({ image, children }: { image: SiteImage | null; children: ReactNode }) {
  return (
    <HeroBand
      titleId="hero-title"
      image={image}
      shade="from-stone-950/70 via-stone-950/45 to-stone-950/75"
      padding="pt-10 pb-8 md:pt-20 md:pb-14"
    >
      {children}
    </HeroBand>
  );
}
