import { normalizeWord } from '../../../../common/csv/normalize';
import { categoryFromPath } from './category-path';
import { dateReader } from './dates';
import { HistoryBuilder } from './history-builder';
import { typeOfSigned } from './signed-type';
import { type ColumnSpec, linesUnderHeader, openTable } from './table';
import { cardLine } from './table-line';
import type { AppReader, AppRow } from './types';

/**
 * Organizze's export of Lançamentos (web app: Lançamentos → Exportar, Excel; a CSV saved from it reads the same):
 * a title and the period above the header, then one line per lançamento with its signed value (expenses negative),
 * its account or card, the category as 'Pai > Filho', tags separated by commas and the installment in parentheses at
 * the end of the description ('Geladeira (3/10)'). A transfer is two lines of category 'Transferência', one per
 * account. The layout assumed is in server/test/app-import-samples/SOURCES.md.
 */

const SPEC = {
  names: {
    date: ['Data'],
    description: ['Descrição', 'Descricao'],
    category: ['Categoria'],
    amount: ['Valor'],
    status: ['Situação', 'Situacao'],
    account: ['Conta', 'Conta/Cartão', 'Conta ou cartão'],
    card: ['Cartão de crédito', 'Cartão'],
    tags: ['Tags', 'Marcadores'],
    notes: ['Observações', 'Observacoes', 'Anotações'],
  },
  required: ['date', 'description', 'amount', 'account'],
} as const satisfies ColumnSpec<string>;

const CATEGORY_PATH = /\s*>\s*/;

export const readOrganizze: AppReader = async (bytes) => {
  const open = await openTable(bytes, 'organizze', 'Organizze', SPEC);
  if ('app' in open) return open;
  const history = new HistoryBuilder('organizze', open.errors);
  const date = dateReader('DD/MM/YYYY');
  for (const { line, cells, cell } of linesUnderHeader(open)) {
    // Organizze closes the sheet with its totals ('Total', 'Saldo do período'): a line with no date and a label.
    if (cell('date') === '' && /^(total|saldo)/.test(normalizeWord(cell('description') || (cells[0] ?? ''))))
      continue;
    const leg = cardLine(history, line, cell, date);
    if (!leg) continue;
    const categoryText = cell('category');
    if (normalizeWord(categoryText).startsWith('transferencia')) {
      history.transferLeg(leg);
      continue;
    }
    const { signedCents, ...base } = leg;
    const row: AppRow = { ...base, amountCents: Math.abs(signedCents), type: typeOfSigned(signedCents) };
    const category = categoryFromPath(categoryText, CATEGORY_PATH);
    if (category) row.category = category;
    history.row(row);
  }
  return history.build();
};
