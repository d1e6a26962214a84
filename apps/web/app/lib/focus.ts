import type { FocusEvent, SyntheticEvent } from 'react';

/**
 * The one place that moves keyboard focus on the guest pages (decision 096): route changes, dialogs that close,
 * popovers, controls that disappear or disable themselves. Focus is never left on <body>: a keyboard or screen
 * reader guest would have to start again from the top of the page.
 */

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** How long a page that is still rendering (a lazily loaded part) may take to show its heading. */
const HEADING_WAIT_MS = 3000;
/** Set before a full reload that should land on the new page's heading (signing in reloads the page). */
const AFTER_RELOAD_KEY = 'konak.focusHeadingAfterLoad';

function isShown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : element.isConnected;
}

/**
 * Focuses `element`, making it programmatically focusable (tabindex -1) when it is not, e.g. a heading.
 * Scrolls it into view only when asked (the caller may be scrolling smoothly itself). True when it took focus.
 */
export function focusElement(element: Element | null | undefined, { scroll = false } = {}): boolean {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if (element.matches(':disabled')) return false;
  if (!element.matches(TABBABLE) && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: !scroll });
  return document.activeElement === element;
}

/** The first control a guest could Tab to inside `container`, if any is shown. */
export function firstTabbable(container: Element): HTMLElement | null {
  for (const candidate of container.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (candidate.tabIndex >= 0 && isShown(candidate)) return candidate;
  }
  return null;
}

function pageHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('h1');
}

/**
 * Focuses the page's <h1> inside <main> (or <main> itself while the heading is not rendered yet; it then moves
 * to the heading when it appears, unless the guest has moved on meanwhile).
 */
export function focusPageHeading(): void {
  const main = document.getElementById('main');
  if (!main) return;
  const heading = pageHeading(main);
  if (focusElement(heading ?? main) && heading) return;
  const observer = new MutationObserver(() => {
    const late = pageHeading(main);
    if (!late) return;
    observer.disconnect();
    if (document.activeElement === main || document.activeElement === document.body) focusElement(late);
  });
  observer.observe(main, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
}

/**
 * Gives focus back to `preferred` (the button that opened a dialog, a stepper's sibling) when it is still
 * there and usable; otherwise to the page heading, never to <body>.
 */
export function restoreFocus(preferred: Element | null | undefined): void {
  if (preferred instanceof HTMLElement && preferred.isConnected && focusElement(preferred)) return;
  focusPageHeading();
}

/** Before a full reload (after signing in): the reloaded page starts at its heading instead of at <body>. */
export function focusHeadingAfterReload(): void {
  try {
    sessionStorage.setItem(AFTER_RELOAD_KEY, '1');
  } catch {
    // Storage refused (private mode): the reloaded page starts at the top, as any page does.
  }
}

/** True once, on the first page after focusHeadingAfterReload(). */
export function takeFocusAfterReload(): boolean {
  try {
    if (sessionStorage.getItem(AFTER_RELOAD_KEY) === null) return false;
    sessionStorage.removeItem(AFTER_RELOAD_KEY);
    return true;
  } catch {
    return false;
  }
}

function hidePopover(popover: HTMLElement): void {
  try {
    popover.hidePopover();
  } catch {
    // Already hidden (browsers before the 2024 spec change throw instead of doing nothing).
  }
}

/**
 * Handlers for a native popover (the search bar's dates and guests, the language menu): opening it moves focus
 * to its first control unless something inside already has it or `focusFirst` is false (the dates popover's
 * calendar focuses its own day once loaded), and focus
 * leaving it (Tab past its last control, Shift+Tab back to its trigger) closes it. Escape and clicks outside are
 * the browser's: popover="auto" closes on them and returns focus to the trigger.
 */
export function popoverFocus({ focusFirst = true }: { focusFirst?: boolean } = {}) {
  return {
    onToggle: (event: SyntheticEvent<HTMLElement>) => {
      const popover = event.currentTarget;
      if (!focusFirst || !popover.matches(':popover-open') || popover.contains(document.activeElement))
        return;
      const first = firstTabbable(popover);
      if (first) focusElement(first);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const popover = event.currentTarget;
      const next = event.relatedTarget;
      // No next element: a click on the popover's text, or the window lost focus; light dismiss handles clicks.
      if (!(next instanceof Node) || popover.contains(next)) return;
      hidePopover(popover);
    },
  };
}

/** The bars fixed or sticky to the bottom of the screen: the consent banner, the phone's booking bar. */
const BOTTOM_BARS = '[data-consent-banner], [data-booking-bar]';
let clearanceInstalled = false;

/**
 * Keeps the focused element clear of the bottom bars (WCAG 2.4.11). app.css gives the page scroll padding of
 * their height, but Chromium does not scroll for an element that is already partly in view (a tall field whose
 * top shows above the banner): this scrolls it the rest of the way. Installed once, by the bars themselves.
 */
export function keepFocusClearOfBottomBars(): void {
  if (clearanceInstalled) return;
  clearanceInstalled = true;
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!(target instanceof Element) || target.closest(BOTTOM_BARS)) return;
    const box = target.getBoundingClientRect();
    // Only when a bar really is on top of it: not for a dialog above the bars, nor for an element out of view
    // (the browser scrolls that one itself, with the scroll padding).
    const bar = document
      .elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      ?.closest(BOTTOM_BARS);
    if (!bar) return;
    // The whole element when it fits above the bar, else its top.
    const overlap = Math.min(box.bottom - bar.getBoundingClientRect().top, box.top - 8);
    if (overlap > 0) window.scrollBy({ top: overlap, behavior: 'instant' });
  });
}
