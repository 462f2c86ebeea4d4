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

/**
 * A category's parent: another category of the same type that has no parent itself (one level of
 * subcategories). null or '' on an update makes it top-level again.
 */
const parentIdSchema = z.preprocess((v) => (v === '' ? null : v), idSchema.nullable().optional());

export const categoryCreateBody = z.object({
  nome: nameSchema,
  tipo: categoryTypeSchema,
  paiId: parentIdSchema,
});
export type CategoryCreateBody = z.input<typeof categoryCreateBody>;

/**
 * Renaming keeps the create's name rule and its key, `nome`. The type stays: budgets take only expense
 * categories, and a category's transactions have its type. `paiId` moves it under another parent (its rows
 * stay with it); absent, the parent stays.
 */
export const categoryUpdateBody = z.object({ id: idSchema, nome: nameSchema, paiId: parentIdSchema });
export type CategoryUpdateBody = z.input<typeof categoryUpdateBody>;

/** The subcategories' rules, each refused with its own message (the service checks them under a lock). */
export const SUBCATEGORY_MESSAGES = {
  parentNotFound: 'Categoria pai não encontrada',
  parentType: 'A subcategoria deve ter o mesmo tipo da categoria pai',
  parentIsChild: 'Uma subcategoria não pode ter subcategorias: escolha uma categoria principal como pai',
  hasChildren: 'Esta categoria tem subcategorias e não pode virar subcategoria de outra',
  ownParent: 'Uma categoria não pode ser subcategoria de si mesma',
  deleteWithChildren:
    'Esta categoria tem subcategorias: mova-as para outra categoria ou exclua-as antes de excluir esta',
} as const;

/** How a subcategory is written where one text names it (exports, imports, search): 'Alimentação:Delivery'. */
export const CATEGORY_PATH_SEPARATOR = ':';

/** How a screen writes a subcategory beside its parent: 'Contas da casa › Energia' (the web's lists, the reports). */
export const CATEGORY_SCREEN_SEPARATOR = ' › ';

/**
 * 'Pai:Filho' for a subcategory (or 'Pai › Filho' with the screen's separator), the name alone for a top-level
 * category or one whose parent is not in `byId`.
 */
export function categoryPath(
  category: Pick<Category, 'name' | 'parentId'>,
  byId: ReadonlyMap<number, Pick<Category, 'name'>>,
  separator: string = CATEGORY_PATH_SEPARATOR,
): string {
  const parent = category.parentId === null ? undefined : byId.get(category.parentId);
  return parent ? `${parent.name}${separator}${category.name}` : category.name;
}

export interface Category {
  id: number;
  name: string;
  type: CategoryType;
  /** Set on the starter categories; null on those the person typed. */
  icon: CategoryIcon | null;
  color: CategoryColor | null;
  /** The parent's id for a subcategory; null for a top-level category. */
  parentId: number | null;
}
