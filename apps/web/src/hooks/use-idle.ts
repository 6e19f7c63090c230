import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after the component mounted (at the latest `timeoutMs` later): for work
 * that should not share a task with the page's first render.
 */
export const useIdle = (timeoutMs = 500): boolean => {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(done, 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(done, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }, [timeoutMs]);
  return idle;
};
