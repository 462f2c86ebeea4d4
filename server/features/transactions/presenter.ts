import type { Transaction } from '../../../common/contract/transactions';
import { centsToReais } from '../../../common/money';
import type { SplitOfTransaction, TagOfTransaction, TransactionListRow } from './repository';

/** The transaction as the API answers it: the specification's field names, reais on the wire. */
export function presentTransactions(
  rows: TransactionListRow[],
  tags: TagOfTransaction[],
  splits: SplitOfTransaction[],
): Transaction[] {
  const tagsBy = groupBy(tags, (t) => t.transaction_id);
  const splitsBy = groupBy(splits, (s) => s.transaction_id);
  return rows.map((r) => ({
    id: Number(r.id),
    description: r.description,
    date: r.date,
    amount: centsToReais(Number(r.amount)),
    type: r.type,
    status: r.status,
    categoriaId: r.category_id === null ? null : Number(r.category_id),
    categoria_name: r.category_name,
    payeeId: r.payee_id === null ? null : Number(r.payee_id),
    payee_name: r.payee_name,
    contaId: Number(r.account_id),
    conta_name: r.account_name,
    tags: (tagsBy.get(Number(r.id)) ?? []).map((t) => ({ id: Number(t.id), name: t.name })),
    splits: (splitsBy.get(Number(r.id)) ?? []).map((s) => ({
      id: Number(s.id),
      amount: centsToReais(Number(s.amount)),
      description: s.description,
      categoryId: s.category_id === null ? null : Number(s.category_id),
      categoria_name: s.category_name,
      payeeId: s.payee_id === null ? null : Number(s.payee_id),
      payee_name: s.payee_name,
    })),
    transfer_id: r.transfer_id,
    goal_id: r.goal_id === null ? null : Number(r.goal_id),
  }));
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const k = Number(key(item));
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
