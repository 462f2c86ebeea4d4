import ExcelJS from 'exceljs';
import { decimalText, divideRounding, valueCents } from '../../../../common/variable-income';
import { type Cell, cellOf, centsOf, dateOf, scaledOf, textOf } from './cells';
import { B3_MESSAGES, B3FileError, MAX_B3_FILE_BYTES, MAX_B3_ROWS } from './file-limits';
import {
  type B3Kind,
  classOfSheet,
  isFixedIncomeProduct,
  kindOfName,
  kindOfTicker,
  MOVIMENTACAO_COLUMNS,
  NEGOCIACAO_COLUMNS,
  normalizeTicker,
  POSICAO_COLUMNS,
  plain,
  REQUIRED,
  ruleOfMovement,
  type SheetClass,
} from './format';
import { checkWorkbookBounds } from './workbook-bounds';

/**
 * Reads one B3 Área do Investidor spreadsheet (Negociação, Movimentação or Posição: see format.ts) into what Grana
 * can record: trades, proventos, desdobros and grupamentos, closing prices and positions, and every line it leaves
 * out with the reason. Pure: no database. The file is refused whole only when it is no such spreadsheet or too big;
 * a bad line is reported with its number and the rest is read.
 *
 * Trades come from Negociação only: Movimentação shows each trade again as "Transferência - Liquidação" on its
 * settlement day (two business days later) and mixes in lending with the same label, so its lines are left out and
 * say so. Unpacking an xlsx is heavy for its size (a 5 MB file can hold hundreds of MB of XML): a file past the line
 * limit, or whose parts unpack past what such a file can hold, is refused before exceljs loads it
 * (workbook-bounds.ts), and the server calls this on a worker thread with a memory and a time limit
 * (read-in-worker.ts), never on the request's thread.
 */

export { B3_MESSAGES, B3FileError, MAX_B3_FILE_BYTES, MAX_B3_ROWS };

export const SKIP_REASONS = {
  fixedIncome: 'renda fixa: registre em Investimentos > Renda fixa',
  settlement:
    'compra ou venda: importe a planilha de Negociação, que traz a data do negócio (esta linha é a liquidação, dias depois)',
  transferredIncome: 'provento transferido entre instituições: já consta na linha do provento original',
  debitedIncome: 'débito de provento (estorno): não importado',
  bonificacao: 'bonificação: registre como compra com o custo informado pela empresa',
  fracao: 'fração em ativos: a fração sai da posição para o leilão; registre a venda dela ao receber o valor',
  leilao: 'leilão de fração: registre como venda da fração pelo valor recebido',
  amortizacao: 'amortização (devolução de capital): não importada',
  direitos: 'direitos de subscrição: registre a compra quando a subscrição for exercida',
  atualizacao: 'atualização de posição da B3: não muda quantidade nem custo',
  emprestimo: 'empréstimo de ativos (aluguel): não importado',
  transferencia: 'transferência de custódia entre instituições: não muda a quantidade',
  debitedEvent: 'débito de desdobro ou grupamento: não importado',
  noTicker: 'produto sem código de negociação',
} as const;

export type B3FileKind = 'negociacao' | 'movimentacao' | 'posicao';

export interface B3Trade {
  date: string;
  side: 'compra' | 'venda';
  ticker: string;
  /** The kind the ticker tells (ações, BDRs); null when the person must choose (codes ending in 11). */
  kind: B3Kind | null;
  /** Units, '100.00000000'. */
  quantity: string;
  /** Reais per unit, '38.50000000'. */
  price: string;
  /** quantity × price rounded half up to the cent (no fees: Negociação carries none). */
  amountCents: number;
  institution: string;
  sheet: string;
  line: number;
}

export interface B3Income {
  date: string;
  kind: 'dividendo' | 'jcp' | 'rendimento';
  ticker: string;
  grossCents: number;
  /** IR withheld at the source: JCP's 15% (see jcpGrossCents); 0 for dividendos and rendimentos. */
  withheldCents: number;
  institution: string;
  sheet: string;
  line: number;
}

/** A desdobro adds `quantity` units; a grupamento leaves `quantityAfter` units in all (B3 credits the new total). */
export type B3Event =
  | { date: string; side: 'desdobro'; ticker: string; quantity: string; sheet: string; line: number }
  | { date: string; side: 'grupamento'; ticker: string; quantityAfter: string; sheet: string; line: number };

export interface B3Price {
  date: string;
  ticker: string;
  price: string;
}

