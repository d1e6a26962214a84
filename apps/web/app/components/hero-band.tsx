import type { SiteImage } from '@konak/domain/api/site-images/site-image';
import type { ReactNode } from 'react';
import { ResponsivePicture } from './responsive-picture';

/**
 * The top of a marketing page: a full-width photograph (the page's LCP image, loaded with high priority from the
 * server-rendered HTML) darkened by `shade` under white words. Without a picture the dark background carries them.
 */
export function HeroBand({
  titleId,
  image,
  shade,
  padding,
  children,
}: {
  /** The id of the page's h1, which names the band. */
  titleId: string;
  image: SiteImage | null;
  /** The gradient's classes: how much darker the picture gets, top to bottom. */
  shade: string;
  /** The content's vertical padding. */
  padding: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="relative isolate bg-stone-900">
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
        <div className={`absolute inset-0 bg-gradient-to-b ${shade}`} />
      </div>
      <div className={`mx-auto max-w-6xl px-4 ${padding}`}>{children}</div>
    </section>
  );
}

/** The hero's words: a small line above, the page's h1 and a sentence under it. */
export function HeroWords({
  titleId,
  eyebrow,
  title,
  subtitle,
  subtitleClassName,
}: {
  titleId: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  /** More classes of the sentence (e.g. its margin to what follows). */
  subtitleClassName?: string;
}) {
  const subtitleClasses = subtitleClassName ? `${subtitleClassName} ` : '';
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{eyebrow}</p>
      <h1
        id={titleId}
        className="mt-3 max-w-3xl text-3xl leading-tight font-bold text-balance text-white md:text-5xl"
      >
        {title}
      </h1>
      <p className={`mt-4 ${subtitleClasses}max-w-2xl text-lg leading-relaxed text-pretty text-stone-100`}>
        {subtitle}
      </p>
    </>
  );
}
