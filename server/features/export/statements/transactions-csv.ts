import { statusLabels } from '../../../../common/contract/transactions';
import { CSV_BOM, csvRecord, textCell } from '../../../../common/csv/write';
import { formatDateBR } from '../../../../common/dates';
import { centsToInputText } from '../../../../common/money';
import type { ListFilters } from '../../transactions/public';
import { nameOf, readBookNames, walkRows } from '../book-rows';
import type { ReadStep } from '../read-steps';
import type { SplitRow } from '../transactions-repository';

/**
 * The columns, named so that our own import finds them by their header ('Data', 'Descrição', 'Valor', 'Tipo',
 * 'Conta', 'Destino', 'Categoria', 'Favorecido', 'Status', 'Identificador'); 'Tags' and 'Divisões' are for
 * reading only. Valor is signed from the point of view of the row's account: minus for expenses and for the
 * money a transfer takes out, and in the account's currency, which 'Moeda' names (ISO 4217: BRL, USD).
 */
export const CSV_HEADER = [
  'Data',
  'Descrição',
  'Valor',
  'Tipo',
  'Conta',
  'Destino',
  'Categoria',
  'Favorecido',
  'Tags',
  'Status',
  'Identificador',
  'Divisões',
  'Moeda',
] as const;

const TYPE_LABELS = { RECEITA: 'Receita', DESPESA: 'Despesa', TRANSFER: 'Transferência' } as const;

/**
 * The transactions as a spreadsheet (UTF-8 with BOM, ';', Brazilian dates and amounts), a page per chunk: those
 * the list shows for `filters` (Transações' "Exportar": what is on screen, all pages), every one without. The
 * names are read first, then the rows a page at a time (book-rows.ts; a name created meanwhile is left blank:
 * the spreadsheet is a report, the JSON is the backup). Filtered by an account, a transfer is that account's leg,
 * signed from its side like every row.
 */
export async function writeTransactionsCsv(
  step: ReadStep,
  bookId: number,
  filters: ListFilters = {},
): Promise<string[]> {
  const { accounts, accountCurrencies, categories, payees, tags } = await readBookNames(step, bookId);
  const chunks = [CSV_BOM + csvRecord(CSV_HEADER)];
  await walkRows(step, bookId, filters, ({ rows, splits, tagLinks }) => {
    let text = '';
    for (const row of rows) {
      const transfer = row.transferId !== null;
      const signed = row.type === 'DESPESA' ? -row.amount : row.amount;
      const parts = (splits.get(row.id) ?? []).map((s) => splitText(s, nameOf(categories, s.categoryId)));
      text += csvRecord([
        formatDateBR(row.date),
        textCell(row.description),
        centsToInputText(signed),
        TYPE_LABELS[transfer ? 'TRANSFER' : row.type],
        textCell(nameOf(accounts, row.accountId)),
        textCell(transfer ? nameOf(accounts, row.partnerAccountId) : ''),
        textCell(nameOf(categories, row.categoryId)),
        textCell(nameOf(payees, row.payeeId)),
        textCell(
          (tagLinks.get(row.id) ?? [])
            .map((link) => nameOf(tags, link.tagId))
            .sort((a, b) => a.localeCompare(b, 'pt-BR'))
            .join(', '),
        ),
        statusLabels[row.status],
        textCell(row.externalId),
        textCell(parts.join(' | ')),
        nameOf(accountCurrencies, row.accountId),
      ]);
    }
    chunks.push(text);
  });
  return chunks;
}

/** 'Farmácia: 20,00 (remédios)': a split part, for reading. */
function splitText(split: SplitRow, category: string): string {
  const label = category || 'Sem categoria';
  const amount = centsToInputText(split.amount);
  return split.description ? `${label}: ${amount} (${split.description})` : `${label}: ${amount}`;
}