export interface B3Position {
  ticker: string;
  kind: B3Kind | null;
  quantity: string;
  institution: string;
  sheet: string;
  line: number;
}

export interface B3Skipped {
  sheet: string;
  line: number;
  reason: string;
}

/** Each ticker met in the file, with the kind told by its sheet, its name or its code (null: the person chooses). */
export interface B3Asset {
  ticker: string;
  kind: B3Kind | null;
  name: string | null;
}

export interface B3Reading {
  file: B3FileKind;
  trades: B3Trade[];
  incomes: B3Income[];
  events: B3Event[];
  prices: B3Price[];
  positions: B3Position[];
  assets: B3Asset[];
  skipped: B3Skipped[];
}

export interface ReadOptions {
  /** The day Posição's closing prices are recorded for: the file carries none (see dateInFileName). */
  priceDate: string;
}

export async function readB3Spreadsheet(bytes: Uint8Array, options: ReadOptions): Promise<B3Reading> {
  if (bytes.byteLength > MAX_B3_FILE_BYTES) throw new B3FileError(413, B3_MESSAGES.tooBig);
  // Refused before exceljs unpacks it whole: past the line limit or past the size such a file unpacks to.
  await checkWorkbookBounds(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    // A copy as a plain ArrayBuffer: the type exceljs declares, and JSZip reads it as is.
    await workbook.xlsx.load(bytes.slice().buffer);
  } catch {
    throw new B3FileError(400, B3_MESSAGES.notXlsx);
  }
  // The same rule as checkWorkbookBounds's, on the sheets as exceljs made them: the word of the two.
  let rows = 0;
  for (const sheet of workbook.worksheets) rows += Math.max(0, sheet.actualRowCount - 1);
  if (rows > MAX_B3_ROWS) throw new B3FileError(413, B3_MESSAGES.tooManyRows);

  const out = new Collector(workbook.properties.date1904 === true);
  const negociacao = findSheet<keyof typeof NEGOCIACAO_COLUMNS>(
    workbook,
    NEGOCIACAO_COLUMNS,
    REQUIRED.negociacao,
  );
  const movimentacao = negociacao
    ? null
    : findSheet<keyof typeof MOVIMENTACAO_COLUMNS>(workbook, MOVIMENTACAO_COLUMNS, REQUIRED.movimentacao);
  if (negociacao) {
    readNegociacao(negociacao, out);
    return out.result('negociacao');
  }
  if (movimentacao) {
    readMovimentacao(movimentacao, out);
    return out.result('movimentacao');
  }
  if (readPosicao(workbook, options.priceDate, out)) return out.result('posicao');
  throw new B3FileError(400, B3_MESSAGES.notB3);
}

// ---- sheets and their columns ----

/** Where the header can be: B3 puts it on the first line; a title line or two above it is tolerated. */
const HEADER_SEARCH_ROWS = 5;

interface Table<K extends string> {
  sheet: ExcelJS.Worksheet;
  headerRow: number;
  columns: Partial<Record<K, number>>;
}

function findHeader<K extends string>(
  sheet: ExcelJS.Worksheet,
  titles: Record<K, string>,
  required: readonly K[],
): Table<K> | null {
  const wanted = new Map<string, K>();
  for (const [key, title] of Object.entries(titles) as Array<[K, string]>) wanted.set(plain(title), key);
  for (let r = 1; r <= Math.min(HEADER_SEARCH_ROWS, sheet.actualRowCount); r++) {
    const columns: Partial<Record<K, number>> = {};
    sheet.getRow(r).eachCell((cell, col) => {
      const key = wanted.get(plain(textOf(cellOf(cell.value))));
      if (key !== undefined && columns[key] === undefined) columns[key] = col;
    });
    if (required.every((key) => columns[key] !== undefined)) return { sheet, headerRow: r, columns };
  }
  return null;
}

function findSheet<K extends string>(
  workbook: ExcelJS.Workbook,
  titles: Record<K, string>,
  required: readonly K[],
): Table<K> | null {
  for (const sheet of workbook.worksheets) {
    const table = findHeader(sheet, titles, required);
    if (table) return table;
  }
  return null;
}

