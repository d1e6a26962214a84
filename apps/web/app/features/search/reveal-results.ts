import { MOBILE_BREAKPOINT_PX } from '../../components/use-mobile-viewport';

/**
 * Brings the results heading into view after a search. On a phone the results sit below the tall search bar, so
 * the guest would not see that anything happened: scroll to them and move focus to the heading (tabIndex -1) so a
 * screen reader reads where the guest now is. On a wider screen the results are often already visible beside or
 * under the bar; scroll (and move focus, so focus follows the view) only when the heading is below the fold.
 */
export function revealResults(heading: HTMLElement): void {
  const phone = window.innerWidth < MOBILE_BREAKPOINT_PX;
  if (!phone && heading.getBoundingClientRect().top < window.innerHeight) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // preventScroll: focusing would otherwise jump there at once and cut the smooth scroll short.
  heading.focus({ preventScroll: true });
}
