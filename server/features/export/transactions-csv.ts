import { statusLabels } from '../../../common/contract/transactions';
import { CSV_BOM, csvRecord, textCell } from '../../../common/csv/write';
import { formatDateBR } from '../../../common/dates';
import { centsToInputText } from '../../../common/money';
import { partsOfPage } from './by-transaction';
import type { ReadStep } from './read-steps';
import { PAGE_ROWS, exportRepository as repo, type SplitRow } from './repository';

/**
 * The columns, named so that our own import finds them by their header ('Data', 'Descrição', 'Valor', 'Tipo',
 * 'Conta', 'Destino', 'Categoria', 'Favorecido', 'Status', 'Identificador'); 'Tags' and 'Divisões' are for
 * reading only. Valor is signed from the point of view of the row's account: minus for expenses and for the
 * money a transfer takes out.
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
] as const;

const TYPE_LABELS = { RECEITA: 'Receita', DESPESA: 'Despesa', TRANSFER: 'Transferência' } as const;

/**
 * The transactions as a spreadsheet (UTF-8 with BOM, ';', Brazilian dates and amounts), a page per chunk. The
 * names are read first, then the rows' ids by date, then the rows a page at a time: when the steps are not one
 * snapshot, each row is still written once, as it was when its page was read (a name created meanwhile is
 * left blank; the spreadsheet is a report, the JSON is the backup).
 */
export async function writeTransactionsCsv(step: ReadStep, bookId: number): Promise<string[]> {
  const names = (rows: Array<{ id: number; name: string }>) => new Map(rows.map((r) => [r.id, r.name]));
  const { accounts, categories, payees, tags } = await step(async (tx) => ({
    accounts: names(await repo.accounts(tx, bookId)),
    categories: names(await repo.categories(tx, bookId)),
    payees: names(await repo.payees(tx, bookId)),
    tags: names(await repo.tags(tx, bookId)),
  }));
  const nameOf = (map: Map<number, string>, id: number | null | undefined) =>
    id === null || id === undefined ? '' : (map.get(id) ?? '');

  const chunks = [CSV_BOM + csvRecord(CSV_HEADER)];
  // Pages of rows until one comes short: each page starts past the last row read, so the walk ends with the rows.
  let after: { date: string; id: number } | null = null;
  for (let full = true; full; ) {
    const { rows, splits, tagLinks } = await step(async (tx) => {
      const page = await repo.spreadsheetIdPage(tx, bookId, after, PAGE_ROWS);
      full = page.length === PAGE_ROWS;
      after = page[page.length - 1] ?? after;
      const rows = await repo.spreadsheetRowsByIds(
        tx,
        bookId,
        page.map((r) => Number(r.id)),
      );
      return { rows, ...(await partsOfPage(tx, bookId, rows)) };
    });
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
      ]);
    }
    chunks.push(text);
  }
  return chunks;
}

/** 'Farmácia: 20,00 (remédios)': a split part, for reading. */
function splitText(split: SplitRow, category: string): string {
  const label = category || 'Sem categoria';
  const amount = centsToInputText(split.amount);
  return split.description ? `${label}: ${amount} (${split.description})` : `${label}: ${amount}`;
}
