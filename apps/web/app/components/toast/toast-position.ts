/** Spec §4/§9: a toast closes after 5 s; the 0.3 s fade is in app.css. */
export const TOAST_DURATION_MS = 5_000;

/** A top toast starts under the site header (h-16, 64 px) so the menu button stays within reach while it shows. */
export const TOAST_TOP_OFFSET_PX = 72;

export type ToastPosition = 'top-center' | 'bottom-right' | 'bottom-left';

/** Top on phones (clear of the thumb and the bottom sheets); the end-side bottom corner on desktop. */
export function toastPosition(isMobile: boolean, direction: 'ltr' | 'rtl'): ToastPosition {
  if (isMobile) return 'top-center';
  return direction === 'rtl' ? 'bottom-left' : 'bottom-right';
}
