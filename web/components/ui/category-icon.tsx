import {
  Briefcase,
  Car,
  Gift,
  GraduationCap,
  HeartPulse,
  House,
  type LucideIcon,
  PartyPopper,
  PawPrint,
  Pill,
  Plane,
  Receipt,
  Repeat,
  Shirt,
  ShoppingBag,
  ShoppingCart,
  Tag,
  TrendingUp,
  Utensils,
  Wallet,
  Zap,
} from 'lucide-react';
import type { Category, CategoryColor, CategoryIcon as IconName } from '../../../common/contract/categories';
import { cn } from '../../lib/cn';

const icons: Record<IconName, LucideIcon> = {
  'shopping-cart': ShoppingCart,
  house: House,
  zap: Zap,
  car: Car,
  'heart-pulse': HeartPulse,
  'graduation-cap': GraduationCap,
  'party-popper': PartyPopper,
  utensils: Utensils,
  repeat: Repeat,
  shirt: Shirt,
  gift: Gift,
  plane: Plane,
  receipt: Receipt,
  briefcase: Briefcase,
  'trending-up': TrendingUp,
  wallet: Wallet,
  pill: Pill,
  'paw-print': PawPrint,
  'shopping-bag': ShoppingBag,
};

/** Tinted background and icon colour per palette key, light and dark (written out so Tailwind finds them). */
const colors: Record<CategoryColor, string> = {
  emerald: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  teal: 'bg-teal-100 text-teal-700 dark:bg-teal-950 dark:text-teal-300',
  lime: 'bg-lime-100 text-lime-700 dark:bg-lime-950 dark:text-lime-300',
  sky: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
  blue: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  indigo: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300',
  violet: 'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  pink: 'bg-pink-100 text-pink-700 dark:bg-pink-950 dark:text-pink-300',
  red: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
  orange: 'bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300',
  amber: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  slate: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
};

const sizes = {
  /** A list of categories (the Categorias page). */
  md: { box: 'h-7 w-7 rounded-lg', icon: 15 },
  /** Beside a category's name in a row or inside a select. */
  sm: { box: 'h-5 w-5 rounded-md', icon: 12 },
} as const;

/**
 * A category's icon in its colour; one the person typed (no icon) gets a plain tag. Decorative: its name is
 * always written beside it. The one drawing of a category wherever its name is shown.
 */
export function CategoryIcon({
  category,
  size = 'md',
  className,
}: {
  category: Pick<Category, 'icon' | 'color'>;
  size?: keyof typeof sizes;
  className?: string;
}) {
  // A name this build does not know (a newer server's) falls back to the plain tag rather than nothing.
  const Icon = (category.icon && icons[category.icon]) || Tag;
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center',
        sizes[size].box,
        colors[category.color ?? 'slate'] ?? colors.slate,
        className,
      )}
    >
      <Icon size={sizes[size].icon} />
    </span>
  );
}
