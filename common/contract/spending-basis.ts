import { SPENDING_BASES, SPENDING_BASIS_MESSAGE, type SpendingBasis } from '../spending-basis';
import { z } from './shared';

export type { SpendingBasis };

const basis = z.enum(SPENDING_BASES, { error: SPENDING_BASIS_MESSAGE });

/** PUT /books/spending-basis: the book's choice (its names and sentences: common/spending-basis.ts). */
export const spendingBasisBody = z.object({ base: basis }).strict();
export type SpendingBasisBody = z.input<typeof spendingBasisBody>;

/** The optional `base` of a report's query: the book's setting when absent. */
export const basisQueryField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  basis.optional(),
);

/** GET /books/spending-basis. */
export interface SpendingBasisAnswer {
  base: SpendingBasis;
}
