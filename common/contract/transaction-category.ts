import { idSchema, z } from './shared';

/** How many rows one 'Categorizar' may change: a screen's selection, with room for 'Aplicar às parecidas'. */
export const MAX_CATEGORISE_IDS = 1000;

export const CATEGORISE_IDS_MISSING_MESSAGE = 'Selecione ao menos uma transação';
export const CATEGORISE_TOO_MANY_MESSAGE = `Selecione no máximo ${MAX_CATEGORISE_IDS} transações de cada vez`;
export const CATEGORISE_TRANSFER_MESSAGE = 'Uma transferência não tem categoria';

/**
 * PUT /transactions/category: gives these rows one category (null: 'Sem categoria'), nothing else changing.
 * The rows are named as objects ({ id }), each id a transaction's as everywhere in the API. The answer carries
 * the undo token, as a deletion's does.
 */
export const transactionCategoryBody = z.object({
  transactions: z
    .array(z.object({ id: idSchema }), { error: CATEGORISE_IDS_MISSING_MESSAGE })
    .min(1, { error: CATEGORISE_IDS_MISSING_MESSAGE })
    .max(MAX_CATEGORISE_IDS, { error: CATEGORISE_TOO_MANY_MESSAGE }),
  categoryId: idSchema.nullable(),
});
export type TransactionCategoryBody = z.input<typeof transactionCategoryBody>;

/** What the change answers: how many rows it changed, and the token that puts their categories back. */
export interface CategorisedAnswer {
  updated: number;
  undo: string;
}
