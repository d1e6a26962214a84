import type { ReactNode } from 'react';

const CONTAINER = { wide: 'max-w-6xl', narrow: 'max-w-3xl' } as const;

/**
 * A band of a marketing page (home, owners): a section named by its heading, the heading, an optional intro and
 * the content. With a background the colour spans the screen and the content keeps the page's width.
 */
export function PageSection({
  id,
  anchor,
  title,
  intro,
  width = 'wide',
  background,
  className = '',
  children,
}: {
  /** Prefix of the heading's id (`${id}-title`), which names the section. */
  id: string;
  /** The section's own id, for links that lead to it (`#…`). */
  anchor?: string;
  title: string;
  intro?: string;
  width?: keyof typeof CONTAINER;
  /** Classes of a full-width band (e.g. `bg-stone-100`). */
  background?: string;
  /** More classes of the section itself (e.g. a scroll margin). */
  className?: string;
  children: ReactNode;
}) {
  const content = (
    <>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-stone-900 md:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-2xl text-lg text-stone-700">{intro}</p>}
      {children}
    </>
  );
  const container = `mx-auto ${CONTAINER[width]} px-4 py-12 md:py-16`;
  if (!background) {
    return (
      <section id={anchor} aria-labelledby={`${id}-title`} className={`${container} ${className}`.trim()}>
        {content}
      </section>
    );
  }
  return (
    <section id={anchor} aria-labelledby={`${id}-title`} className={`${background} ${className}`.trim()}>
      <div className={container}>{content}</div>
    </section>
  );
}
