import type { SiteImage } from '@konak/domain/catalogue/site-image';
import type { ReactNode } from 'react';
import { ResponsivePicture } from '../../components/responsive-picture';

/**
 * The top of the rentals home: a full-width photograph (the page's LCP image, loaded with high priority from
 * the server-rendered HTML) under the title and the search bar (`children`, see hero-text.tsx). Without a site
 * image (the demo seed always has some) the dark background carries the white text alone.
 */
export function Hero({ image, children }: { image: SiteImage | null; children: ReactNode }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate bg-stone-900">
      <div className="absolute inset-0 -z-10 overflow-hidden">
        {/* Decorative here: the heading says what the page offers. */}
        {image && (
          <ResponsivePicture
            image={image}
            sizes="100vw"
            priority
            alt=""
            className="absolute inset-0 size-full object-cover"
          />
        )}
        <div className="absolute inset-0 bg-gradient-to-b from-stone-950/70 via-stone-950/45 to-stone-950/75" />
      </div>
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-8 md:pt-20 md:pb-14">{children}</div>
    </section>
  );
}
