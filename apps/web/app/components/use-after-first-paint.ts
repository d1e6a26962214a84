import { useEffect, useState } from 'react';

/** Set once the document has painted; pictures mounted later (a client navigation) show at once. */
let documentPainted = false;

/**
 * False in the server's HTML and while the page hydrates, true from the first frame after it: what waits on it
 * never competes with the first paint's largest picture for a slow phone's connection (decision 114).
 */
export function useAfterFirstPaint(waiting = true): boolean {
  const [painted, setPainted] = useState(documentPainted);
  useEffect(() => {
    if (painted || !waiting) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the browser paints; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        documentPainted = true;
        setPainted(true);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted, waiting]);
  return painted;
}
