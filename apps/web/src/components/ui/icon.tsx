import { iconMessages } from '@ironvolt/shared/site';
import {
  ArrowRight,
  BatteryCharging,
  BookOpen,
  Clock,
  Headset,
  House,
  LayoutDashboard,
  LogIn,
  type LucideIcon,
  Mail,
  Menu,
  Moon,
  Package,
  ShieldCheck,
  Smile,
  Sun,
  TrendingUp,
  Truck,
  Users,
  Wrench,
  X,
  Zap,
} from 'lucide-react';
import { useEffect } from 'react';

/** The icons the app may use, by name (data can name them too, so unknown names are handled at run time). */
const icons = {
  'arrow-right': ArrowRight,
  battery: BatteryCharging,
  book: BookOpen,
  clock: Clock,
  close: X,
  dashboard: LayoutDashboard,
  headset: Headset,
  home: House,
  login: LogIn,
  mail: Mail,
  menu: Menu,
  moon: Moon,
  package: Package,
  shield: ShieldCheck,
  smile: Smile,
  sun: Sun,
  'trending-up': TrendingUp,
  truck: Truck,
  users: Users,
  wrench: Wrench,
  zap: Zap,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

const isIconName = (name: string): name is IconName => Object.hasOwn(icons, name);

type IconProps = {
  name: IconName | (string & {});
  className?: string;
  /** Gives the icon a text alternative; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
};

/** A lucide icon by name; an unknown name renders nothing and warns (SPEC section 8). */
export const Icon = ({ name, className = 'size-5', label }: IconProps) => {
  const known = isIconName(name);
  useEffect(() => {
    if (!known) console.warn(iconMessages.missing, name);
  }, [known, name]);

  if (!known) return null;
  const Component = icons[name];
  return label ? (
    <Component className={className} role="img" aria-label={label} />
  ) : (
    <Component className={className} aria-hidden="true" focusable="false" />
  );
};
