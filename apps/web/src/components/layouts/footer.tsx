import { navText, siteText } from '@ironvolt/shared/site';
import { Link } from 'react-router';
import { LogoMark } from '@/components/layouts/logo-mark';
import { paths } from '@/config/paths';

type FooterProps = {
  shopName: string;
  /** Shown once the config has loaded. */
  careersEmail?: string | undefined;
  /** Signed in: the Account links lead to the dashboard only. */
  signedIn?: boolean;
};

const groups = [
  {
    title: 'Shop',
    links: [
      { to: paths.home.getHref(), label: navText.home },
      { to: paths.allProducts.getHref(), label: 'All products' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: paths.aboutMe.getHref(), label: navText.aboutMeMobile },
      { to: paths.blogs.getHref(), label: navText.blogs },
    ],
  },
  {
    title: 'Account',
    links: [
      { to: paths.login.getHref(), label: navText.logIn, signedOutOnly: true },
      { to: paths.register.getHref(), label: 'Register', signedOutOnly: true },
      { to: paths.dashboard.getHref(), label: navText.dashboard },
    ],
  },
] as const;

const linkClass = 'rounded-field text-neutral-content/85 hover:text-volt hover:underline';

export const Footer = ({ shopName, careersEmail, signedIn = false }: FooterProps) => (
  <footer className="surface-dark mt-auto bg-neutral text-neutral-content">
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_3fr]">
      <div>
        <p className="flex items-center gap-2.5 font-bold text-lg">
          <LogoMark />
          {shopName}
        </p>
        <p className="mt-3 max-w-xs text-neutral-content/85 text-sm leading-relaxed">
          Electric tools built for daily work, sold in bulk at fair prices. Established{' '}
          {siteText.establishedYear}.
        </p>
      </div>
      <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
        {groups.map((group) => (
          <div key={group.title}>
            <h2 className="font-semibold text-sm text-volt uppercase tracking-wider">{group.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links
                .filter((link) => !(signedIn && 'signedOutOnly' in link))
                .map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              {group.title === 'Company' && careersEmail ? (
                <li>
                  <a href={`mailto:${careersEmail}`} className={linkClass}>
                    Careers
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
        ))}
      </nav>
    </div>
    <div className="border-white/15 border-t">
      <p className="mx-auto max-w-7xl px-4 py-5 text-neutral-content/85 text-sm sm:px-6">
        © {new Date().getFullYear()} {shopName}. All rights reserved.
      </p>
    </div>
  </footer>
);
