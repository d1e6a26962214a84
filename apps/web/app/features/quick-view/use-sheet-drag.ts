import { type PointerEvent, type RefObject, useRef } from 'react';
import { type DragSample, releaseVelocity, SHEET_SNAP_BACK_MS, sheetReleaseOutcome } from './sheet-drag';

type Drag = { pointerId: number; startY: number; offset: number; samples: DragSample[] };

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Pointer handlers for a bottom sheet's drag handle: the sheet follows the finger downwards (never up), then
 * closes on a long or fast enough drag, or snaps back with a 300 ms transition (instantly when the reader
 * prefers reduced motion). The sheet is moved through its style, without re-rendering on every move.
 */
export function useSheetDrag({
  sheet,
  onClose,
  now = () => performance.now(),
}: {
  sheet: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** The clock of the samples; tests pass their own. */
  now?: () => number;
}) {
  const drag = useRef<Drag | null>(null);

  const moveSheetTo = (offset: number, animate: boolean) => {
    const element = sheet.current;
    if (!element) return;
    element.style.transition = animate ? `transform ${SHEET_SNAP_BACK_MS}ms ease-out` : 'none';
    element.style.transform = offset > 0 ? `translateY(${offset}px)` : '';
  };

  const finish = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const outcome = cancelled
      ? 'snap-back'
      : sheetReleaseOutcome(current.offset, releaseVelocity(current.samples, now()));
    if (outcome === 'close') {
      onClose();
      return;
    }
    moveSheetTo(0, !prefersReducedMotion());
  };

  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.current = {
        pointerId: event.pointerId,
        startY: event.clientY,
        offset: 0,
        samples: [{ offset: 0, time: now() }],
      };
      moveSheetTo(0, false);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      current.offset = Math.max(0, event.clientY - current.startY);
      current.samples.push({ offset: current.offset, time: now() });
      moveSheetTo(current.offset, false);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, true),
  };
}
