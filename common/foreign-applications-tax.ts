import type { CurrencyCode } from './currencies';
import { parseRate, convertToCents as toCents } from './exchange-rates';
import {
  checkHundredths,
  formatQuantity,
  parseQuantity,
  proportion,
  rateDown,
  rateHalfUp,
} from './foreign-applications-money';
import type {
  ForeignApplicationsInput,
  ForeignApplicationsYear,
  ForeignIncome,
  ForeignIncomeOperation,
  ForeignOperation,
  ForeignOperationBase,
  ForeignPosition,
  ForeignSale,
  ForeignSplit,
} from './foreign-applications-types';

/**
 * The yearly income tax of a person resident in Brazil on financial applications abroad held directly (Lei
 * 14.754/2023, arts. 2º to 4º and 9º, in effect from 01/01/2024; IN RFB 2.180/2024; the Receita Federal's "Perguntas
 * e Respostas IRPF", questions 469 to 476 and 640 to 643 of the 2026 edition): the one module that knows these rules.
 * Pure: the year's operations in, the figures of the declaration out. Sources, rule by rule:
 * - What is taxed: the income (rendimentos) of applications abroad — interest, dividends of non-controlled
 *   companies, and gains on sale, redemption, amortization or maturity, the exchange variation of the principal
 *   included (Lei 14.754/2023, art. 3º, § 1º, I and II, and § 2º). Stocks, ETFs, REITs, funds, bonds, remunerated
 *   accounts and crypto held abroad are applications (§ 1º, I); "ganhos na venda de ações das entidades não
 *   controladas em bolsa de valores no exterior" are income (§ 1º, II). Taxed when received (regime de caixa,
 *   § 2º): holding, however much its price or the dollar moved, is not taxed.
 * - Rate: 15% on the year's income, in the yearly declaration (Declaração de Ajuste Anual), apart from other income
 *   and from ganhos de capital, with no deduction from the base (art. 2º, caput and § 1º). No monthly Carnê-Leão and
 *   no DARF during the year: the tax is computed and paid with the declaration ("no ajuste anual", § 1º). There is no
 *   exemption by value: the R$ 35.000,00 monthly exemption of Lei 9.250/1995, art. 22, does not apply to
 *   applications abroad from 2024 (P&R 640 and 641).
 * - Conversion to reais: at the closing rate of the currency published by the Banco Central for SALE (PTAX venda),
 *   of the date of the fact — the acquisition, the sale, the receipt of the income (Lei 14.754/2023, art. 15; P&R
 *   474: "cotação de fechamento da moeda estrangeira divulgada para venda pelo Banco Central do Brasil – BCB, para a
 *   data do fato gerador (aquisição)"). The one exception: tax paid abroad is converted at the closing rate for
 *   PURCHASE (PTAX compra) of the day it was paid (art. 4º, § 2º). This corrects the old rule (Lei 9.250/1995, art.
 *   6º: PTAX compra of the middle of the previous month), which no longer applies to these. The caller gives each
 *   operation its rate, in reais per unit of the operation's currency: the Banco Central publishes one for each of
 *   PTAX_CURRENCIES (common/currencies.ts).
 * - Cost: each acquisition at its own date's rate, so a sale's gain in reais holds the exchange variation of the
 *   principal (art. 3º, § 2º). The cost of a sale is the weighted average cost in reais of the asset held (custo
 *   médio ponderado), as the Receita prescribes for assets bought in lots (ações in Brazil; moeda estrangeira em
 *   espécie, P&R 472 and 643); P&R 474 says only that the cost in reais "deve ser ajustado a cada aplicação,
 *   liquidação ou resgate". NOT VERIFIED for applications abroad: we found no text of the Receita choosing average
 *   cost over lots for them.
 * - Losses: the realized losses of the year offset the year's income of applications abroad; what is left carries to
 *   later years, against the same income only, and each loss is used once (art. 9º, caput, §§ 2º and 3º; P&R 476).
 *   They must be proven by documents (art. 9º) and declared: wanting to offset a loss makes the declaration due (P&R,
 *   obrigatoriedade, item 11, b). Losses before 2024 do not count: the rule began on 01/01/2024 (art. 47, II), and
 *   under the old rule each gain was a ganho de capital of its own, with no offset.
 * - Tax paid abroad: deducted from the Brazilian tax when a treaty provides it or there is reciprocity (art. 4º, I
 *   and II); the Receita needs no proof of reciprocity for the United States, the United Kingdom and Germany (P&R
 *   136): there is no US–Brazil treaty, and the 30% US withholding on dividends is deductible. Limit: the Brazilian
 *   tax on that income (art. 4º, § 1º: the tax with the income less the tax without it), which at the flat 15% is
 *   15% of the income, and never more than the year's tax; what is above it is lost — it carries to no other year
 *   (§ 4º). Tax refundable abroad is not deductible (§ 3º). Give only the deductible tax: a withholding the person
 *   may reclaim abroad is not.
 * - Non-remunerated deposits (conta corrente, cartão de débito ou crédito) abroad: their exchange variation is not
 *   income, nor is spending or withdrawing them (art. 2º, § 3º; P&R 469). They are declared in Bens e Direitos (group
 *   06, code 01) at the balance of 31/12 converted at the PTAX venda of 31 December (P&R 469).
 * - Foreign currency in cash (moeda em espécie): its exchange variation is not taxed while the year's sales of it
 *   total at most US$ 5.000,00 (art. 2º, § 4º; P&R 472: declared as exempt); above that the whole gain is taxed
 *   (art. 2º, § 5º), as a ganho de capital in the Receita's GCAP "Moedas em Espécie" (P&R 472 and 643), which is not
 *   this computation: `cashSalesExempt` answers the limit only.
 * - Bens e Direitos: an application is declared at its cost in reais, not its market value (P&R 474); the
 *   year-end positions answered are that.
 * - Out of scope: entidades controladas (arts. 5º to 8º, taxed on 31/12 whatever is distributed) and trusts (arts. 10
 *   to 14) are other chapters of the law — and so is the offset of a year's excess loss against the profits of
 *   controlled entities (art. 9º, § 1º). Also out: the 8% update of the cost to the value of 31/12/2023 (Abex, IN RFB
 *   2.180/2024): give the updated cost as the opening position's cost where the person opted. Assets abroad that are
 *   not applications (a flat, a car) remain under ganho de capital (art. 2º, § 2º).
 * Arithmetic: integers (common/foreign-applications-money.ts); each conversion to reais rounded once to the cent,
 * half up; the tax 15% half up; the credit limit of each income 15% rounded down (a limit never exceeded).
 */

