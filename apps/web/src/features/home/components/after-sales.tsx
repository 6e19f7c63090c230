import { siteText } from '@ironvolt/shared/site';
import { Headset, type LucideIcon, ShieldCheck, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { Glyph } from '@/components/ui/glyph';
import { paths } from '@/config/paths';

const icons: readonly LucideIcon[] = [Wrench, ShieldCheck, Headset];

type AfterSalesProps = {
  title: string;
  lead: string;
  /** One line under each of SPEC's promises, in the same order. */
  details: readonly string[];
};

/**
 * SPEC's after-sales promises: '1 year parts guarantee', '3 year service warranty', 'Instant technical support'; the
 * first two link to /warranty.
 */
export const AfterSales = ({ title, lead, details }: AfterSalesProps) => (
  <section
    aria-labelledby="after-sales-title"
    className="below-the-fold border-base-300 border-t bg-base-200"
  >
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="after-sales-title" className="font-bold text-3xl tracking-tight">
        {title}
      </h2>
      <p className="mt-2 text-base-content/80">{lead}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {siteText.afterSales.map((item, index) => (
          <li key={item} className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-content">
              <Glyph icon={icons[index] ?? Wrench} className="size-6" />
            </span>
            <h3 className="mt-4 font-semibold text-lg">
              {/* The two warranty promises lead to the registration (ADR 148); the texts stay SPEC's. */}
              {index < 2 ? (
                <Link to={paths.warranty.getHref()} className="link link-hover">
                  {item}
                </Link>
              ) : (
                item
              )}
            </h3>
            {details[index] ? <p className="mt-2 text-base-content/80">{details[index]}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  </section>
);
