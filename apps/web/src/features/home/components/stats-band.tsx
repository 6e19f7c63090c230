import { siteText } from '@ironvolt/shared/site';
import { type LucideIcon, Smile, TrendingUp, Users } from 'lucide-react';
import { Glyph } from '@/components/ui/glyph';

const statIcons: readonly LucideIcon[] = [Users, TrendingUp, Smile];

/** SPEC's stats band, e.g. 'We Served 2K+ Customers'. */
export const StatsBand = ({ title }: { title: string }) => (
  <section aria-labelledby="stats-title" className="border-base-300 border-b bg-base-200">
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h2 id="stats-title" className="sr-only">
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {siteText.stats.map((stat, index) => (
          <li
            key={stat}
            className="flex items-center gap-4 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-accent-content">
              <Glyph icon={statIcons[index] ?? Users} className="size-6" />
            </span>
            <p className="font-semibold text-lg leading-snug">{stat}</p>
          </li>
        ))}
      </ul>
    </div>
  </section>
);
