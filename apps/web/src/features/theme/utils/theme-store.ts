export type Theme = 'light' | 'dark';

// Keep in step with theme-init.js (inlined into index.html), which applies the same choice before the first paint.
export const THEME_STORAGE_KEY = 'ironvolt-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

const readStoredTheme = (): Theme | null => {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : null;
  } catch {
    return null; // storage can be blocked (privacy modes); the system theme still works
  }
};

const systemTheme = (): Theme => (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');

const applyTheme = (theme: Theme): void => {
  const root = document.documentElement;
  // Transitions are off for the flip, so every colour changes in the same frame and no light text is ever seen
  // on a dark card half-way through (index.css, [data-theme-switching]).
  root.dataset.themeSwitching = '';
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  window.getComputedStyle(root).getPropertyValue('color'); // the new colours are computed now, untransitioned
  window.requestAnimationFrame(() => {
    delete root.dataset.themeSwitching;
  });
  for (const listener of listeners) listener();
};

/** The theme on <html> right now (set first by theme-init.js). */
export const getTheme = (): Theme => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

/** Applies and remembers the user's pick; from then on the system preference no longer applies. */
export const setTheme = (theme: Theme): void => {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // not remembered, still applied
  }
  applyTheme(theme);
};

let watching = false;

const watchOutsideChanges = (): void => {
  if (watching) return;
  watching = true;
  // The system theme changes (e.g. at sunset): follow it while the user has not picked one.
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (readStoredTheme() === null) applyTheme(systemTheme());
  });
  // Another tab picked a theme.
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) applyTheme(readStoredTheme() ?? systemTheme());
  });
};

/** For useSyncExternalStore. */
export const subscribeToTheme = (listener: () => void): (() => void) => {
  watchOutsideChanges();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
