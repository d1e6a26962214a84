import { type RefObject, useEffect, useState } from 'react';

/**
 * True while the guest is using the dialog around `inside`: the pointer moving over it, or keyboard focus
 * (:focus-visible) moved to one of its controls. The success modal holds its countdown meanwhile (WCAG 2.2.1).
 * A pointer that merely rests where the modal appeared, or the focus the dialog places itself when it opens,
 * does not count: the countdown is for the guest who lets it run.
 */
export function useGuestAttention(inside: RefObject<HTMLElement | null>): boolean {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const dialog = inside.current?.closest<HTMLElement>('[role="dialog"]') ?? inside.current;
    if (!dialog) return;
    const keyboardFocusInside = () => {
      const active = document.activeElement;
      setFocused(
        active instanceof HTMLElement && dialog.contains(active) && active.matches(':focus-visible'),
      );
    };
    const moved = () => setHovered(true);
    const left = () => setHovered(false);
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && dialog.contains(event.relatedTarget))) setFocused(false);
    };
    // From the next frame: the focus the dialog places itself when it opens is not the guest's doing.
    const listen = requestAnimationFrame(() => {
      dialog.addEventListener('pointermove', moved);
      dialog.addEventListener('pointerleave', left);
      dialog.addEventListener('focusin', keyboardFocusInside);
      dialog.addEventListener('focusout', focusOut);
    });
    return () => {
      cancelAnimationFrame(listen);
      dialog.removeEventListener('pointermove', moved);
      dialog.removeEventListener('pointerleave', left);
      dialog.removeEventListener('focusin', keyboardFocusInside);
      dialog.removeEventListener('focusout', focusOut);
    };
  }, [inside]);

  return hovered || focused;
}
