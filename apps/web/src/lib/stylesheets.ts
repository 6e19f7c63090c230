/**
 * Resolves once the page's stylesheets are in: the first paint had only the CSS inlined for the prerendered page
 * (plugins/critical-css.ts), and the pages React renders need the whole stylesheet. A link that failed or finished
 * before this was called is settled by the window's load event, which waits for every stylesheet.
 */
export const stylesheetsLoaded = (): Promise<void> => {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  );
  if (pending.length === 0 || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const settle = () => {
      left -= 1;
      if (left === 0) resolve();
    };
    for (const link of pending) {
      link.addEventListener('load', settle, { once: true });
      link.addEventListener('error', settle, { once: true });
    }
    window.addEventListener('load', () => resolve(), { once: true });
  });
};
