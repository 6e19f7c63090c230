import { type RefObject, useEffect, useState } from 'react';

/**
 * False until the element first comes within `margin` of the viewport, then true for good: for work an element
 * needs only once someone can see it.
 */
export const useNearViewport = (ref: RefObject<Element | null>, margin = '200px'): boolean => {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
};
