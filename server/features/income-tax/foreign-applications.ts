// Applications abroad held directly, from the book's holdings in investment accounts in another currency: the
// year's tax of Lei 14.754/2023 (common/foreign-applications-tax.ts has every rule and its source) and their lines of
// Bens e Direitos at cost in reais. The rates are the lookup's (exchange-rates/public.ts): the PTAX venda of each
// operation's date, the PTAX compra of a withholding's; a date without one leaves the figures unworked, never guessed.

import type { TaxAssetLine } from '../../../common/contract/income-tax';
import type { TaxForeignApplications, TaxForeignFigures } from '../../../common/contract/income-tax-abroad';
import { type CurrencyCode, formatMoney, isCurrencyCode } from '../../../common/currencies';
import { formatDateBR } from '../../../common/dates';
import {
  FIRST_YEAR,
  FOREIGN_APPLICATIONS_MESSAGES,
  type ForeignApplicationsYear,
  type ForeignOperation,
  type ForeignPosition,
  foreignApplicationsYear,
  positionsBeforeTheLaw,
} from '../../../common/foreign-applications-tax';
import { ASSET_CODES, type AssetCode } from '../../../common/income-tax-declaration';
import { centsToReais } from '../../../common/money';
import type { Executor } from '../../db/connect';
import { ratesOnDates } from '../exchange-rates/public';
import {
  type ForeignHoldingColumns,
  type ForeignIncomeRow,
  type ForeignTradeRow,
  foreignApplicationsRepository as repo,
} from './foreign-applications-repository';

const SOURCE =
  'Lei 14.754/2023 (arts. 2º a 4º, 9º e 15) e IN RFB 2.180/2024: 15% sobre os rendimentos do ano (vendas com a variação cambial e proventos), convertidos pela PTAX de venda da data de cada operação; imposto pago no exterior pela PTAX de compra do dia, deduzido até 15% de cada rendimento; perdas compensadas com os rendimentos do ano e dos seguintes. Bens no exterior pelo custo em reais.';

const ownCents = (v: number | string) => Number(v);

/** The asset as the page names it: its ticker and account (one asset per holding, whatever its ticker elsewhere). */
const assetOf = (row: ForeignHoldingColumns) => `${row.ticker} (${row.account})`;

interface Rated {
  operations: ForeignOperation[];
  missing: Array<{ date: string; currency: string }>;
}

/** The operations with their rates, or the dates that have none. */
async function rated(
  db: Executor,
  bookId: number,
  trades: readonly ForeignTradeRow[],
  incomes: readonly ForeignIncomeRow[],
): Promise<Rated> {
  const currencies = new Set<CurrencyCode>();
  for (const row of [...trades, ...incomes]) if (isCurrencyCode(row.currency)) currencies.add(row.currency);
  const moneyDates = [
    ...new Set([
      ...trades.filter((t) => t.side === 'compra' || t.side === 'venda').map((t) => t.traded_on),
      ...incomes.map((i) => i.paid_on),
    ]),
  ];
  const withheldDates = [
    ...new Set(incomes.filter((i) => ownCents(i.withheld_cents) > 0).map((i) => i.paid_on)),
  ];
  const [sell, buy] = await Promise.all([
    ratesOnDates(db, bookId, currencies, moneyDates, 'sell'),
    ratesOnDates(db, bookId, currencies, withheldDates, 'buy'),
  ]);
  const missing = new Map<string, { date: string; currency: string }>();
  const rateOf = (side: typeof sell, date: string, currency: string) => {
    const found = side.get(date)?.get(currency as CurrencyCode);
    if (!found) missing.set(`${date}|${currency}`, { date, currency });
    return found?.rate ?? '1';
  };
  const operations: ForeignOperation[] = [];
  for (const t of trades) {
    const base = { date: t.traded_on, asset: assetOf(t), currency: t.currency as CurrencyCode };
    if (t.side === 'desdobro' || t.side === 'grupamento') {
      operations.push({ ...base, kind: t.side === 'desdobro' ? 'split' : 'merge', quantity: t.quantity });
      continue;
    }
    operations.push({
      ...base,
      kind: t.side === 'compra' ? 'buy' : 'sell',
      quantity: t.quantity,
      amount: ownCents(t.amount_cents),
      rate: rateOf(sell, t.traded_on, t.currency),
    });
  }
  for (const i of incomes) {
    const withheld = ownCents(i.withheld_cents);
    operations.push({
      kind: 'income',
      type: i.kind_of_income === 'rendimento' ? 'interest' : 'dividend',
      date: i.paid_on,
      asset: assetOf(i),
      currency: i.currency as CurrencyCode,
      amount: ownCents(i.gross_cents),
      rate: rateOf(sell, i.paid_on, i.currency),
      ...(withheld > 0 ? { withheld: { amount: withheld, rate: rateOf(buy, i.paid_on, i.currency) } } : {}),
    });
  }
  return { operations, missing: [...missing.values()].sort((a, b) => a.date.localeCompare(b.date)) };
}

