// A tool page's HTML answer carries head tags the server wrote for that tool (ADR 034): its meta description,
// canonical link, Open Graph tags and JSON-LD. They are true of the first page only.
const SERVER_HEAD =
  'meta[name="description"], link[rel="canonical"], meta[property^="og:"], script[type="application/ld+json"]';

/**
 * Takes over the server's head tags before React renders: the description goes at once (every page renders its
 * own, and two would stand side by side); the rest stay for the page they describe and go when the visitor moves
 * to another address (`dropRest`).
 */
export const takeOverServerHead = (): { dropRest: () => void } => {
  const tags = [...document.head.querySelectorAll(SERVER_HEAD)];
  for (const tag of tags) if (tag.matches('meta[name="description"]')) tag.remove();
  return {
    dropRest: () => {
      for (const tag of tags) tag.remove();
    },
  };
};
