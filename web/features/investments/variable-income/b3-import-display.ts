import type {
  B3ImportPreview,
  B3ImportResult,
  B3LineStatus,
} from '../../../../common/contract/variable-income-b3';
import { formatDateBR } from '../../../../common/dates';
import { formatReais } from '../../../../common/money';
import { formatQuantity, formatUnitPrice } from './decimal-text';

/** What the B3's Área do Investidor exports (Extratos > Negociação, Movimentação or Posição, in Excel). */
const ACCEPTED = /\.xlsx$/i;

/** A file the import would refuse anyway, said before it is sent. */
export function b3FileProblem(file: File): string | null {
  return ACCEPTED.test(file.name)
    ? null
    : 'Escolha a planilha .xlsx baixada em Extratos, na Área do Investidor da B3.';
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const B3_STATUS_LABELS: Record<B3LineStatus, string> = {
  new: 'Nova',
  recorded: 'Já registrada',
  problem: 'Com problema',
};

/** The preview's counts by status, as its summary reads them. */
export function statusCounts(counts: B3ImportPreview['counts']) {
  return [
    { status: 'new' as const, label: 'Novas', count: counts.new },
    { status: 'recorded' as const, label: 'Já registradas', count: counts.recorded },
    { status: 'problem' as const, label: 'Com problema', count: counts.problem },
  ];
}

/** What the spreadsheet holds, by kind: '3 negociações · 1 provento · 2 linhas ignoradas'. */
export function kindCountsText(preview: B3ImportPreview): string {
  const parts = [
    preview.trades.length > 0 ? plural(preview.trades.length, 'negociação', 'negociações') : null,
    preview.incomes.length > 0 ? plural(preview.incomes.length, 'provento', 'proventos') : null,
    preview.prices.length > 0 ? plural(preview.prices.length, 'cotação', 'cotações') : null,
    preview.skipped.length > 0 ? plural(preview.skipped.length, 'linha ignorada', 'linhas ignoradas') : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : 'Nenhuma linha para importar';
}

/** One line of the preview's list, whatever it records. */
export interface B3DisplayLine {
  key: string;
  date: string;
  ticker: string;
  what: string;
  /** Units, for a trade that has them; null for a provento, a price, a desdobro whose units B3 does not say. */
  quantity: string | null;
  value: string;
  status: B3LineStatus;
  problem: string | null;
}

const NONE = '—';

/** The trades, proventos and prices as one list, by date (the trades come oldest first, as B3's lines do). */
export function displayLines(preview: B3ImportPreview): B3DisplayLine[] {
  const trades = preview.trades.map((t) => ({
    key: `t-${t.sheet}-${t.line}`,
    date: formatDateBR(t.date),
    ticker: t.ticker,
    what: t.sideLabel,
    quantity: t.quantity !== null ? formatQuantity(t.quantity) : null,
    value: t.amount > 0 ? formatReais(t.amount) : NONE,
    status: t.status,
    problem: t.problem,
    iso: t.date,
  }));
  const incomes = preview.incomes.map((i) => ({
    key: `i-${i.sheet}-${i.line}`,
    date: formatDateBR(i.date),
    ticker: i.ticker,
    what: i.kindLabel,
    quantity: null,
    value: i.withheld > 0 ? `${formatReais(i.net)} líquido` : formatReais(i.net),
    status: i.status,
    problem: i.problem,
    iso: i.date,
  }));
  const prices = preview.prices.map((p) => ({
    key: `p-${p.ticker}-${p.date}`,
    date: formatDateBR(p.date),
    ticker: p.ticker,
    what: 'Cotação',
    quantity: null,
    value: formatUnitPrice(p.price),
    status: p.status,
    problem: p.problem,
    iso: p.date,
  }));
  // A stable sort: the lines of one day keep the order the server gave them.
  return [...trades, ...incomes, ...prices]
    .sort((a, b) => a.iso.localeCompare(b.iso))
    .map(({ iso: _, ...line }) => line);
}

/** A skipped line, where to find it and why: 'Negociação, linha 6: opções: não importadas'. */
export function skippedText(line: B3ImportPreview['skipped'][number]): string {
  return `${line.sheet}, linha ${line.line}: ${line.reason}`;
}

/** A Posição's custody that differs from what the account holds in Grana, for the person to look into. */
export function positionNotes(preview: B3ImportPreview): string[] {
  return preview.positions
    .filter((p) => p.held !== p.quantity)
    .map((p) =>
      p.held === null
        ? `${p.ticker}: a B3 tem ${formatQuantity(p.quantity)} e a conta não tem este ativo`
        : `${p.ticker}: a B3 tem ${formatQuantity(p.quantity)} e a conta tem ${formatQuantity(p.held)}`,
    );
}

/** The submit button once the preview is seen: 'Importar 3 linhas'; disabled with nothing new. */
export const importLabel = (count: number) =>
  count === 0 ? 'Nada novo para importar' : `Importar ${plural(count, 'linha', 'linhas')}`;

/** The toast once imported: 'Importado da B3: 3 negociações e 1 provento; 2 linhas já registradas ficaram de fora'. */
export function importResultText(result: B3ImportResult): string {
  const parts = [
    result.trades > 0 ? plural(result.trades, 'negociação', 'negociações') : null,
    result.incomes > 0 ? plural(result.incomes, 'provento', 'proventos') : null,
    result.prices > 0 ? plural(result.prices, 'cotação', 'cotações') : null,
  ].filter((part): part is string => part !== null);
  const recorded =
    parts.length === 0
      ? 'nada novo'
      : parts.length === 1
        ? parts[0]
        : `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
  const left =
    result.alreadyRecorded > 0
      ? `; ${plural(result.alreadyRecorded, 'linha já registrada ficou', 'linhas já registradas ficaram')} de fora`
      : '';
  return `Importado da B3: ${recorded}${left}`;
}
