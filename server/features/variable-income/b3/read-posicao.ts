import type ExcelJS from 'exceljs';
import { decimalText } from '../../../../common/variable-income';
import { type Cell, scaledOf, textOf } from './cells';
import {
  type B3Kind,
  classOfSheet,
  kindOfName,
  kindOfTicker,
  normalizeTicker,
  POSICAO_COLUMNS,
  plain,
  REQUIRED,
  type SheetClass,
} from './format';
import { type Collector, quoted, SKIP_REASONS } from './reading';
import { eachLine, findHeader } from './sheet-tables';

/** Posição: the units held of each asset on the file's day, and its closing price, sheet by sheet. */

/** Reads every sheet of a Posição; false when no sheet is one (the file is some other spreadsheet). */
export function readPosicao(workbook: ExcelJS.Workbook, priceDate: string, out: Collector): boolean {
  const tables = workbook.worksheets.map((sheet) => ({
    sheet,
    class: classOfSheet(sheet.name),
    table: findHeader<keyof typeof POSICAO_COLUMNS>(sheet, POSICAO_COLUMNS, REQUIRED.posicao),
    fixedIncome: findHeader(sheet, { product: POSICAO_COLUMNS.product }, ['product']),
  }));
  if (!tables.some((t) => t.table || (t.class === 'renda-fixa' && t.fixedIncome))) return false;

  for (const { sheet, class: sheetClass, table, fixedIncome } of tables) {
    if (sheetClass === 'renda-fixa' && fixedIncome) {
      eachLine(fixedIncome, (get, line) => {
        if (!isTotalLine(get('product'))) out.skip(sheet, line, SKIP_REASONS.fixedIncome);
      });
      continue;
    }
    if (!table) {
      if (sheet.actualRowCount > 1) out.skip(sheet, 1, `aba "${sheet.name}": não importada`);
      continue;
    }
    eachLine(table, (get, line) => {
      const product = get('product');
      // Each sheet ends in a blank line and "Total" with the sheet's value, under columns other than Produto.
      if (isTotalLine(product)) return;
      const ticker = normalizeTicker(textOf(get('ticker')));
      if (!ticker)
        return out.skip(sheet, line, `código de negociação não reconhecido: ${quoted(get('ticker'))}`);
      const quantity = scaledOf(get('quantity'));
      if (quantity === null || quantity <= 0n)
        return out.skip(sheet, line, `quantidade inválida: ${quoted(get('quantity'))}`);
      const name = textOf(product).split(' - ').slice(1).join(' - ').trim().slice(0, 80) || null;
      const kind = kindOfPosition(sheetClass, textOf(product), ticker);
      out.asset(ticker, kind, name);
      out.positions.push({
        ticker,
        kind,
        quantity: decimalText(quantity),
        institution: textOf(get('institution')),
        sheet: sheet.name,
        line,
      });
      const price = scaledOf(get('closingPrice'));
      if (price !== null && price > 0n && !out.prices.has(ticker)) {
        out.prices.set(ticker, { date: priceDate, ticker, price: decimalText(price) });
      }
    });
  }
  return true;
}

/** The kind a Posição line's sheet tells; in the funds' sheet, the product's name; elsewhere, the code. */
function kindOfPosition(sheetClass: SheetClass, product: string, ticker: string): B3Kind | null {
  switch (sheetClass) {
    case 'fundos':
      return kindOfName(product);
    case 'outra':
    case 'renda-fixa':
      return kindOfTicker(ticker);
    default:
      return sheetClass;
  }
}

const isTotalLine = (product: Cell) => product === null || plain(textOf(product)) === 'total';