function figuresOf(y: ForeignApplicationsYear): TaxForeignFigures {
  return {
    sales: y.sales.map((s) => ({
      date: s.date,
      asset: s.asset,
      quantity: s.quantity,
      proceeds: centsToReais(s.proceedsCents),
      cost: centsToReais(s.costCents),
      result: centsToReais(s.resultCents),
      priceResult: centsToReais(s.priceResultCents),
      exchangeResult: centsToReais(s.exchangeResultCents),
    })),
    incomes: y.incomes.map((i) => ({
      date: i.date,
      asset: i.asset,
      type: i.type,
      gross: centsToReais(i.grossCents),
      withheld: centsToReais(i.withheldCents),
      creditLimit: centsToReais(i.creditLimitCents),
    })),
    salesResult: centsToReais(y.salesResultCents),
    income: centsToReais(y.incomeCents),
    result: centsToReais(y.resultCents),
    lossCarriedIn: centsToReais(y.lossCarriedInCents),
    lossUsed: centsToReais(y.lossUsedCents),
    taxable: centsToReais(y.taxableCents),
    tax: centsToReais(y.taxCents),
    withheld: centsToReais(y.withheldCents),
    credit: centsToReais(y.creditCents),
    taxDue: centsToReais(y.taxDueCents),
    lossCarriedOut: centsToReais(y.lossCarriedOutCents),
  };
}

/**
 * Each year from the law's first to `year`, the positions and losses carried from one to the next: what was held at
 * the two 31/12s and the year's figures (null before the law).
 */
function yearsThrough(operations: readonly ForeignOperation[], year: number) {
  if (year < FIRST_YEAR) {
    const before = operations.filter((op) => op.date < `${year}-01-01`);
    return {
      previous: positionsBeforeTheLaw(before),
      current: positionsBeforeTheLaw(operations),
      figures: null,
    };
  }
  // Each operation once: grouped by year, then each year over the one before's positions and losses.
  const byYear = new Map<number, ForeignOperation[]>();
  for (const op of operations) {
    const y = Number(op.date.slice(0, 4));
    if (y < FIRST_YEAR) continue;
    const list = byYear.get(y) ?? [];
    list.push(op);
    byYear.set(y, list);
  }
  let positions = positionsBeforeTheLaw(operations);
  let previous = positions;
  let loss = 0;
  let last: ForeignApplicationsYear | null = null;
  for (let y = FIRST_YEAR; y <= year; y++) {
    previous = positions;
    last = foreignApplicationsYear({
      year: y,
      positions,
      operations: byYear.get(y) ?? [],
      lossCarriedInCents: loss,
    });
    positions = last.positions;
    loss = last.lossCarriedOutCents;
  }
  return { previous, current: positions, figures: last };
}

/** A holding abroad's line: its group and code by kind, its cost in reais at the two 31/12s. */
function assetLines(
  previous: readonly ForeignPosition[],
  current: readonly ForeignPosition[],
  holdings: ReadonlyMap<string, ForeignHoldingColumns>,
): TaxAssetLine[] {
  const assets = [...new Set([...previous, ...current].map((p) => p.asset))];
  return assets.flatMap((asset) => {
    const holding = holdings.get(asset);
    if (!holding) return [];
    const before = previous.find((p) => p.asset === asset);
    const now = current.find((p) => p.asset === asset);
    const code: AssetCode =
      holding.kind === 'acao'
        ? ASSET_CODES.acao
        : {
            group: holding.kind === 'cripto' ? '08' : '07',
            code: null,
            label: 'Confira o código no programa',
          };
    const cost = now
      ? `${now.quantity.replace('.', ',')} unidades, custo de ${formatMoney(now.costHundredths, now.currency)}`
      : 'vendido no ano';
    return [
      {
        group: code.group,
        code: code.code,
        codeLabel: code.label,
        description: `${holding.ticker}${holding.name ? ` ${holding.name}` : ''} (${holding.account}; no exterior: ${cost}; localização: país do custodiante)`,
        previous: centsToReais(before?.costCents ?? 0),
        current: centsToReais(now?.costCents ?? 0),
      },
    ];
  });
}

/**
 * The year's applications abroad (null when the book holds none through the year's end) and their lines of Bens e
 * Direitos (none while a rate is missing: the page says which dates wait for one).
 */
export async function foreignApplicationsOf(
  db: Executor,
  bookId: number,
  year: number,
): Promise<{ abroad: TaxForeignApplications | null; assets: TaxAssetLine[] }> {
  const trades = await repo.tradesThrough(db, bookId, year);
  const incomes = await repo.incomesThrough(db, bookId, year);
  if (trades.length === 0 && incomes.length === 0) return { abroad: null, assets: [] };
  const { operations, missing } = await rated(db, bookId, trades, incomes);
  if (missing.length > 0) {
    const dates = missing.slice(0, 5).map((m) => formatDateBR(m.date));
    const note = `Sem cotação PTAX para ${dates.join(', ')}${missing.length > 5 ? ` e mais ${missing.length - 5} datas` : ''}: informe a cotação dessas datas em Contas, no botão Cotações da conta, para calcular o imposto e os bens no exterior.`;
    return { abroad: { figures: null, missingRates: missing, note, source: SOURCE }, assets: [] };
  }
  const holdings = new Map([...trades, ...incomes].map((r) => [assetOf(r), r]));
  try {
    const { previous, current, figures } = yearsThrough(operations, year);
    return {
      abroad: {
        figures: figures && figuresOf(figures),
        missingRates: [],
        note: figures ? null : FOREIGN_APPLICATIONS_MESSAGES.yearBefore,
        source: SOURCE,
      },
      assets: assetLines(previous, current, holdings),
    };
  } catch (error) {
    // The feature never stores a sale beyond what is held; rows that did anyway are said, not computed.
    if (!(error instanceof RangeError)) throw error;
    return { abroad: { figures: null, missingRates: [], note: error.message, source: SOURCE }, assets: [] };
  }
}
