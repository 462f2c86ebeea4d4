import { nameSchema, z } from './shared';

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

export const categoryCreateBody = z.object({ nome: nameSchema, tipo: categoryTypeSchema });
export type CategoryCreateBody = z.input<typeof categoryCreateBody>;

export interface Category {
  id: number;
  name: string;
  type: CategoryType;
}
