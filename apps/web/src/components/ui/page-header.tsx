import type { ReactNode } from 'react';

/** The dashboard page's one h1, with a line on what the page is for. */
export const PageHeader = ({ title, lead }: { title: string; lead: ReactNode }) => (
  <header className="mb-8">
    <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
    <p className="mt-2 text-base-content/80">{lead}</p>
  </header>
);
