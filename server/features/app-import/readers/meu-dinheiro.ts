import { installmentFromCell } from '../../../../common/csv';
import { normalizeWord } from '../../../../common/csv/normalize';
import { categoryFromPath } from './category-path';
import { dateReader } from './dates';
import { HistoryBuilder } from './history-builder';
import { typeOfSigned } from './signed-type';
import { type ColumnSpec, linesUnderHeader, openTable } from './table';
import { checkedLine } from './table-line';
import { tagsOf } from './tags';
import type { AppReader, AppRow } from './types';

/**
 * Meu Dinheiro's export of lançamentos (web app: Financeiro → Lançamentos → Exportar, Excel): one line per
 * lançamento with its planned and its effective date (empty while it is not paid), its type (Receita, Despesa,
 * Transferência) and a positive value, the account and, for a transfer, the account it went to (one line per
 * transfer), the favorecido, the category as 'Pai: Filho', the installment in its own column ('3/10'), tags
 * separated by semicolons and the projeto. The layout assumed is in server/test/app-import-samples/SOURCES.md.
 */

const SPEC = {
  names: {
    planned: ['Data prevista', 'Data de vencimento', 'Vencimento'],
    effective: ['Data efetiva', 'Data de pagamento', 'Data'],
    type: ['Tipo'],
    account: ['Conta', 'Conta origem'],
    destination: ['Conta transferência', 'Conta transferencia', 'Conta destino'],
    description: ['Descrição', 'Descricao'],
    payee: ['Favorecido'],
    category: ['Categoria'],
    project: ['Projeto'],
    amount: ['Valor'],
    installment: ['Parcela'],
    tags: ['Tags'],
    notes: ['Observações', 'Observacoes', 'Observação'],
  },
  required: ['planned', 'type', 'account', 'amount'],
} as const satisfies ColumnSpec<string>;

const CATEGORY_PATH = /\s*[:>]\s*/;

export const readMeuDinheiro: AppReader = async (bytes) => {
  const open = await openTable(bytes, 'meu-dinheiro', 'Meu Dinheiro', SPEC);
  if ('app' in open) return open;
  const history = new HistoryBuilder('meu-dinheiro', open.errors);
  const date = dateReader('DD/MM/YYYY');
  for (const { line, cell } of linesUnderHeader(open)) {
    // Paid: the day it was paid. Not yet: the day it is due, pending.
    const effective = cell('effective');
    const checked = checkedLine(
      history,
      line,
      {
        date: effective !== '' ? effective : cell('planned'),
        amount: cell('amount'),
        account: cell('account'),
      },
      date,
    );
    if (!checked) continue;
    const { date: day, signedCents: signed, account } = checked;
    const type = normalizeWord(cell('type'));
    const destination = cell('destination');
    const project = cell('project');
    const payee = cell('payee');
    const notes = cell('notes');
    const description = cell('description') || payee;
    const row: AppRow = {
      line,
      date: day,
      amountCents: Math.abs(signed),
      // The type says the direction; a file without it (or with a word it does not know) goes by the sign.
      type: type.startsWith('receita')
        ? 'RECEITA'
        : type.startsWith('despesa')
          ? 'DESPESA'
          : typeOfSigned(signed),
      account,
      description,
      // The projeto groups lançamentos across categories, as a tag does in Grana.
      tags: [...new Set([...tagsOf(cell('tags')), ...(project !== '' ? [project] : [])])],
      status: effective !== '' ? 'CLEARED' : 'PENDING',
    };
    if (payee !== '') row.payee = payee;
    if (notes !== '') row.notes = notes;
    const installment = installmentFromCell(cell('installment'));
    if (installment) row.installment = installment;
    if (type.startsWith('transferencia') && destination !== '') {
      // One line per transfer, from Conta to Conta transferência; a negative value means the other way round.
      row.type = 'TRANSFER';
      row.account = signed < 0 ? destination : account;
      row.destination = signed < 0 ? account : destination;
      if (!cell('description')) row.description = 'Transferência';
      history.row(row);
      continue;
    }
    const category = categoryFromPath(cell('category'), CATEGORY_PATH);
    if (category) row.category = category;
    history.row(row);
  }
  return history.build();
};
