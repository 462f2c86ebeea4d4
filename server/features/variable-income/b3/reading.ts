import type ExcelJS from 'exceljs';
import { type Cell, dateOf, textOf } from './cells';
import type { B3Kind } from './format';

/**
 * What reading a B3 spreadsheet (read.ts) gathers: the trades, proventos, events, prices and positions it found, the
 * lines it left out and why, in the shapes the import (import.ts) plans from.
 */

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

/** What a reading gathers, line by line, and its result in the order it must be recorded. */
export class Collector {
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
/** A cell as a skipped line's reason quotes it. */
export const quoted = (cell: Cell) => `"${textOf(cell)}"`;