/** Each data line below the header that has something in the columns read, with a reader of its cells. */
function eachLine<K extends string>(
  table: Table<K>,
  visit: (get: (key: K) => Cell, line: number) => void,
): void {
  const columns = Object.values(table.columns) as number[];
  table.sheet.eachRow((row, line) => {
    if (line <= table.headerRow) return;
    const cells = new Map<number, Cell>();
    for (const col of columns) cells.set(col, cellOf(row.getCell(col).value));
    if ([...cells.values()].every((cell) => cell === null)) return;
    visit((key) => {
      const col = table.columns[key];
      return col === undefined ? null : (cells.get(col) ?? null);
    }, line);
  });
}

// ---- what the reading gathers ----

class Collector {
  readonly trades: B3Trade[] = [];
  readonly incomes: B3Income[] = [];
  readonly events: B3Event[] = [];
  readonly prices = new Map<string, B3Price>();
  readonly positions: B3Position[] = [];
  readonly skipped: B3Skipped[] = [];
  private readonly assets = new Map<string, B3Asset>();

  constructor(readonly date1904: boolean) {}

  skip(sheet: ExcelJS.Worksheet, line: number, reason: string): void {
    this.skipped.push({ sheet: sheet.name, line, reason });
  }

  /** Notes a ticker met; a kind or a name told once is kept over a later null. */
  asset(ticker: string, kind: B3Kind | null, name: string | null): void {
    const known = this.assets.get(ticker);
    this.assets.set(ticker, { ticker, kind: known?.kind ?? kind, name: known?.name ?? name });
  }

  date(cell: Cell): string | null {
    return dateOf(cell, this.date1904);
  }

  result(file: B3FileKind): B3Reading {
    // Oldest first, as they must be recorded. B3 lists the newest first, so on one day the lower line is the
    // later one; and compras go before vendas (the file does not tell the hour, and a sale must not look larger
    // than what was held).
    const byDate = <T extends { date: string; line: number }>(a: T, b: T) =>
      a.date.localeCompare(b.date) || b.line - a.line;
    return {
      file,
      trades: [...this.trades].sort(
        (a, b) => a.date.localeCompare(b.date) || sideOrder(a) - sideOrder(b) || b.line - a.line,
      ),
      incomes: [...this.incomes].sort(byDate),
      events: [...this.events].sort(byDate),
      prices: [...this.prices.values()],
      positions: this.positions,
      assets: [...this.assets.values()].sort((a, b) => a.ticker.localeCompare(b.ticker)),
      skipped: this.skipped,
    };
  }
}

