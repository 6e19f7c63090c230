// Runs before the stylesheet: applies the remembered theme, or the system's, to <html> so the first paint is right.
// Keep the storage key and values in step with src/features/theme/utils/theme-store.ts.
(() => {
  let theme = null;
  try {
    theme = window.localStorage.getItem('ironvolt-theme');
  } catch {
    theme = null;
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
})();
