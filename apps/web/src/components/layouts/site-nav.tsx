import { SEARCH_MAX } from '@ironvolt/shared/catalog-browsing';
import { navText } from '@ironvolt/shared/site';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Form, useSearchParams } from 'react-router';
import { Glyph } from '@/components/ui/glyph';
import { paths } from '@/config/paths';

/** The catalogue's entry in both menus, before SPEC's own items. */
const productsLink = { to: paths.allProducts.getHref(), label: 'Products', end: false } as const;

/** The navbar's links on wide screens: Products, then SPEC's Home, Dashboard and About Me. */
export const desktopLinks = [
  productsLink,
  { to: paths.home.getHref(), label: navText.home, end: true },
  { to: paths.dashboard.getHref(), label: navText.dashboard, end: false },
  { to: paths.aboutMe.getHref(), label: navText.aboutMe, end: false },
] as const;

// SPEC section 2: the phone menu has its own set of links and spelling.
export const mobileLinks = [
  productsLink,
  { to: paths.dashboard.getHref(), label: navText.dashboard, end: false },
  { to: paths.blogs.getHref(), label: navText.blogs, end: false },
  { to: paths.aboutMe.getHref(), label: navText.aboutMeMobile, end: false },
] as const;

type SiteSearchProps = {
  className?: string;
  /** On the dark navbar the box is translucent; in a light panel (the dashboard drawer) it is daisyUI's own. */
  onDark?: boolean;
  onSearch?: () => void;
};

/**
 * A search of the catalogue from anywhere: a GET form to /allProducts, so the query lands in the address as the
 * catalogue page's own search box puts it there.
 */
export const SiteSearch = ({ className = '', onDark = false, onSearch }: SiteSearchProps) => {
  const id = useId();
  const [params] = useSearchParams();
  return (
    <Form
      role="search"
      method="get"
      action={paths.allProducts.getHref()}
      className={`flex items-center gap-1 ${className}`}
      onSubmit={onSearch}
    >
      <label htmlFor={id} className="sr-only">
        Search the catalog
      </label>
      <label className={`input w-full ${onDark ? 'border-white/40 bg-white/10 text-inherit' : ''}`}>
        <Glyph icon={Search} className="size-4 opacity-80" />
        <input
          id={id}
          name="q"
          type="search"
          // The catalogue's current search, when there is one, so the two boxes agree.
          key={params.get('q') ?? ''}
          defaultValue={params.get('q') ?? ''}
          maxLength={SEARCH_MAX}
          placeholder="Search tools"
          autoComplete="off"
          enterKeyHint="search"
          className={`grow ${onDark ? 'placeholder:text-white/75' : ''}`}
        />
      </label>
    </Form>
  );
};
