import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';

type NoticeProps = {
  title: string;
  icon: IconName;
  /** A short word above the title, e.g. "Coming soon". */
  badge?: string;
  children: ReactNode;
  /** Links onwards, so the page is never a dead end. */
  actions: ReactNode;
};

/** A page that says one thing plainly (not open yet, not allowed) and offers a way on. */
export const Notice = ({ title, icon, badge, children, actions }: NoticeProps) => (
  <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
    <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-accent text-accent-content">
      <Icon name={icon} className="size-8" />
    </div>
    {badge ? (
      <p className="mb-3 rounded-full border border-base-300 bg-base-200 px-3 py-1 font-semibold text-sm uppercase tracking-wider">
        {badge}
      </p>
    ) : null}
    <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
    <div className="mt-4 space-y-3 text-base-content/80 text-lg [&>p:first-child]:font-semibold [&>p:first-child]:text-base-content">
      {children}
    </div>
    <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
  </div>
);
