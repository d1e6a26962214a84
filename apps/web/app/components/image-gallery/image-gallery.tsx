import type { ResponsiveImage } from '@konak/domain/catalogue/image-variants';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useLanguage, useTranslation } from '../../i18n/i18n-context';
import { Icon } from '../icons';
import { ResponsivePicture } from '../responsive-picture';
import { clampIndex, indexForKey, stepIndex, swipeStep } from './gallery-navigation';

export type ImageGalleryProps = {
  images: readonly ResponsiveImage[];
  /** Accessible name of the gallery, e.g. the apartment's title. */
  label: string;
  /** `sizes` of the large picture, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /** The shown picture (0-based) when the parent controls it; pair it with `onIndexChange`. */
  index?: number;
  /** Called with the new index on every move (buttons, keys, swipes, the show-all grid). */
  onIndexChange?: (index: number) => void;
  /** The first picture shown when the gallery controls its own index. */
  defaultIndex?: number;
  /** The picture is the page's LCP element: load the first one eagerly with high priority. */
  priority?: boolean;
  /** Shape of the picture frame; the picture covers it. Default: 4∶3. */
  frameClassName?: string;
  /** Columns of the show-all grid. Default: 3 (4 from 768 px). */
  gridClassName?: string;
  /** `sizes` of one thumbnail in the grid. */
  thumbnailSizes?: string;
};

type FocusRequest = 'grid' | 'toggle' | null;

/**
 * One large picture with previous/next buttons, a "3 / 8" counter, arrow keys (mirrored in Arabic), touch
 * swipes, and a "show all" grid of thumbnails that jumps to the chosen picture. Moving past either end wraps.
 * Texts come from the `common` namespace (gallery.*), which every page has. Its buttons carry data-replay-click:
 * inside a page island (components/lazy-island.tsx) a click that comes before the code still counts.
 */
export function ImageGallery({
  images,
  label,
  sizes,
  index,
  onIndexChange,
  defaultIndex = 0,
  priority = false,
  frameClassName = 'aspect-[4/3]',
  gridClassName = 'grid-cols-3 md:grid-cols-4',
  thumbnailSizes = '(min-width: 768px) 12rem, 33vw',
}: ImageGalleryProps) {
  const { t } = useTranslation('common');
  const { direction } = useLanguage();
  const total = images.length;
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const current = clampIndex(index ?? ownIndex, total);
  const [showingGrid, setShowingGrid] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  const focusRequest = useRef<FocusRequest>(null);

  // Focus follows the reader between the two views, but only after they asked for the switch (the request
  // is consumed by the first render that shows the new view).
  useEffect(() => {
    const request = focusRequest.current;
    focusRequest.current = null;
    if (request === 'grid') grid.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
    if (request === 'toggle') toggleButton.current?.focus();
  });

  const select = (next: number) => {
    if (index === undefined) setOwnIndex(next);
    onIndexChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (showingGrid || total < 2) return;
    const next = indexForKey(event.key, current, total, direction);
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Mice have the buttons; a swipe is a finger's (or pen's) gesture.
    swipeStart.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || total < 2) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y, direction);
    if (step !== 0) select(stepIndex(current, step, total));
  };

  const toggleGrid = () => {
    focusRequest.current = showingGrid ? null : 'grid';
    setShowingGrid(!showingGrid);
  };
  const jumpTo = (picked: number) => {
    select(picked);
    focusRequest.current = 'toggle';
    setShowingGrid(false);
  };

  const image = images[current];
  return (
    <section aria-label={label} onKeyDown={onKeyDown} className="flex flex-col gap-2">
      {showingGrid ? (
        <ul ref={grid} aria-label={t('gallery.allPhotos')} className={`grid gap-2 ${gridClassName}`}>
          {images.map((thumbnail, position) => (
            <li key={thumbnail.url}>
              <button
                type="button"
                onClick={() => jumpTo(position)}
                aria-label={t('gallery.photo', { index: position + 1, total })}
                aria-current={position === current ? 'true' : undefined}
                className="relative block aspect-square w-full overflow-hidden rounded-lg bg-stone-100 aria-[current=true]:ring-3 aria-[current=true]:ring-brand-700"
              >
                <ResponsivePicture
                  image={thumbnail}
                  alt=""
                  sizes={thumbnailSizes}
                  className="absolute inset-0 size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div
          className={`relative touch-pan-y overflow-hidden rounded-xl bg-stone-100 ${frameClassName}`}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          {image ? (
            <ResponsivePicture
              key={image.url}
              image={image}
              sizes={sizes}
              priority={priority && current === defaultIndex}
              className="absolute inset-0 size-full object-cover"
            />
          ) : (
            <p className="absolute inset-0 flex items-center justify-center text-stone-600">
              {t('gallery.empty')}
            </p>
          )}
          {total > 1 && (
            <>
              <GalleryButton
                label={t('gallery.previous')}
                className="start-2"
                onClick={() => select(stepIndex(current, -1, total))}
                path="M15 6l-6 6 6 6"
              />
              <GalleryButton
                label={t('gallery.next')}
                className="end-2"
                onClick={() => select(stepIndex(current, 1, total))}
                path="M9 6l6 6-6 6"
              />
              <p
                aria-live="polite"
                className="absolute end-2 bottom-2 rounded-full bg-stone-950/75 px-2.5 py-0.5 text-sm font-medium text-white tabular-nums"
              >
                {t('gallery.counter', { index: current + 1, total })}
              </p>
            </>
          )}
        </div>
      )}
      {total > 1 && (
        <button
          ref={toggleButton}
          type="button"
          onClick={toggleGrid}
          aria-expanded={showingGrid}
          data-replay-click
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {showingGrid ? t('gallery.backToPhoto') : t('gallery.showAll', { count: total })}
        </button>
      )}
    </section>
  );
}

function GalleryButton({
  label,
  className,
  onClick,
  path,
}: {
  label: string;
  className: string;
  onClick: () => void;
  path: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      data-replay-click
      className={`absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md hover:bg-white ${className}`}
    >
      {/* Chevrons point along the reading direction, so Arabic mirrors them. */}
      <Icon className="size-5 rtl:-scale-x-100">
        <path d={path} />
      </Icon>
    </button>
  );
}
