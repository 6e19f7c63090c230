import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { mobileLinks, SiteSearch } from '@/components/layouts/site-nav';
import { Icon, type IconName } from '@/components/ui/icon';
import { useMediaQuery } from '@/hooks/use-media-query';

export type DashboardNavItem = { to: string; label: string; icon: IconName };

type DashboardLayoutProps = {
  /** The side menu's links, in order. */
  items: DashboardNavItem[];
  /** While the user's role is unknown: placeholders for the links it decides. */
  pendingItems?: number;
  /** Above the links, e.g. who is signed in. */
  header?: ReactNode;
  children: ReactNode;
};

const DESKTOP = '(min-width: 1024px)';
const itemClass =
  'flex items-center gap-3 rounded-field px-3 py-2.5 font-medium hover:bg-base-300 aria-[current=page]:bg-primary aria-[current=page]:text-primary-content';
const menuTitle = 'Dashboard menu';

/**
 * The dashboard: a fixed side menu on desktop; on phones a daisyUI drawer behind a labelled button, which
 * takes focus when it opens and gives it back on Escape, on a tap outside or when a link is followed.
 */
export const DashboardLayout = ({ items, pendingItems = 0, header, children }: DashboardLayoutProps) => {
  const isDesktop = useMediaQuery(DESKTOP);
  const [open, setOpen] = useState(false);
  const drawerOpen = open && !isDesktop;
  const toggleId = useId();
  const sideId = useId();
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // Wide enough for the fixed side menu: a drawer left open on a phone does not come back later.
  useEffect(() => {
    if (isDesktop) setOpen(false);
  }, [isDesktop]);

  // Where focus goes back to once the drawer has closed (the page behind it is inert until then).
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!drawerOpen) {
      if (returnFocus.current) openButtonRef.current?.focus();
      returnFocus.current = false;
      return;
    }
    // The drawer becomes visible through a transition (daisyUI's fade, or the near-zero one of reduced motion),
    // and a hidden link cannot take focus: try each frame until it does.
    let frame = 0;
    let tries = 0;
    const focusFirstLink = () => {
      const link = navRef.current?.querySelector<HTMLElement>('a');
      link?.focus();
      if (link && document.activeElement !== link && tries++ < 60)
        frame = requestAnimationFrame(focusFirstLink);
    };
    frame = requestAnimationFrame(focusFirstLink);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      returnFocus.current = true;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [drawerOpen]);

  const close = () => {
    if (!drawerOpen) return;
    returnFocus.current = true;
    setOpen(false);
  };

  return (
    <div className="drawer lg:drawer-open">
      {/* daisyUI's drawer state; people use the buttons, so the box itself stays out of reach. */}
      <input
        id={toggleId}
        type="checkbox"
        className="drawer-toggle"
        checked={drawerOpen}
        onChange={(event) => {
          returnFocus.current = !event.target.checked;
          setOpen(event.target.checked);
        }}
        tabIndex={-1}
        aria-hidden="true"
      />
      <div className="drawer-content min-h-[calc(100dvh-4rem)]" inert={drawerOpen}>
        <div className="sticky top-16 z-30 border-base-300 border-b bg-base-100/95 px-4 py-2 backdrop-blur sm:px-6 lg:hidden">
          <button
            ref={openButtonRef}
            type="button"
            className="btn btn-ghost btn-sm gap-2"
            aria-expanded={drawerOpen}
            aria-controls={sideId}
            onClick={() => setOpen(true)}
          >
            <Icon name="panel-left" className="size-5" />
            Open {menuTitle.toLowerCase()}
          </button>
        </div>
        <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-10 lg:py-10">{children}</div>
      </div>

      <div
        id={sideId}
        className="drawer-side z-50 lg:top-16 lg:z-auto lg:h-[calc(100dvh-4rem)] lg:border-base-300 lg:border-r"
      >
        <label htmlFor={toggleId} aria-label="Close the dashboard menu" className="drawer-overlay" />
        <div className="flex min-h-full w-72 max-w-[85vw] flex-col bg-base-200 text-base-content">
          <div className="flex items-center justify-between border-base-300 border-b px-4 py-3 lg:hidden">
            <p className="font-semibold">{menuTitle}</p>
            <button
              type="button"
              className="btn btn-ghost btn-square btn-sm"
              aria-label="Close the dashboard menu"
              onClick={close}
            >
              <Icon name="close" className="size-5" />
            </button>
          </div>
          <nav ref={navRef} aria-label="Dashboard">
            {header ? <div className="px-4 pt-5">{header}</div> : null}
            <ul className="flex flex-col gap-1 p-4">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end onClick={close} className={itemClass}>
                    <Icon name={item.icon} className="size-5" />
                    {item.label}
                  </NavLink>
                </li>
              ))}
              {Array.from({ length: pendingItems }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
                <li key={index} aria-hidden="true" className="px-3 py-2.5">
                  <div className="skeleton h-5 w-40" />
                </li>
              ))}
            </ul>
          </nav>
          {/* On phones this drawer is the only menu (the navbar's own is hidden here): the shop's links too. */}
          <nav aria-label="Shop" className="border-base-300 border-t p-4 lg:hidden">
            <SiteSearch className="mb-3" onSearch={close} />
            <ul className="flex flex-col gap-1">
              {mobileLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end} onClick={close} className={itemClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
};