/** The rate (15%) in basis points (Lei 14.754/2023, art. 2º, § 1º). */
export const FOREIGN_APPLICATIONS_RATE_BP = 1500;
/** The first year of the rule (Lei 14.754/2023, art. 47, II: effects from 01/01/2024). */
export const FIRST_YEAR = 2024;
/** The year's sales of foreign currency in cash up to which its exchange variation is not taxed: US$ 5.000,00. */
export const CASH_EXEMPT_SALES_USD_HUNDREDTHS = 500_000;

export const FOREIGN_APPLICATIONS_MESSAGES = {
  yearBefore: `A tributação anual das aplicações no exterior (Lei 14.754/2023) vale a partir de ${FIRST_YEAR}.`,
  outsideYear: (date: string, year: number) => `Operação de ${date} fora do ano-calendário ${year}.`,
  notDate: (date: string) => `Data inválida: "${date}". Use AAAA-MM-DD.`,
  notLoss: (value: number) =>
    `Perda a compensar inválida: ${value}. Use um inteiro de centavos, zero ou mais.`,
  oversold: (asset: string, date: string) =>
    `Venda de ${asset} em ${date} maior que a quantidade em carteira.`,
  twoCurrencies: (asset: string) => `${asset} aparece em duas moedas: use um nome por ativo e moeda.`,
} as const;

export type * from './foreign-applications-types';

