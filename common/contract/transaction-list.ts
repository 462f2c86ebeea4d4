import { attachmentFilterSchema } from './attachments';
import { billMonthSchema } from './cards';
import { idSchema, isoDateSchema, z } from './shared';
import { PAGE_SIZE } from './transactions';

// GET /transactions' filters and page (the list, its exports and the bench read the same query).

export const BILL_FILTER_NEEDS_CARD_MESSAGE = 'Escolha o cartão para ver uma fatura';

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
    categoryId: z.preprocess(emptyToUndefined, idSchema.optional()),
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
  });
export type TransactionListQuery = z.input<typeof transactionListQuery>;
