import { type RefObject, useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { revealResults } from './reveal-results';

/**
 * Reveals the results once a search the guest sent from this page has loaded. A search is a GET form submission
 * to the same page (search-bar.tsx); pager links and other navigations are not, and keep their own scrolling.
 */
export function useRevealResultsAfterSearch(heading: RefObject<HTMLElement | null>): void {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const searching =
    navigation.state !== 'idle' &&
    navigation.formMethod?.toUpperCase() === 'GET' &&
    navigation.location.pathname === pathname;
  const searchPending = useRef(false);

  useEffect(() => {
    if (searching) {
      searchPending.current = true;
      return;
    }
    // Idle again: the new results are committed in this same render.
    if (navigation.state === 'idle' && searchPending.current) {
      searchPending.current = false;
      if (heading.current) revealResults(heading.current);
    }
  }, [searching, navigation.state, heading]);
}
