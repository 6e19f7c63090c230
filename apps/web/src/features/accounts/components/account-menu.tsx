import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { navText } from '@ironvolt/shared/site';
import { ChevronDown, LogOut, UserRound, Zap } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Glyph } from '@/components/ui/glyph';
import { paths } from '@/config/paths';
import { isAdmin, useUser } from '@/features/accounts/api/get-user';

type AccountMenuProps = {
  onLogout: () => void;
  /** The dark-mode switch (the theme feature's), shown between Profile and Logout. */
  themeSwitch: ReactNode;
};

const itemClass = 'flex items-center gap-3 rounded-field px-3 py-2.5 text-left hover:bg-base-200';

/** SPEC's avatar menu for a signed-in user: Profile, the dark-mode toggle and Logout. */
export const AccountMenu = ({ onLogout, themeSwitch }: AccountMenuProps) => {
  const { data: user } = useUser();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Escape closes it (focus back to the button), as do a click outside and tabbing past the last item.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget)) {
        setOpen(false);
      }
    };
    const root = rootRef.current;
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  const close = () => setOpen(false);
  const name = user?.name ?? '';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="flex items-center gap-1 rounded-full p-0.5 hover:bg-white/15"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Avatar name={name} image={user?.image} size="sm" className="ring-2 ring-white/70" />
        <Glyph icon={ChevronDown} className="size-4" />
      </button>

      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-box border border-base-300 bg-base-100 text-base-content shadow-xl [--focus-ring:var(--color-primary)]"
      >
        <div className="flex items-center gap-3 border-base-300 border-b px-4 py-3">
          <Avatar name={name} image={user?.image} size="md" />
          <div className="min-w-0">
            <p className="truncate font-semibold">{name}</p>
            <p className="truncate text-base-content/75 text-sm">{user?.email}</p>
            {isAdmin(user) ? <p className="badge badge-sm badge-primary mt-1">Admin</p> : null}
          </div>
        </div>
        <ul className="flex flex-col gap-0.5 p-2">
          <li>
            <Link to={paths.dashboard.myProfile.getHref()} className={itemClass} onClick={close}>
              <Glyph icon={UserRound} className="size-4" />
              {navText.profile}
            </Link>
          </li>
          {isAdmin(user) ? null : (
            <li>
              <Link to={paths.dashboard.quickOrder.getHref()} className={itemClass} onClick={close}>
                <Glyph icon={Zap} className="size-4" />
                {dashboardMenuText.quickOrder}
              </Link>
            </li>
          )}
          <li className={itemClass}>{themeSwitch}</li>
          <li>
            <button
              type="button"
              className={`${itemClass} w-full`}
              onClick={() => {
                close();
                onLogout();
              }}
            >
              <Glyph icon={LogOut} className="size-4" />
              {navText.logout}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
};
