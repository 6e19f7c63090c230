import type { ReactNode } from 'react';
import type { IconName } from '@/components/ui/icon';
import { Notice } from '@/components/ui/notice';

type ComingSoonProps = {
  title: string;
  icon: IconName;
  children: ReactNode;
  /** Links onwards, so the page is never a dead end. */
  actions: ReactNode;
};

/** A real page for a feature that is not open yet: says so plainly and offers a way on. */
export const ComingSoon = (props: ComingSoonProps) => <Notice badge="Coming soon" {...props} />;
