import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';

const benefits: { icon: IconName; text: string }[] = [
  { icon: 'package', text: 'Order in bulk at trade prices, straight from the maker' },
  { icon: 'credit-card', text: 'Pay by card and follow every order from your dashboard' },
  { icon: 'shield', text: 'Parts guarantee, service warranty and technical support included' },
];

type AuthLayoutProps = {
  title: string;
  lead: ReactNode;
  children: ReactNode;
  /** Under the card, e.g. the link between log in and register. */
  footer?: ReactNode;
};

/** The sign-in screens: the form in a card, beside what an account is for (from tablet width). */
export const AuthLayout = ({ title, lead, children, footer }: AuthLayoutProps) => (
  <div className="bg-base-200">
    <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[1fr_28rem]">
      <section
        aria-label="Why an account"
        className="surface-dark hidden rounded-box bg-linear-to-br from-brand to-brand-deep p-10 text-white shadow-lg lg:block"
      >
        <p className="font-semibold text-sm text-volt uppercase tracking-wider">Your account</p>
        <p className="mt-3 font-bold text-3xl leading-tight tracking-tight">
          Tools for the job, <span className="text-volt">orders</span> in one place.
        </p>
        <ul className="mt-8 space-y-5">
          {benefits.map((benefit) => (
            <li key={benefit.text} className="flex items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-volt text-brand-deep">
                <Icon name={benefit.icon} className="size-5" />
              </span>
              <span className="pt-1.5 text-white/90">{benefit.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto w-full max-w-md">
        <div className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-8">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
          <div className="mt-2 text-base-content/80">{lead}</div>
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm">{footer}</div> : null}
      </div>
    </div>
  </div>
);
