import type { VariableIncomeTaxesResponse } from '../../../../common/contract/variable-income-taxes';
import { formatDateBR, formatMonthLabel } from '../../../../common/dates';
import { formatReais } from '../../../../common/money';

type TaxMonth = VariableIncomeTaxesResponse['months'][number];
type RegimeMonth = TaxMonth['regimes'][number];
type Darf = TaxMonth['darfs'][number];
type Summary = NonNullable<VariableIncomeTaxesResponse['summary']>;

/** 'Novembro de 2026' for '2026-11': a row's heading, capitalised. */
export function taxMonthLabel(month: string): string {
  const label = formatMonthLabel(`${month}-01`);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * What a regime owes in a month: 'Isento', 'Sem imposto' (a loss, or a gain all offset), 'R$ 45,00 (15% de
 * R$ 300,00)', or 'Retido na fonte' for the fundos.
 */
export function regimeTaxText(
  regime: Pick<RegimeMonth, 'regime' | 'exempt' | 'tax' | 'taxable' | 'rateText'>,
) {
  if (regime.regime === 'fundo') return 'Retido na fonte';
  if (regime.exempt) return 'Isento';
  if (regime.tax <= 0) return 'Sem imposto';
  return `${formatReais(regime.tax)} (${regime.rateText} de ${formatReais(regime.taxable)})`;
}

/**
 * A month's DARF: 'DARF 6015: R$ 45,00 até 31/12/2026'; one under R$ 10,00 says it passes on ('DARF 6015: R$ 4,50
 * passa para o mês seguinte'); the brokers' IRRF deducted, and what of it is left, said after.
 */
export function darfText(
  darf: Pick<Darf, 'code' | 'pay' | 'carriedOut' | 'dueDate' | 'irrfUsed' | 'irrfCarriedOut'>,
): string {
  let text: string;
  if (darf.pay > 0 && darf.dueDate)
    text = `DARF ${darf.code}: ${formatReais(darf.pay)} até ${formatDateBR(darf.dueDate)}`;
  else if (darf.carriedOut > 0)
    text = `DARF ${darf.code}: ${formatReais(darf.carriedOut)} passa para o mês seguinte (abaixo de R$ 10,00)`;
  else text = `DARF ${darf.code}: nada a pagar`;
  const irrf = [
    darf.irrfUsed > 0 ? `IRRF de ${formatReais(darf.irrfUsed)} descontado` : null,
    darf.irrfCarriedOut > 0
      ? `IRRF de ${formatReais(darf.irrfCarriedOut)} fica para os meses seguintes`
      : null,
  ].filter((p): p is string => p !== null);
  return irrf.length === 0 ? text : `${text} (${irrf.join('; ')})`;
}

/** The year in one line: 'Em 2026: vendas de R$ 52.000,00, ganho de R$ 3.100,00, R$ 1.200,00 isentos, DARFs de R$ 285,00'. */
export function taxSummaryText(
  year: number,
  summary: Pick<Summary, 'sales' | 'gain' | 'exemptGain' | 'darf'>,
) {
  const gain =
    summary.gain < 0 ? `perda de ${formatReais(-summary.gain)}` : `ganho de ${formatReais(summary.gain)}`;
  return `Em ${year}: vendas de ${formatReais(summary.sales)}, ${gain}, ${formatReais(summary.exemptGain)} isentos, DARFs de ${formatReais(summary.darf)}`;
}

/** The losses left to offset later: 'Prejuízo a compensar: R$ 500,00 em ações, ETFs e BDRs; R$ 80,00 em FIIs'; null without any. */
export function lossesText(losses: VariableIncomeTaxesResponse['lossesCarriedOut']): string | null {
  const parts = [
    losses.comum > 0 ? `${formatReais(losses.comum)} em ações, ETFs e BDRs` : null,
    losses.fii > 0 ? `${formatReais(losses.fii)} em FIIs` : null,
    losses.daytrade > 0 ? `${formatReais(losses.daytrade)} em day trade` : null,
  ].filter((p): p is string => p !== null);
  return parts.length === 0 ? null : `Prejuízo a compensar: ${parts.join('; ')}`;
}

/** The brokers' IRRF no month's tax took: 'R$ 1,00 de IRRF das corretoras não descontado em 2026: …'; null without. */
export function irrfLeftText(year: number, summary: Pick<Summary, 'irrfLeft'> | null): string | null {
  if (!summary || summary.irrfLeft <= 0) return null;
  return `${formatReais(summary.irrfLeft)} de IRRF das corretoras não descontado em ${year}: compense-o na declaração (Renda Variável).`;
}
