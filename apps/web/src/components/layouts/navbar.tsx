import { navText } from '@ironvolt/shared/site';
import { LogOut, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useMatch } from 'react-router';
import { LogoMark } from '@/components/layouts/logo-mark';
import { desktopLinks, mobileLinks, SiteSearch } from '@/components/layouts/site-nav';
import { Glyph } from '@/components/ui/glyph';
import { paths } from '@/config/paths';

const linkClass =
  'rounded-field px-3 py-2 font-medium transition-colors hover:bg-white/10 aria-[current=page]:text-volt aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8';

type NavbarProps = {
  shopName: string;
  /** Controls shown on every width, right of the links (the theme toggle, or the account menu). */
  actions?: ReactNode;
  /** Signed in: no Log in link; the phone menu offers Logout instead. */
  signedIn?: boolean;
  onLogout?: () => void;
};

export const Navbar = ({ shopName, actions, signedIn = false, onLogout }: NavbarProps) => {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The phone menu closes on Escape (focus back to its button) and on a click or tap outside the header.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);
  // On a phone the dashboard's drawer holds the site's links too: one menu there, not two.
  const inDashboard = useMatch(`${paths.dashboard.path}/*`) !== null;

  return (
    <header
      ref={headerRef}
      className="surface-dark sticky top-0 z-40 bg-neutral text-neutral-content shadow-md"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link
          to={paths.home.getHref()}
          className="flex min-h-11 items-center gap-2.5 rounded-field font-bold text-lg tracking-tight"
          onClick={closeMenu}
        >
          <LogoMark />
          <span>{shopName}</span>
        </Link>

        <SiteSearch onDark className="ml-4 hidden w-56 lg:flex xl:w-72" />

        <nav aria-label="Main" className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {desktopLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {signedIn ? null : (
              <li className="ml-2">
                <NavLink to={paths.login.getHref()} className="btn btn-accent btn-sm">
                  {navText.logIn}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 md:ml-2">
          {actions}
          <button
            ref={buttonRef}
            type="button"
            className={`btn btn-ghost btn-square btn-sm text-inherit hover:border-transparent hover:bg-white/15 md:hidden ${inDashboard ? 'hidden' : ''}`}
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Glyph icon={menuOpen ? X : Menu} className="size-6" />
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen || inDashboard}
        className="border-white/15 border-t bg-neutral px-4 pt-2 pb-4 md:hidden"
      >
        <SiteSearch onDark className="mb-2" onSearch={closeMenu} />
        <ul className="flex flex-col gap-1">
          {mobileLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={`${linkClass} block py-3`} onClick={closeMenu}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-2">
            {signedIn ? (
              <button
                type="button"
                className="btn btn-outline btn-block border-white/40 text-inherit hover:bg-white/10"
                onClick={() => {
                  closeMenu();
                  onLogout?.();
                }}
              >
                <Glyph icon={LogOut} className="size-5" />
                {navText.logout}
              </button>
            ) : (
              <NavLink to={paths.login.getHref()} className="btn btn-accent btn-block" onClick={closeMenu}>
                {navText.logIn}
              </NavLink>
            )}
          </li>
        </ul>
      </nav>
    </header>
  );
};
