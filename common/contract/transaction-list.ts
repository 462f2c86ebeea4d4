import { attachmentFilterSchema } from './attachments';
import { billMonthSchema } from './cards';
import { idSchema, isoDateSchema, z } from './shared';
import { PAGE_SIZE } from './transactions';

// GET /transactions' filters and page (the list, its exports and the bench read the same query).

export const BILL_FILTER_NEEDS_CARD_MESSAGE = 'Escolha o cartão para ver uma fatura';
/** categoryId=sem: the money a report shows as "Sem categoria". */
export const NO_CATEGORY_FILTER = 'sem';
export const CATEGORY_FILTER_MESSAGE = 'Categoria inválida: use o id de uma categoria ou "sem"';
export const SUBCATEGORIES_FILTER_MESSAGE = 'Use subcategorias=sem para deixar de fora as subcategorias';
export const SUBCATEGORIES_NEED_CATEGORY_MESSAGE = 'Escolha a categoria para deixar de fora as subcategorias';

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const transactionListQuery = z
  .object({
    from: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
    to: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
    page: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ error: 'Página inválida' }).int().min(1).max(100_000).default(1),
    ),
    limit: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ error: 'Limite inválido' }).int().min(1).max(200).default(PAGE_SIZE),
    ),
    accountId: z.preprocess(emptyToUndefined, idSchema.optional()),
    /** A category with its subcategories, or 'sem': the rows (or split parts) without a category. */
    categoryId: z.preprocess(
      emptyToUndefined,
      z.union([z.literal(NO_CATEGORY_FILTER), idSchema], { error: CATEGORY_FILTER_MESSAGE }).optional(),
    ),
    /** 'sem': the category's own rows, its subcategories' left out (a report's "X (sem subcategoria)"). */
    subcategorias: z.preprocess(
      emptyToUndefined,
      z.literal('sem', { error: SUBCATEGORIES_FILTER_MESSAGE }).optional(),
    ),
    type: z.preprocess(
      (v) =>
        typeof v === 'string' ? (v.trim().toLowerCase() === '' ? undefined : v.trim().toLowerCase()) : v,
      z.enum(['receita', 'despesa'], { error: 'Tipo inválido: use receita ou despesa' }).optional(),
    ),
    q: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: 'Busca muito longa' }).optional()),
    /** A card's bill ('YYYY-MM'): with accountId (the card), the rows of that bill. */
    billMonth: z.preprocess(emptyToUndefined, billMonthSchema.optional()),
    /** One import's rows ('Ver Transações Importadas'). */
    importId: z.preprocess(emptyToUndefined, z.uuid({ error: 'Importação inválida' }).optional()),
    /** 'com': rows with a comprovante; 'sem': rows without one. */
    comprovante: z.preprocess(emptyToUndefined, attachmentFilterSchema.optional()),
  })
  .refine((q) => q.billMonth === undefined || q.accountId !== undefined, {
    error: BILL_FILTER_NEEDS_CARD_MESSAGE,
    path: ['accountId'],
  })
  .refine((q) => q.subcategorias === undefined || typeof q.categoryId === 'number', {
    error: SUBCATEGORIES_NEED_CATEGORY_MESSAGE,
    path: ['subcategorias'],
  });
export type TransactionListQuery = z.input<typeof transactionListQuery>;
