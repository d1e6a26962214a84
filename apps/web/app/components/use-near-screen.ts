import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within one screen height below the view (and stays true): content loaded then is
 * there before the guest reaches it, and whatever moves when it arrives is still out of view (CLS 0).
 * Without IntersectionObserver it is true at once.
 */
export function useNearScreen<Element extends HTMLElement>(): [RefObject<Element | null>, boolean] {
  const ref = useRef<Element>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
