import {
  comumMonth,
  cryptoMonth,
  dayTradeMonth,
  fiiMonth,
  fundMonth,
  irrfOfFichas,
  sumByMonth,
} from './variable-income-tax-regimes';
import {
  DARF_CODE_LABELS,
  type Darf,
  type DarfCode,
  darfDueDate,
  LOSS_POOLS,
  type LossBalances,
  MIN_DARF_CENTS,
  monthFromIndex,
  monthIndex,
  type RegimeMonth,
  type TaxMonth,
  type TaxYear,
  type VariableIncomeSale,
  type VariableIncomeTaxOptions,
  type VariableIncomeTaxReport,
} from './variable-income-taxes';

/**
 * The month-by-month walk of common/variable-income-taxes.ts: each month's regimes (variable-income-tax-regimes.ts),
 * its DARFs with what stays under R$ 10,00 carried, and the years' sums.
 */

/** The IRRF available to a month's 6015 and what it deducts. */
interface IrrfCredit {
  ofMonth: number;
  carriedIn: number;
}

function darfOf(
  code: DarfCode,
  month: string,
  taxOfMonth: number,
  carriedIn: number,
  irrf: IrrfCredit = { ofMonth: 0, carriedIn: 0 },
): Darf | null {
  // A month with neither tax nor IRRF of its own has no DARF: the IRRF carried passes on unchanged.
  if (taxOfMonth === 0 && carriedIn === 0 && irrf.ofMonth === 0) return null;
  const credit = irrf.ofMonth + irrf.carriedIn;
  const used = Math.min(credit, taxOfMonth);
  const total = taxOfMonth - used + carriedIn;
  const paid = total >= MIN_DARF_CENTS;
  return {
    code,
    label: DARF_CODE_LABELS[code],
    taxOfMonthCents: taxOfMonth,
    carriedInCents: carriedIn,
    irrfOfMonthCents: irrf.ofMonth,
    irrfCarriedInCents: irrf.carriedIn,
    irrfUsedCents: used,
    irrfCarriedOutCents: credit - used,
    payCents: paid ? total : 0,
    carriedOutCents: paid ? 0 : total,
    dueDate: paid ? darfDueDate(month) : null,
  };
}

/**
 * The month-by-month tax of the sales (any order: they are summed by month). Months shown: those with sales, and
 * the months between (and up to options.through) where a loss or a tax under R$ 10,00 carries.
 */
export function variableIncomeTaxes(
  sales: readonly VariableIncomeSale[],
  options: VariableIncomeTaxOptions = {},
): VariableIncomeTaxReport {
  const byMonth = sumByMonth(sales);
  const losses: LossBalances = {
    comum: options.lossesCarriedIn?.comum ?? 0,
    fii: options.lossesCarriedIn?.fii ?? 0,
    daytrade: options.lossesCarriedIn?.daytrade ?? 0,
  };
  for (const pool of LOSS_POOLS) {
    if (!Number.isSafeInteger(losses[pool]) || losses[pool] < 0) {
      throw new RangeError(`Not a loss in cents: ${losses[pool]}`);
    }
  }
  const pending: Record<DarfCode, number> = { '6015': 0, '4600': 0 };
  // The IRRF not yet deducted: it carries within a year, its rest goes to the declaration.
  let irrfLeft = 0;
  const months: TaxMonth[] = [];
  const years: TaxYear[] = [];

  const keys = [...byMonth.keys()].sort();
  if (keys.length > 0) {
    const first = monthIndex(keys[0]!);
    let last = monthIndex(keys[keys.length - 1]!);
    if (options.through !== undefined) {
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(options.through)) {
        throw new RangeError(`Not a month: ${options.through}`);
      }
      last = Math.max(last, monthIndex(options.through));
    }
    for (let index = first; index <= last; index++) {
      const month = monthFromIndex(index);
      const sums = byMonth.get(month);
      if (month.endsWith('-01')) irrfLeft = 0;
      const carries =
        LOSS_POOLS.some((pool) => losses[pool] > 0) || pending['6015'] > 0 || pending['4600'] > 0;
      if (!sums && !carries) continue;

      const regimes: RegimeMonth[] = [];
      if ((sums && sums.count.acao + sums.count.etf + sums.count.bdr > 0) || losses.comum > 0) {
        regimes.push(comumMonth(sums, losses.comum));
      }
      if ((sums && sums.count.fii > 0) || losses.fii > 0) regimes.push(fiiMonth(sums, losses.fii));
      if ((sums && sums.dayTrade.count > 0) || losses.daytrade > 0) {
        regimes.push(dayTradeMonth(sums, losses.daytrade));
      }
      if (sums && sums.count.cripto > 0) regimes.push(cryptoMonth(sums));
      if (sums && sums.count.fundo > 0) regimes.push(fundMonth(sums));

      let b3Tax = 0;
      let cryptoTaxOfMonth = 0;
      for (const row of regimes) {
        if (row.regime === 'comum' || row.regime === 'fii' || row.regime === 'daytrade') {
          losses[row.regime] = row.lossCarriedOutCents;
          b3Tax += row.taxCents;
        } else if (row.regime === 'cripto') {
          cryptoTaxOfMonth += row.taxCents;
        }
      }
      const darfs: Darf[] = [];
      const irrf = irrfOfFichas(sums);
      const b3Darf = darfOf('6015', month, b3Tax, pending['6015'], {
        ofMonth: irrf.comumCents + irrf.daytradeCents + irrf.fiiCents,
        carriedIn: irrfLeft,
      });
      const cryptoDarf = darfOf('4600', month, cryptoTaxOfMonth, pending['4600']);
      for (const darf of [b3Darf, cryptoDarf]) {
        if (!darf) continue;
        pending[darf.code] = darf.carriedOutCents;
        darfs.push(darf);
      }
      irrfLeft = b3Darf?.irrfCarriedOutCents ?? irrfLeft;
      months.push({ month, regimes, darfs, irrf });
      addToYear(years, month, regimes, darfs, losses, pending);
    }
  }
  return { months, years, lossesCarriedOut: { ...losses }, pendingTax: { ...pending } };
}

function addToYear(
  years: TaxYear[],
  month: string,
  regimes: readonly RegimeMonth[],
  darfs: readonly Darf[],
  losses: LossBalances,
  pending: Record<DarfCode, number>,
): void {
  const year = Number(month.slice(0, 4));
  let total = years[years.length - 1];
  if (total?.year !== year) {
    total = {
      year,
      salesCents: 0,
      gainCents: 0,
      exemptGainCents: 0,
      taxCents: 0,
      darfCents: 0,
      irrfCents: 0,
      irrfLeftCents: 0,
      pendingTaxCents: 0,
      lossesCarriedOut: { comum: 0, fii: 0, daytrade: 0 },
    };
    years.push(total);
  }
  for (const row of regimes) {
    total.salesCents += row.salesCents;
    total.gainCents += row.gainCents;
    total.exemptGainCents += row.exemptGainCents;
    total.taxCents += row.taxCents;
  }
  for (const darf of darfs) {
    total.darfCents += darf.payCents;
    total.irrfCents += darf.irrfOfMonthCents;
    if (darf.code === '6015') total.irrfLeftCents = darf.irrfCarriedOutCents;
  }
  // Months come in order: the last one of the year leaves its balances.
  total.pendingTaxCents = pending['6015'] + pending['4600'];
  total.lossesCarriedOut = { ...losses };
}
