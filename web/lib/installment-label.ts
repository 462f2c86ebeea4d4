import type { Transaction } from '../../common/contract/transactions';

/**
 * An installment's place in its purchase, '3/10'; null for any other row. Shown on the transactions' rows and
 * dialog and on a card's bill, so it stands below both features.
 */
export function installmentLabel(
  tx: Pick<Transaction, 'installment_number' | 'installment_count'>,
): string | null {
  return tx.installment_number === null || tx.installment_count === null
    ? null
    : `${tx.installment_number}/${tx.installment_count}`;
}
