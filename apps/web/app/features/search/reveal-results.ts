import { MOBILE_BREAKPOINT_PX } from '../../components/use-mobile-viewport';
import { focusElement } from '../../lib/focus';

/**
 * After a search, focus moves to the results heading (tabIndex -1), so a screen reader reads where the guest
 * now is and the next Tab goes through the new results: the search bar the guest pressed Search in is rendered
 * afresh for the new URL, and focus would otherwise fall to the page. On a phone the results sit below the tall
 * search bar, so the guest would not see that anything happened: scroll to them. On a wider screen scroll only
 * when the heading is below the fold.
 */
export function revealResults(heading: HTMLElement): void {
  const phone = window.innerWidth < MOBILE_BREAKPOINT_PX;
  if (phone || heading.getBoundingClientRect().top >= window.innerHeight) {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }
  // preventScroll: focusing would otherwise jump there at once and cut the smooth scroll short.
  focusElement(heading);
}
