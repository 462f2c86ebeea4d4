import { shareModeLabels } from '../../../common/contract/household';
import type { Transaction } from '../../../common/contract/transactions';
import { statusLabels } from '../../../common/contract/transactions';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import type { TransactionChange } from '../../db/schema';

const NONE = '—';

/**
 * The fields of a transaction its history follows, each as a person reads it (the edit dialog's words). A change
 * is kept as text at the time: a category renamed later does not rewrite what was changed.
 */
const FIELDS: Array<{ field: string; read: (t: Transaction) => string }> = [
  { field: 'Data', read: (t) => formatDateBR(t.date) },
  { field: 'Descrição', read: (t) => t.description || NONE },
  { field: 'Tipo', read: (t) => (t.type === 'RECEITA' ? 'Receita' : 'Despesa') },
  { field: 'Valor', read: (t) => formatReais(t.amount) },
  { field: 'Conta', read: (t) => t.conta_name },
  { field: 'Categoria', read: (t) => t.categoria_name ?? 'Sem categoria' },
  { field: 'Favorecido', read: (t) => t.payee_name ?? NONE },
  { field: 'Status', read: (t) => statusLabels[t.status] },
  { field: 'Tags', read: (t) => t.tags.map((tag) => tag.name).join(', ') || NONE },
  {
    field: 'Divisão em categorias',
    read: (t) =>
      t.splits.map((s) => `${s.categoria_name ?? 'Sem categoria'} ${formatReais(s.amount)}`).join(' · ') ||
      NONE,
  },
  { field: 'Quem pagou', read: (t) => t.paid_by_name ?? NONE },
  {
    field: 'Divisão entre pessoas',
    read: (t) =>
      t.share_mode === null
        ? 'Não dividida'
        : `${shareModeLabels[t.share_mode]}: ${t.shares.map((s) => `${s.name} ${formatReais(s.amount)}`).join(' · ')}`,
  },
];

/** The row's fields as a person reads them, in FIELDS' order: what its history compares. */
export const readFields = (t: Transaction): string[] => FIELDS.map(({ read }) => read(t));

/** What a change did to the row, field by field (readFields before and after); empty when nothing a person reads changed. */
export function changesBetweenReads(before: string[], after: string[]): TransactionChange[] {
  return FIELDS.flatMap(({ field }, i) => {
    const from = before[i] ?? NONE;
    const to = after[i] ?? NONE;
    return from === to ? [] : [{ field, from, to }];
  });
}
