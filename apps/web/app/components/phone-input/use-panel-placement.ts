import { type RefObject, useLayoutEffect, useState } from 'react';

export type PanelPlacement = { side: 'below' | 'above'; listMaxHeight: number };

/** The country list's preferred height (15 rem), and what its search field and padding add around it. */
const LIST_HEIGHT = 240;
const MIN_LIST_HEIGHT = 120;
const SEARCH_BLOCK = 76;
const GAP = 8;

const INITIAL: PanelPlacement = { side: 'below', listMaxHeight: LIST_HEIGHT };

/** The part of the screen an element can show anything in: the viewport cut by every ancestor that clips. */
function visibleBand(element: HTMLElement): { top: number; bottom: number } {
  const viewport = window.visualViewport;
  let top = viewport?.offsetTop ?? 0;
  let bottom = top + (viewport?.height ?? window.innerHeight);
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (!/auto|scroll|hidden|clip/.test(getComputedStyle(node).overflowY)) continue;
    const box = node.getBoundingClientRect();
    top = Math.max(top, box.top);
    bottom = Math.min(bottom, box.bottom);
  }
  return { top, bottom };
}

/**
 * Where the open country list goes so that it covers the form instead of pushing it down, and is never cut off by
 * the dialog or the screen: below the phone row when it fits there (or has more room there), else above, with
 * the list shortened to the room there is. Measured again when the screen changes size (an on-screen keyboard
 * opening) or anything scrolls.
 */
export function usePanelPlacement(anchor: RefObject<HTMLElement | null>, open: boolean): PanelPlacement {
  const [placement, setPlacement] = useState(INITIAL);

  useLayoutEffect(() => {
    if (!open) return;
    function measure() {
      const element = anchor.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      const band = visibleBand(element);
      const below = band.bottom - box.bottom - GAP;
      const above = box.top - band.top - GAP;
      const side = below >= LIST_HEIGHT + SEARCH_BLOCK || below >= above ? 'below' : 'above';
      const room = (side === 'below' ? below : above) - SEARCH_BLOCK;
      const listMaxHeight = Math.round(Math.max(MIN_LIST_HEIGHT, Math.min(LIST_HEIGHT, room)));
      setPlacement((current) =>
        current.side === side && current.listMaxHeight === listMaxHeight ? current : { side, listMaxHeight },
      );
    }
    measure();
    const viewport = window.visualViewport;
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    viewport?.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, { capture: true });
      viewport?.removeEventListener('resize', measure);
    };
  }, [anchor, open]);

  return placement;
}
