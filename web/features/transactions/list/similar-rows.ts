import type { Transaction } from '../../../../common/contract/transactions';
import { descriptionStem } from '../../../../common/description-stem';

/** A row whose category can be changed from the list: not a transfer leg, not divided among categories. */
export function canCategorise(tx: Pick<Transaction, 'transfer_id' | 'splits'>): boolean {
  return tx.transfer_id === null && tx.splits.length === 0;
}

/**
 * The other rows of the list "like" a row just given a category: the same description stem (the one the
 * suggestions compare), the same type, and another category. These are what 'Aplicar às outras N parecidas'
 * changes.
 */
export function similarRows(
  items: readonly Transaction[],
  changed: Pick<Transaction, 'id' | 'description' | 'type'>,
  categoryId: number,
): Transaction[] {
  const stem = descriptionStem(changed.description);
  if (!stem) return [];
  return items.filter(
    (tx) =>
      tx.id !== changed.id &&
      tx.type === changed.type &&
      tx.categoriaId !== categoryId &&
      canCategorise(tx) &&
      descriptionStem(tx.description) === stem,
  );
}