const sideOrder = (trade: B3Trade) => (trade.side === 'compra' ? 0 : 1);
const quoted = (cell: Cell) => `"${textOf(cell)}"`;
const reais = (cents: bigint) =>
  `R$ ${(Number(cents) / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// ---- Negociação ----

function readNegociacao(table: Table<keyof typeof NEGOCIACAO_COLUMNS>, out: Collector): void {
  const { sheet } = table;
  eachLine(table, (get, line) => {
    const date = out.date(get('date'));
    if (!date) return out.skip(sheet, line, `data do negócio inválida: ${quoted(get('date'))}`);
    const sideText = plain(textOf(get('side')));
    const side = sideText === 'compra' ? 'compra' : sideText === 'venda' ? 'venda' : null;
    if (!side)
      return out.skip(sheet, line, `tipo de movimentação ${quoted(get('side'))}: nem compra nem venda`);
    const market = plain(textOf(get('market')));
    if (market !== '' && !market.includes('vista') && !market.includes('fracion')) {
      return out.skip(
        sheet,
        line,
        `mercado ${quoted(get('market'))}: só os mercados à vista e fracionário são importados`,
      );
    }
    const ticker = normalizeTicker(textOf(get('ticker')));
    if (!ticker)
      return out.skip(sheet, line, `código de negociação não reconhecido: ${quoted(get('ticker'))}`);
    const quantity = scaledOf(get('quantity'));
    if (quantity === null || quantity <= 0n)
      return out.skip(sheet, line, `quantidade inválida: ${quoted(get('quantity'))}`);
    const price = scaledOf(get('price'));
    if (price === null || price <= 0n)
      return out.skip(sheet, line, `preço inválido: ${quoted(get('price'))}`);
    const amount = valueCents(quantity, price);
    const stated = centsOf(get('amount'));
    // A value that differs from quantity × price by more than the cent of rounding means a column read wrong.
    if (stated !== null && (stated - amount > 1n || amount - stated > 1n)) {
      return out.skip(
        sheet,
        line,
        `o valor (${reais(stated)}) não confere com quantidade × preço (${reais(amount)})`,
      );
    }
    const kind = kindOfTicker(ticker);
    out.asset(ticker, kind, null);
    out.trades.push({
      date,
      side,
      ticker,
      kind,
      quantity: decimalText(quantity),
      price: decimalText(price),
      amountCents: Number(amount),
      institution: textOf(get('institution')),
      sheet: sheet.name,
      line,
    });
  });
}

// ---- Movimentação ----

/**
 * JCP is credited net of the 15% IR withheld at the source (Lei 9.249/1995 art. 9 § 2): the gross is net ÷ 0,85,
 * rounded half up to the cent. When quantity × "Preço unitário" (the gross per unit) is the net itself, within the
 * cent of rounding, nothing was withheld (an exempt investor) and the gross is the net.
 */
export function jcpGrossCents(netCents: bigint, quantity: bigint | null, unitPrice: bigint | null): bigint {
  if (quantity !== null && unitPrice !== null) {
    const byUnit = valueCents(quantity, unitPrice);
    if (byUnit - netCents <= 1n && netCents - byUnit <= 1n) return netCents;
  }
  return divideRounding(netCents * 100n, 85n);
}

function readMovimentacao(table: Table<keyof typeof MOVIMENTACAO_COLUMNS>, out: Collector): void {
  const { sheet } = table;
  eachLine(table, (get, line) => {
    const skip = (reason: string) => out.skip(sheet, line, reason);
    const direction = plain(textOf(get('direction')));
    const credit = direction.startsWith('credito');
    if (!credit && !direction.startsWith('debito'))
      return skip(`entrada/saída ${quoted(get('direction'))}: nem crédito nem débito`);
    const date = out.date(get('date'));
    if (!date) return skip(`data inválida: ${quoted(get('date'))}`);
    const product = textOf(get('product'));
    if (isFixedIncomeProduct(product)) return skip(SKIP_REASONS.fixedIncome);
    const rule = ruleOfMovement(textOf(get('movement')));
    const [code = '', ...rest] = product.split(' - ');
    const ticker = normalizeTicker(code);
    const name = rest.join(' - ').trim().slice(0, 80) || null;

    switch (rule) {
      case 'liquidacao':
      case 'compra-venda':
        return skip(SKIP_REASONS.settlement);
      case 'transferido':
        return skip(SKIP_REASONS.transferredIncome);
      case 'bonificacao':
      case 'fracao':
      case 'leilao':
      case 'amortizacao':
      case 'direitos':
      case 'atualizacao':
      case 'emprestimo':
      case 'transferencia':
        return skip(SKIP_REASONS[rule]);
      case 'outra':
        return skip(`movimentação ${quoted(get('movement'))}: não importada`);
    }
    if (!ticker) return skip(SKIP_REASONS.noTicker);
    const kind = kindOfTicker(ticker) ?? (name ? kindOfName(name) : null);

    if (rule === 'desdobro' || rule === 'grupamento') {
      if (!credit) return skip(SKIP_REASONS.debitedEvent);
      const quantity = scaledOf(get('quantity'));
      if (quantity === null || quantity <= 0n) return skip(`quantidade inválida: ${quoted(get('quantity'))}`);
      out.asset(ticker, kind, name);
      out.events.push(
        rule === 'desdobro'
          ? { date, side: 'desdobro', ticker, quantity: decimalText(quantity), sheet: sheet.name, line }
          : {
              date,
              side: 'grupamento',
              ticker,
              quantityAfter: decimalText(quantity),
              sheet: sheet.name,
              line,
            },
      );
      return;
    }

    // Proventos: dividendo, jcp, rendimento.
    if (!credit) return skip(SKIP_REASONS.debitedIncome);
    const net = centsOf(get('amount'));
    if (net === null || net <= 0n) return skip(`valor do provento inválido: ${quoted(get('amount'))}`);
    const gross =
      rule === 'jcp' ? jcpGrossCents(net, scaledOf(get('quantity')), scaledOf(get('unitPrice'))) : net;
    out.asset(ticker, kind, name);
    out.incomes.push({
      date,
      kind: rule,
      ticker,
      grossCents: Number(gross),
      withheldCents: Number(gross - net),
      institution: textOf(get('institution')),
      sheet: sheet.name,
      line,
    });
  });
}

// ---- Posição ----

/** Reads every sheet of a Posição; false when no sheet is one (the file is some other spreadsheet). */
function readPosicao(workbook: ExcelJS.Workbook, priceDate: string, out: Collector): boolean {
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
