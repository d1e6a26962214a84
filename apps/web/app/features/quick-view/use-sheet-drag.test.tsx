import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSheetDrag } from './use-sheet-drag';

let clock = 0;

function Sheet({ onClose }: { onClose: () => void }) {
  const sheet = useRef<HTMLDivElement>(null);
  const handlers = useSheetDrag({ sheet, onClose, now: () => clock });
  return (
    <div ref={sheet} data-testid="sheet">
      <div data-testid="handle" {...handlers} />
    </div>
  );
}

/** Drags the handle through the given downward offsets, one every `stepMs`, then releases it. */
function drag(offsets: number[], stepMs: number) {
  const handle = screen.getByTestId('handle');
  clock = 1000;
  fireEvent.pointerDown(handle, { pointerId: 1, pointerType: 'touch', clientY: 200 });
  for (const offset of offsets) {
    clock += stepMs;
    fireEvent.pointerMove(handle, { pointerId: 1, pointerType: 'touch', clientY: 200 + offset });
  }
  const sheet = screen.getByTestId('sheet');
  const transformWhileHeld = sheet.style.transform;
  fireEvent.pointerUp(handle, { pointerId: 1, pointerType: 'touch', clientY: 200 + (offsets.at(-1) ?? 0) });
  return { sheet, transformWhileHeld };
}

function reduceMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

describe('useSheetDrag', () => {
  it('follows the finger down and closes after a slow drag over 100 px', () => {
    const onClose = vi.fn();
    render(<Sheet onClose={onClose} />);
    // 120 px in 1.2 s: 0.1 px/ms, far below the swipe speed.
    const { transformWhileHeld } = drag([30, 60, 90, 120], 300);
    expect(transformWhileHeld).toBe('translateY(120px)');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a short swipe faster than 0.5 px/ms', () => {
    const onClose = vi.fn();
    render(<Sheet onClose={onClose} />);
    // 60 px at 1 px/ms.
    drag([20, 40, 60], 20);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('snaps back in 300 ms after a short, slow drag', () => {
    reduceMotion(false);
    const onClose = vi.fn();
    render(<Sheet onClose={onClose} />);
    // 60 px at 0.2 px/ms.
    const { sheet } = drag([20, 40, 60], 100);
    expect(onClose).not.toHaveBeenCalled();
    expect(sheet.style.transform).toBe('');
    expect(sheet.style.transition).toBe('transform 300ms ease-out');
  });

  it('snaps back when the finger turned back up before lifting, however fast the start', () => {
    const onClose = vi.fn();
    render(<Sheet onClose={onClose} />);
    drag([10, 20, 30, 40, 35, 30], 2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('snaps back at once for readers who prefer reduced motion', () => {
    reduceMotion(true);
    render(<Sheet onClose={vi.fn()} />);
    const { sheet } = drag([20, 40, 60], 100);
    expect(sheet.style.transform).toBe('');
    expect(sheet.style.transition).toBe('none');
  });

  it('never lifts the sheet above its place', () => {
    render(<Sheet onClose={vi.fn()} />);
    const { transformWhileHeld } = drag([-50], 100);
    expect(transformWhileHeld).toBe('');
  });
});
