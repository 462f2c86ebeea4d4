import { normalizeWord } from '../../../../common/csv/normalize';
import { categoryFromCells } from './category-path';
import { dateReader } from './dates';
import { HistoryBuilder } from './history-builder';
import { typeOfSigned } from './signed-type';
import { type ColumnSpec, linesUnderHeader, openTable } from './table';
import { cardLine } from './table-line';
import type { AppReader, AppRow } from './types';

/**
 * Mobills' export of transactions (web app: Transações → Exportar, CSV or Excel): one line per transaction with
 * its signed value (expenses negative), the account or, for a card expense, the card, the category and its
 * subcategory in two columns, tags separated by commas, and the installment at the end of the description
 * ('Notebook 3/10'). A transfer is two lines of type 'Transferência', one per account (negative where the money
 * left). The layout assumed is in server/test/app-import-samples/SOURCES.md.
 */

const SPEC = {
  names: {
    date: ['Data'],
    description: ['Descrição', 'Descricao'],
    amount: ['Valor'],
    account: ['Conta'],
    card: ['Cartão de crédito', 'Cartão', 'Cartao'],
    category: ['Categoria'],
    subcategory: ['Subcategoria'],
    tags: ['Tags', 'Etiquetas'],
    type: ['Tipo'],
    status: ['Situação', 'Situacao', 'Status'],
    notes: ['Observação', 'Observacao', 'Observações'],
  },
  required: ['date', 'amount', 'account', 'description'],
} as const satisfies ColumnSpec<string>;

export const readMobills: AppReader = async (bytes) => {
  const open = await openTable(bytes, 'mobills', 'Mobills', SPEC);
  if ('app' in open) return open;
  const history = new HistoryBuilder('mobills', open.errors);
  const date = dateReader('DD/MM/YYYY');
  for (const { line, cell } of linesUnderHeader(open)) {
    const leg = cardLine(history, line, cell, date);
    if (!leg) continue;
    if (normalizeWord(cell('type')).startsWith('transferencia')) {
      history.transferLeg(leg);
      continue;
    }
    const { signedCents, ...base } = leg;
    const row: AppRow = { ...base, amountCents: Math.abs(signedCents), type: typeOfSigned(signedCents) };
    const category = categoryFromCells(cell('category'), cell('subcategory'));
    if (category) {
      row.category = category;
      // Mobills keeps a list of income categories and one of expense categories: Tipo says which (a card refund
      // is 'Despesa cartão', an expense category's money back).
      const kind = normalizeWord(cell('type'));
      if (kind !== '') row.categoryType = kind.startsWith('receita') ? 'receita' : 'despesa';
    }
    history.row(row);
  }
  return history.build();
};
