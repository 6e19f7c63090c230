import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';

type ComingSoonProps = {
  title: string;
  icon: IconName;
  children: ReactNode;
  /** Links onwards, so the page is never a dead end. */
  actions: ReactNode;
};

/** A real page for a feature that is not open yet: says so plainly and offers a way on. */
export const ComingSoon = ({ title, icon, children, actions }: ComingSoonProps) => (
  <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
    <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-accent text-accent-content">
      <Icon name={icon} className="size-8" />
    </div>
    <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
    <div className="mt-4 space-y-3 text-base-content/80 text-lg [&>p:first-child]:font-semibold [&>p:first-child]:text-base-content">
      {children}
    </div>
    <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
  </div>
);
