import { Link } from 'react-router';

type BreadcrumbsProps = {
  /** The pages above this one, outermost first. */
  trail: readonly { label: string; href: string }[];
  /** This page's name (wrapped between words when long, never cut). */
  current: string;
};

/** Where a page sits in the storefront: links to the pages above it, then its own name. */
export const Breadcrumbs = ({ trail, current }: BreadcrumbsProps) => (
  <nav aria-label="Breadcrumb" className="breadcrumbs min-h-9 py-0 text-sm">
    {/* Wrapped rather than daisyUI's one scrolled line: a long name on a phone keeps its words whole. */}
    <ol className="flex-wrap whitespace-normal">
      {trail.map((step) => (
        <li key={step.href}>
          <Link to={step.href} className="link-hover">
            {step.label}
          </Link>
        </li>
      ))}
      <li aria-current="page" className="min-w-0 break-words">
        {current}
      </li>
    </ol>
  </nav>
);
