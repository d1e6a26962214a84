import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading, takeFocusAfterReload } from '../lib/focus';

/**
 * After a page change inside the site (a new path; a new query string is the same page, e.g. a search), focus
 * moves to the new page's heading and its title is announced, as a full page load would be (decision 096). The
 * first render is a page load: focus stays where the browser put it, unless the page was reloaded after signing
 * in (lib/focus.ts focusHeadingAfterReload).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const first = previous.current === null;
    const changed = !first && previous.current !== pathname;
    previous.current = pathname;
    if (first ? !takeFocusAfterReload() : !changed) return;
    focusPageHeading();
    // The title is set in the same commit (<Meta>); read it after the browser has applied it.
    const frame = requestAnimationFrame(() => setAnnouncement(document.title));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <p role="status" className="sr-only" data-testid="route-announcement">
      {announcement}
    </p>
  );
}
