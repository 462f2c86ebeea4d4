import {
  NET_WORTH_CLASSES,
  NET_WORTH_DEFAULT_MONTHS,
  NET_WORTH_MONTH_CHOICES,
  type NetWorthAnswer,
  type NetWorthMonth,
} from '../../../common/contract/net-worth';
import { formatMonthLabel } from '../../../common/dates';
import { centsToReais, formatReais, reaisToCents } from '../../../common/money';

/** The period in the address (?meses=60): one of the page's choices, else the default. */
export function monthsFromParam(param: string | null): number {
  const months = Number(param);
  return (NET_WORTH_MONTH_CHOICES as readonly number[]).includes(months) ? months : NET_WORTH_DEFAULT_MONTHS;
}

/** 'YYYY-MM' -> 'outubro de 2026'. */
export const monthName = (month: string) => formatMonthLabel(`${month}-01`);

/**
 * When the answer begins later than the period chosen (`chosen` months back): the month the book's history begins
 * in, said plainly, so that fewer months than asked do not read as missing ones. Null when the period is whole.
 */
export function historyStartNote(answer: Pick<NetWorthAnswer, 'months'>, chosen: number): string | null {
  const first = answer.months[0];
  if (!first || answer.months.length > chosen) return null;
  return `Seu histórico no Grana começa em ${monthName(first.month)}: antes disso, não há contas, bens nem dívidas registrados.`;
}

/** Each month's total less the month before's, in reais added as cents; null for the first month shown. */
export function monthChanges(months: readonly NetWorthMonth[]): Array<number | null> {
  return months.map((m, i) => {
    const before = months[i - 1];
    return before ? centsToReais(reaisToCents(m.total) - reaisToCents(before.total)) : null;
  });
}

/** A change with its sign: '+R$ 2.810,10', '-R$ 80,00', 'R$ 0,00'. */
export const signedReais = (value: number) => (value > 0 ? `+${formatReais(value)}` : formatReais(value));

/** 'desde o fim de outubro de 2026': what the current month's change is measured from. */
export function changeSentence(answer: Pick<NetWorthAnswer, 'months' | 'change'>): string {
  const previous = answer.months.at(-2);
  const since = previous ? ` desde o fim de ${monthName(previous.month)}` : '';
  if (answer.change.month === 0) return `Sem variação${since}`;
  return `${signedReais(answer.change.month)}${since}`;
}

/**
 * Whether the book has nothing to show: no account nor card, and no class with a figure in any month (a bem or a
 * debt is counted without an account).
 */
export const hasNothing = (answer: Pick<NetWorthAnswer, 'accounts' | 'months'>) =>
  answer.accounts === 0 && answer.months.every((m) => NET_WORTH_CLASSES.every((c) => m[c] === 0));

/** Green for a gain, red for a loss, plain for none. */
export const changeTone = (value: number | null) =>
  value === null || value === 0
    ? 'text-slate-600 dark:text-slate-400'
    : value > 0
      ? 'text-emerald-700 dark:text-emerald-400'
      : 'text-red-600 dark:text-red-400';

/**
 * Whether the real-terms line says anything: a month before the previous one with a real figure (the previous and
 * the current month are already in today's money, their real figure is their total).
 */
export const hasRealLine = (months: readonly NetWorthMonth[]) =>
  months.slice(0, -2).some((m) => m.real !== null);

/** The note under the chart about the real-terms figures: what they are, and which IPCA is missing. */
export function realNote(answer: Pick<NetWorthAnswer, 'months' | 'ipcaMissingFrom' | 'ipcaThrough'>): string {
  const what = `Valor real: o total em reais de hoje, corrigido pelo IPCA até ${monthName(answer.ipcaThrough)} (o IPCA do mês corrente só sai depois que ele termina).`;
  if (!answer.ipcaMissingFrom) return what;
  // "Falta a partir de" beside "corrigido até" read as a contradiction to a newcomer: say which month is missing
  // and where it comes from. When the very first month the figures need is missing and no month has a real figure,
  // naming that month read as if only it were missing: then the IPCA as a whole is what is missing.
  const firstNeeded = answer.months[1]?.month;
  const nothingReal = answer.ipcaMissingFrom === firstNeeded && !hasRealLine(answer.months);
  const which = nothingReal ? 'O IPCA' : `O IPCA de ${monthName(answer.ipcaMissingFrom)}`;
  const missing = `${which} ainda não está no Grana: os meses que dependem dele ficam sem valor real (—), nunca com uma taxa estimada. Ele vem do Banco Central quando o servidor o alcança, ou pode ser informado em Investimentos.`;
  return `${what} ${missing}`;
}

/**
 * The months the chart labels: at most `most`, evenly spaced, counted back from the current month so that it is
 * always labelled (the axis's own choice kept the first and the last and spaced the rest unevenly on a phone).
 */
export function evenTicks(months: readonly string[], most: number): string[] {
  const step = Math.max(1, Math.ceil(months.length / Math.max(1, most)));
  return months.filter((_, i) => (months.length - 1 - i) % step === 0);
}

/** The chart's rows: the answer's figures with the month's short name, the real line only where it is known. */
export function chartRows(months: readonly NetWorthMonth[]) {
  return months.map((m) => ({ ...m, real: m.real ?? undefined }));
}