/** Whether a year's sales of foreign currency in cash leave its exchange variation untaxed (art. 2º, § 4º). */
export const cashSalesExempt = (salesUsdHundredths: number): boolean =>
  checkHundredths(salesUsdHundredths) <= CASH_EXEMPT_SALES_USD_HUNDREDTHS;

interface Holding {
  asset: string;
  currency: CurrencyCode;
  quantity: bigint;
  costCents: number;
  costHundredths: number;
}

function checkDate(date: string, year: number): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(FOREIGN_APPLICATIONS_MESSAGES.notDate(date));
  if (Number(date.slice(0, 4)) !== year)
    throw new RangeError(FOREIGN_APPLICATIONS_MESSAGES.outsideYear(date, year));
}

function holdingOf(holdings: Map<string, Holding>, asset: string, currency: CurrencyCode): Holding {
  let holding = holdings.get(asset);
  if (!holding) {
    holding = { asset, currency, quantity: 0n, costCents: 0, costHundredths: 0 };
    holdings.set(asset, holding);
  }
  if (holding.currency !== currency) throw new RangeError(FOREIGN_APPLICATIONS_MESSAGES.twoCurrencies(asset));
  return holding;
}

/** A sale at the holding's average cost; the holding keeps what is left (cost less the part sold: no drift). */
function sell(holding: Holding, op: ForeignOperationBase, quantity: bigint, rate: bigint): ForeignSale {
  if (quantity > holding.quantity)
    throw new RangeError(FOREIGN_APPLICATIONS_MESSAGES.oversold(op.asset, op.date));
  const costCents = proportion(holding.costCents, quantity, holding.quantity);
  const costHundredths = proportion(holding.costHundredths, quantity, holding.quantity);
  holding.quantity -= quantity;
  holding.costCents -= costCents;
  holding.costHundredths -= costHundredths;
  const proceedsCents = toCents(op.amount, rate);
  const resultCents = proceedsCents - costCents;
  const exchangeResultCents = toCents(costHundredths, rate) - costCents;
  return {
    date: op.date,
    asset: op.asset,
    quantity: formatQuantity(quantity),
    proceedsCents,
    costCents,
    resultCents,
    priceResultCents: resultCents - exchangeResultCents,
    exchangeResultCents,
  };
}

function income(op: ForeignIncomeOperation): ForeignIncome {
  const grossCents = toCents(op.amount, parseRate(op.rate));
  const withheldCents = op.withheld
    ? toCents(checkHundredths(op.withheld.amount), parseRate(op.withheld.rate))
    : 0;
  return {
    date: op.date,
    asset: op.asset,
    type: op.type,
    grossCents,
    withheldCents,
    creditLimitCents: Math.min(withheldCents, rateDown(grossCents, FOREIGN_APPLICATIONS_RATE_BP)),
  };
}

const isSplit = (op: ForeignOperation): op is ForeignSplit => op.kind === 'split' || op.kind === 'merge';

/** Units added or taken away without money (a split, a reverse split): the cost stays. */
function split(holding: Holding, op: ForeignSplit): void {
  const quantity = parseQuantity(op.quantity);
  if (op.kind === 'merge' && quantity >= holding.quantity)
    throw new RangeError(FOREIGN_APPLICATIONS_MESSAGES.oversold(op.asset, op.date));
  holding.quantity += op.kind === 'split' ? quantity : -quantity;
}

/**
 * Walks operations in date order over the opening holdings. `year` checks each date is in it; without it (the
 * positions before the law) any date is taken.
 */
