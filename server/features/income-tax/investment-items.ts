// The exempt and exclusive incomes of the book's investments as the Imposto de Renda page lists them.
import type { TaxIncomeItem } from '../../../common/contract/income-tax';
import {
  type DividendPaid,
  dividendWithholdingNote,
  dividendWithholdings,
} from '../../../common/dividend-withholding';
import { INCOME_CONDITIONS } from '../../../common/income-tax-declaration';
import { type FixedIncomeProduct, isIncomeTaxFree } from '../../../common/investment-taxes';
import { centsToReais } from '../../../common/money';
import type { IncomeRow, RedemptionRow } from './investment-income-repository';

const n = (v: number | string) => Number(v);

/** The year's renda fixa yields (redeemed less applied, net of the IR withheld): exempt products apart. */
export function yieldsOf(redemptions: readonly RedemptionRow[]) {
  let exemptYield = 0;
  let taxedYield = 0;
  for (const r of redemptions) {
    const gain = n(r.redeemed_net_cents) - n(r.applied_cents);
    if (isIncomeTaxFree(r.product as FixedIncomeProduct)) exemptYield += gain;
    else taxedYield += gain;
  }
  return { exemptYield, taxedYield };
}

/** A kind of provento's sum in the year: what it paid net and what was withheld. */
export const incomeOf = (incomes: readonly IncomeRow[], kind: IncomeRow['kind']) => {
  const row = incomes.find((i) => i.kind === kind);
  return { net: n(row?.net ?? 0), withheld: n(row?.withheld ?? 0) };
};

export function exemptAndExclusive(
  redemptions: readonly RedemptionRow[],
  incomes: readonly IncomeRow[],
  exemptGainCents: number,
  dividends: readonly DividendPaid[],
) {
  const { exemptYield, taxedYield } = yieldsOf(redemptions);
  const income = (kind: IncomeRow['kind']) => incomeOf(incomes, kind).net;
  const item = (label: string, cents: number, note?: string): TaxIncomeItem[] =>
    cents === 0 ? [] : [{ label, total: centsToReais(cents), ...(note ? { note } : {}) }];
  return {
    exempt: [
      ...item(
        'Lucros e dividendos recebidos',
        income('dividendo'),
        dividendWithholdingNote(dividendWithholdings(dividends)) ?? undefined,
      ),
      ...item('Rendimentos de fundos imobiliários (FII)', income('rendimento'), INCOME_CONDITIONS.fii),
      ...item('Rendimentos de poupança, LCI, LCA e debêntures incentivadas', exemptYield),
      ...item('Ganhos líquidos em vendas de ações de até R$ 20.000,00 no mês', exemptGainCents),
    ],
    exclusive: [
      ...item('Rendimentos de aplicações financeiras (CDB, Tesouro e outros)', taxedYield),
      ...item('Juros sobre capital próprio', income('jcp'), INCOME_CONDITIONS.jcp),
    ],
  };
}
