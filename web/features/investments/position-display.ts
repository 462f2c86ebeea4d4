import type { IndexSeriesSummary } from '../../../common/contract/index-rates';
import type {
  IndexGrowthFigure,
  InvestmentReturn,
  PositionResponse,
  PositionsResponse,
  PositionValue,
} from '../../../common/contract/investments';
import { daysBetween, formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { formatReturnPercent } from '../../../common/percent';

/**
 * 'Sem CDI desde 20/11/2026: valor calculado até 19/11/2026' when a rate the value needs is not known yet (the
 * value is then of an earlier day); null when every rate was known.
 */
export function missingRateNotice(value: PositionValue): string | null {
  if (!value.missing) return null;
  const since = `Sem ${value.missing.label} desde ${formatDateBR(value.missing.date)}`;
  // A poupança is valued on the anniversary whose month lacks its TR or meta Selic (its balance that day is known).
  const poupanca = value.missing.series === 'tr' || value.missing.series === 'selic_meta';
  if (poupanca && value.computedTo >= value.missing.date)
    return `${since}: valor do aniversário de ${formatDateBR(value.computedTo)}, o último calculado`;
  return `${since}: valor calculado até ${formatDateBR(value.computedTo)}`;
}

/**
 * The gross value's label: 'Valor bruto hoje', or 'Valor bruto em 19/11/2026' when a missing rate stopped it on an
 * earlier day (a newcomer read a stopped value as today's).
 */
export function grossLabel(value: PositionValue): string {
  return value.missing ? `Valor bruto em ${formatDateBR(value.computedTo)}` : 'Valor bruto hoje';
}

/**
 * Under the totals when some position's value stopped at a missing rate: the sums hold those values as of that
 * earlier day, and no redemption of today can be told for them. Null when every value is of today.
 */
export function totalsStoppedNote(positions: readonly PositionResponse[]): string | null {
  const stopped = positions.filter((p) => p.today?.missing).length;
  if (stopped === 0) return null;
  const which = stopped === 1 ? '1 aplicação tem' : `${stopped} aplicações têm`;
  return `${which} o valor calculado até um dia anterior, por falta de taxas: os totais usam esse valor, e o resgate de hoje só pode ser calculado quando as taxas forem informadas.`;
}

/** '(IR 22,5%: R$ 27,00; IOF R$ 0,00)', or '(IR isento; IOF R$ 0,00)' for an LCI, an LCA, a poupança. */
export function taxesText(value: PositionValue): string {
  const ir =
    value.incomeTaxRate === 'isento'
      ? 'IR isento'
      : `IR ${value.incomeTaxRate}: ${formatReais(value.incomeTax)}`;
  return `(${ir}; IOF ${formatReais(value.iof)})`;
}

/** 'Se resgatar hoje: R$ 1.093,00 líquido (IR 20%: R$ 27,00; IOF R$ 0,00)'. */
export function redeemTodayText(value: PositionValue): string {
  return `Se resgatar hoje: ${formatReais(value.net)} líquido ${taxesText(value)}`;
}

/**
 * The calendar days from the application to the day asked (today): how long the money has been there. Not the
 * value's own `days`, which stop where a missing rate stopped the value.
 */
export function heldDays(
  position: Pick<PositionResponse, 'date'>,
  value: Pick<PositionValue, 'date'>,
): number {
  return Math.max(0, daysBetween(position.date, value.date));
}

/** '1 dia', '365 dias', '1.096 dias'. */
export function daysText(days: number): string {
  return days === 1 ? '1 dia' : `${days.toLocaleString('pt-BR')} dias`;
}

/** The product and its indexing: ['CDB', '110% do CDI']; the poupança once, its rule being its name. */
export function kindLabels(position: Pick<PositionResponse, 'productLabel' | 'indexingLabel'>): string[] {
  return position.indexingLabel === position.productLabel
    ? [position.productLabel]
    : [position.productLabel, position.indexingLabel];
}

/** 'CDB · 110% do CDI', 'Poupança'. */
export const kindText = (position: Pick<PositionResponse, 'productLabel' | 'indexingLabel'>): string =>
  kindLabels(position).join(' · ');

/** 'R$ 1.000,00 em 25/11/2025'. */
export function appliedText(position: Pick<PositionResponse, 'applied' | 'date'>): string {
  return `${formatReais(position.applied)} em ${formatDateBR(position.date)}`;
}

export interface TotalFigure {
  key: keyof PositionsResponse['totals'];
  label: string;
  value: string;
}

/** The open positions' sums at the top of the page, in the order a person reads them. */
export function totalFigures(totals: PositionsResponse['totals']): TotalFigure[] {
  return [
    { key: 'applied', label: 'Aplicado', value: formatReais(totals.applied) },
    { key: 'gross', label: 'Valor bruto hoje', value: formatReais(totals.gross) },
    { key: 'net', label: 'Líquido se resgatar hoje', value: formatReais(totals.net) },
  ];
}

/** 'Nenhuma aplicação em aberto', '1 aplicação em aberto', '3 aplicações em aberto'. */
export function openCountText(open: number): string {
  if (open === 0) return 'Nenhuma aplicação em aberto';
  return open === 1 ? '1 aplicação em aberto' : `${open} aplicações em aberto`;
}

export interface AccountGroup {
  accountId: number;
  accountName: string;
  positions: PositionResponse[];
}

const byText = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' });

/**
 * The open positions under their investment account (accounts by name, positions by date, the oldest first) and
 * the redeemed ones apart, the latest redemption first.
 */
export function splitPositions(positions: readonly PositionResponse[]): {
  groups: AccountGroup[];
  redeemed: PositionResponse[];
} {
  const groups = new Map<number, AccountGroup>();
  const redeemed: PositionResponse[] = [];
  for (const position of positions) {
    if (position.redeemedOn !== null) {
      redeemed.push(position);
      continue;
    }
    let group = groups.get(position.accountId);
    if (!group) {
      group = { accountId: position.accountId, accountName: position.accountName, positions: [] };
      groups.set(position.accountId, group);
    }
    group.positions.push(position);
  }
  const sorted = [...groups.values()].sort((a, b) => byText(a.accountName, b.accountName));
  for (const group of sorted) {
    group.positions.sort((a, b) => a.date.localeCompare(b.date) || byText(a.name, b.name));
  }
  redeemed.sort((a, b) => (b.redeemedOn ?? '').localeCompare(a.redeemedOn ?? '') || byText(a.name, b.name));
  return { groups: sorted, redeemed };
}

/** 'Resgatada em 25/11/2026: R$ 1.093,00 líquido'. */
export function redeemedText(position: PositionResponse): string {
  const on = position.redeemedOn ? formatDateBR(position.redeemedOn) : '';
  return position.redeemedNet === null
    ? `Resgatada em ${on}`
    : `Resgatada em ${on}: ${formatReais(position.redeemedNet)} líquido`;
}

/**
 * An index series' state as the Índices card reads it: 'Até 24/11/2026 (Banco Central)', 'Até 24/11/2026 (digitado
 * no livro)', or 'Sem valores'.
 */
export function seriesStatusText(series: IndexSeriesSummary): string {
  if (series.ultima_data === null) return 'Sem valores';
  const origin = series.ultima_origem === 'livro' ? 'informado neste livro' : 'Banco Central';
  return `Último valor: ${formatDateBR(series.ultima_data)} (${origin})`;
}

/** '8.123 valores, 2 informados neste livro'; '1 valor'. */
export function seriesCountText(series: IndexSeriesSummary): string {
  const count = series.valores === 1 ? '1 valor' : `${series.valores.toLocaleString('pt-BR')} valores`;
  if (series.do_livro === 0) return count;
  return `${count}, ${series.do_livro === 1 ? '1 informado' : `${series.do_livro.toLocaleString('pt-BR')} informados`} neste livro`;
}

/** The toast of a redemption: how much went where ('Resgate registrado: R$ 5.423,94 em Itaú'). */
export function redeemedToast(
  position: Pick<PositionResponse, 'redeemedNet'>,
  accountName: string | undefined,
): string {
  if (position.redeemedNet === null) return 'Resgate registrado';
  return `Resgate registrado: ${formatReais(position.redeemedNet)}${accountName ? ` em ${accountName}` : ''}`;
}

/**
 * An index beside a return: 'CDI no período: 10,9%'; 'IPCA até 15/11/2026: 4,1%' when its series stops before the
 * period's end (the Banco Central has not published the rest yet); 'IPCA: sem valores no período' when not one day
 * of it is known.
 */
function indexGrowthText(label: string, growth: IndexGrowthFigure): string {
  if (growth.percent === null) return `${label}: sem valores no período`;
  if (growth.missing)
    return `${label} até ${formatDateBR(growth.computedTo)}: ${formatReturnPercent(growth.percent)}`;
  return `${label} no período: ${formatReturnPercent(growth.percent)}`;
}

/**
 * A return and the indexes beside it: 'Rentabilidade bruta: 11,83% a.a. (12,31% no período) · CDI no período:
 * 10,94% · IPCA no período: 4,52%'; under a year, the period's only ('Rentabilidade bruta no período: 0,18%'), as
 * a shorter period's rate is never told as a year's. Without a day of application there is no rate to tell, nor an
 * index to set beside it.
 */
export function returnText(returns: InvestmentReturn): string {
  if (returns.period === null) return 'Rentabilidade: sem um dia de aplicação para calcular';
  return [
    returns.annual === null
      ? `Rentabilidade bruta no período: ${formatReturnPercent(returns.period)}`
      : `Rentabilidade bruta: ${formatReturnPercent(returns.annual)} a.a. (${formatReturnPercent(returns.period)} no período)`,
    indexGrowthText('CDI', returns.cdi),
    indexGrowthText('IPCA', returns.ipca),
  ].join(' · ');
}

/** The portfolio's return's heading: 'Rentabilidade da carteira, de 05/05/2021 a 26/11/2026'. */
export function portfolioReturnLabel(returns: InvestmentReturn): string {
  return `Rentabilidade da carteira, de ${formatDateBR(returns.from)} a ${formatDateBR(returns.to)}`;
}

/** Under a position a bank sync brought: 'No banco: R$ 1.087,65 em 02/03/2026 (pela sincronização)'. */
export function bankValueText(bank: NonNullable<PositionResponse['bank']>): string {
  return `No banco: ${formatReais(bank.value)} em ${formatDateBR(bank.date)} (pela sincronização)`;
}