function walk(input: Omit<ForeignApplicationsInput, 'year'> & { year?: number }) {
  const holdings = new Map<string, Holding>();
  for (const p of input.positions ?? []) {
    const holding = holdingOf(holdings, p.asset, p.currency);
    holding.quantity += parseQuantity(p.quantity);
    holding.costCents += checkHundredths(p.costCents);
    holding.costHundredths += checkHundredths(p.costHundredths);
  }
  const sales: ForeignSale[] = [];
  const incomes: ForeignIncome[] = [];
  const ordered = input.operations
    .map((op, index) => ({ op, index }))
    .sort((a, b) => (a.op.date < b.op.date ? -1 : a.op.date > b.op.date ? 1 : a.index - b.index));
  for (const { op } of ordered) {
    if (input.year !== undefined) checkDate(op.date, input.year);
    if (isSplit(op)) {
      split(holdingOf(holdings, op.asset, op.currency), op);
      continue;
    }
    checkHundredths(op.amount);
    if (op.kind === 'income') {
      incomes.push(income(op));
      continue;
    }
    const holding = holdingOf(holdings, op.asset, op.currency);
    const quantity = parseQuantity(op.quantity);
    const rate = parseRate(op.rate);
    if (op.kind === 'sell') {
      sales.push(sell(holding, op, quantity, rate));
      continue;
    }
    holding.quantity += quantity;
    holding.costCents += toCents(op.amount, rate);
    holding.costHundredths += op.amount;
  }
  return { holdings: [...holdings.values()], sales, incomes };
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

const positionsOf = (holdings: readonly Holding[]): ForeignPosition[] =>
  holdings
    .filter((h) => h.quantity > 0n)
    .map((h) => ({
      asset: h.asset,
      currency: h.currency,
      quantity: formatQuantity(h.quantity),
      costCents: h.costCents,
      costHundredths: h.costHundredths,
    }));

/**
 * What was held when the law began (01/01/2024), at cost in reais: each acquisition at its own date's rate, a sale
 * taking its average cost out (its gain was a ganho de capital of its month under the rule of the time, Lei
 * 9.250/1995 and Lei 8.981/1995, not this computation), incomes left out. The first year's `positions`.
 */
export function positionsBeforeTheLaw(operations: readonly ForeignOperation[]): ForeignPosition[] {
  const before = operations.filter((op) => op.date < `${FIRST_YEAR}-01-01` && op.kind !== 'income');
  for (const op of before)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(op.date))
      throw new RangeError(FOREIGN_APPLICATIONS_MESSAGES.notDate(op.date));
  return positionsOf(walk({ operations: before }).holdings);
}

/** The year's tax on applications abroad, its losses, and the positions and deposits for Bens e Direitos. */
export function foreignApplicationsYear(input: ForeignApplicationsInput): ForeignApplicationsYear {
  if (!Number.isInteger(input.year) || input.year < FIRST_YEAR) {
    throw new RangeError(FOREIGN_APPLICATIONS_MESSAGES.yearBefore);
  }
  const lossCarriedInCents = input.lossCarriedInCents ?? 0;
  if (!Number.isSafeInteger(lossCarriedInCents) || lossCarriedInCents < 0) {
    throw new RangeError(FOREIGN_APPLICATIONS_MESSAGES.notLoss(lossCarriedInCents));
  }
  const { holdings, sales, incomes } = walk(input);
  const salesResultCents = sum(sales.map((s) => s.resultCents));
  const incomeCents = sum(incomes.map((i) => i.grossCents));
  const resultCents = salesResultCents + incomeCents;
  const lossUsedCents = Math.min(lossCarriedInCents, Math.max(0, resultCents));
  const taxableCents = Math.max(0, resultCents - lossUsedCents);
  const taxCents = rateHalfUp(taxableCents, FOREIGN_APPLICATIONS_RATE_BP);
  const creditCents = Math.min(taxCents, sum(incomes.map((i) => i.creditLimitCents)));
  return {
    year: input.year,
    sales,
    incomes,
    salesResultCents,
    incomeCents,
    resultCents,
    lossCarriedInCents,
    lossUsedCents,
    taxableCents,
    taxCents,
    withheldCents: sum(incomes.map((i) => i.withheldCents)),
    creditCents,
    taxDueCents: taxCents - creditCents,
    lossCarriedOutCents: lossCarriedInCents - lossUsedCents + Math.max(0, -resultCents),
    positions: positionsOf(holdings),
    deposits: (input.deposits ?? []).map((d) => ({
      ...d,
      valueCents: toCents(checkHundredths(d.balance), parseRate(d.rate)),
    })),
  };
}
