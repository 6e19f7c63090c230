import { Link } from 'react-router';

type BreadcrumbsProps = {
  /** The pages above this one, outermost first. */
  trail: readonly { label: string; href: string }[];
  /** This page's name (cut to one line when long). */
  current: string;
};

/** Where a page sits in the storefront: links to the pages above it, then its own name. */
export const Breadcrumbs = ({ trail, current }: BreadcrumbsProps) => (
  <nav aria-label="Breadcrumb" className="breadcrumbs min-h-9 py-0 text-sm">
    <ol>
      {trail.map((step) => (
        <li key={step.href}>
          <Link to={step.href} className="link-hover">
            {step.label}
          </Link>
        </li>
      ))}
      <li aria-current="page" className="min-w-0 truncate">
        {current}
      </li>
    </ol>
  </nav>
);
