import { siteText } from '@ironvolt/shared/site';
import { ArrowRight, Zap } from 'lucide-react';
import { Link } from 'react-router';
import heroDrill from '@/assets/hero-drill.svg';
import { Glyph } from '@/components/ui/glyph';
import { paths } from '@/config/paths';

type HeroProps = {
  eyebrow: string;
  lead: string;
};

// The headline's last word is picked out in volt yellow; the heading's text stays SPEC's exact sentence.
const splitLastWord = (text: string): [string, string] => {
  const at = text.lastIndexOf(' ');
  return at === -1 ? ['', text] : [text.slice(0, at + 1), text.slice(at + 1)];
};

/** The first screen of the home page: SPEC's headline, what we sell, and the way into the catalogue. */
export const Hero = ({ eyebrow, lead }: HeroProps) => {
  const [head, lastWord] = splitLastWord(siteText.heroTitle);
  return (
    <section
      aria-labelledby="hero-title"
      className="surface-dark relative overflow-hidden bg-linear-to-br from-brand via-brand to-brand-deep text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgba(255,255,255,0.12)_1px,transparent_0)] bg-size-[28px_28px]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.1fr_1fr] md:py-20 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-volt/40 bg-white/5 px-3 py-1 font-semibold text-sm text-volt">
            <Glyph icon={Zap} className="size-4" />
            {eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-balance font-extrabold text-4xl leading-tight tracking-tight sm:text-5xl lg:text-6xl"
          >
            {head}
            <span className="text-volt">{lastWord}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-white/90 leading-relaxed">{lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.allProducts.getHref()} className="btn btn-accent btn-lg gap-2 shadow-lg">
              {siteText.getStarted}
              <Glyph icon={ArrowRight} className="size-5" />
            </Link>
          </div>
        </div>
        <img
          src={heroDrill}
          alt=""
          width={480}
          height={400}
          fetchPriority="high"
          className="mx-auto w-full max-w-60 sm:max-w-sm md:max-w-md"
        />
      </div>
    </section>
  );
};
