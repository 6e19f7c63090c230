import { useLayoutEffect } from 'react';

type DocumentHeadProps = {
  /** The whole title, e.g. "Blogs | Ironvolt Tools". */
  title: string;
  description: string;
  /** "noindex" on pages search engines should leave out (not found, a tool that is gone). */
  robots?: string;
};

/** The title the page arrived with (index.html's, or the one the server wrote for a tool), shown between pages. */
const arrivedWith = typeof document === 'undefined' ? '' : document.title;

/** The page's `<meta name="…">` tag, made when the page has none. */
const metaTag = (name: string): HTMLMetaElement => {
  const found = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (found) return found;
  const made = document.createElement('meta');
  made.name = name;
  document.head.append(made);
  return made;
};

/**
 * Writes the page's title, description and robots rule into `<head>` while the page is shown, and takes them
 * with it when it goes, so each page has exactly one of each (index.html has no description of its own). One per
 * page: two at once would share the tags. The
 * browser runs Preact, which renders a `<title>` where it stands (ADR 043); the head is the document's, so an
 * effect writes it.
 */
export const DocumentHead = ({ title, description, robots }: DocumentHeadProps) => {
  useLayoutEffect(() => {
    document.title = title;
    const tags = [metaTag('description')];
    tags[0]?.setAttribute('content', description);
    if (robots) {
      const rule = metaTag('robots');
      rule.setAttribute('content', robots);
      tags.push(rule);
    }
    return () => {
      document.title = arrivedWith;
      for (const tag of tags) tag.remove();
    };
  }, [title, description, robots]);
  return null;
};
