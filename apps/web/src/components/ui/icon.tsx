import { iconMessages } from '@ironvolt/shared/site';
import {
  ArrowRight,
  BatteryCharging,
  BookOpen,
  Boxes,
  Building2,
  Camera,
  ChevronDown,
  CircleAlert,
  ClipboardList,
  Clock,
  CreditCard,
  Eye,
  EyeOff,
  FileText,
  Folders,
  Headset,
  House,
  KeyRound,
  LayoutDashboard,
  LogIn,
  LogOut,
  type LucideIcon,
  Mail,
  MailCheck,
  Menu,
  Moon,
  Package,
  PackagePlus,
  PanelLeft,
  Pencil,
  ShieldCheck,
  ShieldOff,
  ShoppingBag,
  ShoppingCart,
  Smile,
  Star,
  Sun,
  Tags,
  TrendingUp,
  Truck,
  UserPlus,
  UserRound,
  Users,
  Wrench,
  X,
  Zap,
} from 'lucide-react';
import { useEffect } from 'react';
import { Glyph } from '@/components/ui/glyph';

/** The icons the app may use, by name (data can name them too, so unknown names are handled at run time). */
const icons = {
  alert: CircleAlert,
  'arrow-right': ArrowRight,
  battery: BatteryCharging,
  book: BookOpen,
  boxes: Boxes,
  building: Building2,
  camera: Camera,
  'chevron-down': ChevronDown,
  clipboard: ClipboardList,
  clock: Clock,
  close: X,
  'credit-card': CreditCard,
  dashboard: LayoutDashboard,
  eye: Eye,
  folders: Folders,
  'eye-off': EyeOff,
  'file-text': FileText,
  headset: Headset,
  home: House,
  key: KeyRound,
  login: LogIn,
  logout: LogOut,
  mail: Mail,
  'mail-check': MailCheck,
  menu: Menu,
  moon: Moon,
  package: Package,
  'package-plus': PackagePlus,
  'panel-left': PanelLeft,
  pencil: Pencil,
  shield: ShieldCheck,
  'shield-off': ShieldOff,
  'shopping-bag': ShoppingBag,
  'shopping-cart': ShoppingCart,
  smile: Smile,
  star: Star,
  tags: Tags,
  sun: Sun,
  'trending-up': TrendingUp,
  truck: Truck,
  user: UserRound,
  'user-plus': UserPlus,
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

/**
 * A lucide icon by name; an unknown name renders nothing and warns (SPEC section 8). The pages use it; the shell,
 * part of the first download, uses `Glyph` with the icons themselves.
 */
export const Icon = ({ name, className = 'size-5', label }: IconProps) => {
  const known = isIconName(name);
  useEffect(() => {
    if (!known) console.warn(iconMessages.missing, name);
  }, [known, name]);

  return known ? <Glyph icon={icons[name]} className={className} label={label} /> : null;
};
