import type { MouseEvent } from 'react';

/** First stop for keyboard users: jumps past the navigation to the page's main content. */
export const SkipLink = ({ targetId }: { targetId: string }) => {
  // Focus the target directly so the URL keeps no fragment and the router does not see a navigation.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  };
  return (
    <a
      href={`#${targetId}`}
      onClick={onClick}
      className="btn btn-accent -translate-y-24 fixed top-2 left-2 z-50 transition-transform focus:translate-y-0"
    >
      Skip to main content
    </a>
  );
};
