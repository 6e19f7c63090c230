import { siteText } from '@ironvolt/shared/site';
import { Mail } from 'lucide-react';
import { Glyph } from '@/components/ui/glyph';
import { useConfig } from '@/lib/config';

type CareerBannerProps = {
  title: string;
  lead: string;
};

/** SPEC's career banner: 'Join our team' opens a mail to the careers address from the server's config. */
export const CareerBanner = ({ title, lead }: CareerBannerProps) => {
  const careersEmail = useConfig().data?.careersEmail;
  return (
    <section aria-labelledby="career-title" className="below-the-fold mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="surface-dark flex flex-col items-start gap-6 rounded-box bg-linear-to-br from-brand to-brand-deep p-8 text-white shadow-lg md:flex-row md:items-center md:justify-between md:p-12">
        <div className="max-w-2xl">
          <h2 id="career-title" className="font-bold text-3xl tracking-tight">
            {title}
          </h2>
          <p className="mt-3 text-lg text-white/90">{lead}</p>
        </div>
        {careersEmail ? (
          <a href={`mailto:${careersEmail}`} className="btn btn-accent btn-lg shrink-0 gap-2">
            <Glyph icon={Mail} className="size-5" />
            {siteText.joinOurTeam}
          </a>
        ) : (
          <span className="skeleton h-12 w-44 shrink-0" aria-hidden="true" />
        )}
      </div>
    </section>
  );
};
