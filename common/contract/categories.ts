import { idSchema, nameSchema, z } from './shared';

export const CATEGORY_TYPES = ['receita', 'despesa'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** The server may be sent income, expense, RECEITA or DESPESA; all mean the two types. */
export function normalizeCategoryType(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (v === 'income' || v === 'receita') return 'receita';
  if (v === 'expense' || v === 'despesa') return 'despesa';
  return v;
}

export const categoryTypeSchema = z.preprocess(
  normalizeCategoryType,
  z.enum(CATEGORY_TYPES, { error: 'Tipo de categoria inválido: use receita ou despesa' }),
);

/**
 * A category's icon: the name of a Lucide icon (the web's icon set), one of these. The web maps each to its
 * component (web/components/ui/category-icon.tsx); the database keeps the name.
 */
export const CATEGORY_ICONS = [
  'shopping-cart',
  'house',
  'zap',
  'car',
  'heart-pulse',
  'graduation-cap',
  'party-popper',
  'utensils',
  'repeat',
  'shirt',
  'gift',
  'plane',
  'receipt',
  'briefcase',
  'trending-up',
  'wallet',
  'pill',
  'paw-print',
  'shopping-bag',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

/** A category's colour: a key of the web's palette, which has a shade for the light and the dark theme. */
export const CATEGORY_COLORS = [
  'emerald',
  'teal',
  'lime',
  'sky',
  'blue',
  'indigo',
  'violet',
  'pink',
  'red',
  'orange',
  'amber',
  'slate',
] as const;
export type CategoryColor = (typeof CATEGORY_COLORS)[number];

export const CATEGORY_MESSAGES = {
  icon: 'Ícone de categoria inválido',
  color: 'Cor de categoria inválida',
} as const;

export const categoryIconSchema = z.enum(CATEGORY_ICONS, { error: CATEGORY_MESSAGES.icon });
export const categoryColorSchema = z.enum(CATEGORY_COLORS, { error: CATEGORY_MESSAGES.color });

export const categoryCreateBody = z.object({ nome: nameSchema, tipo: categoryTypeSchema });
export type CategoryCreateBody = z.input<typeof categoryCreateBody>;

/**
 * Renaming keeps the create's name rule and its key, `nome`. The type stays: budgets take only expense
 * categories, and a category's transactions have its type.
 */
export const categoryUpdateBody = z.object({ id: idSchema, nome: nameSchema });
export type CategoryUpdateBody = z.input<typeof categoryUpdateBody>;

export interface Category {
  id: number;
  name: string;
  type: CategoryType;
  /** Set on the starter categories; null on those the person typed. */
  icon: CategoryIcon | null;
  color: CategoryColor | null;
}
