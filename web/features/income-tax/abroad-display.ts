import type {
  TaxForeignFigures,
  TaxForeignIncome,
  TaxForeignSale,
} from '../../../common/contract/income-tax-abroad';
import { formatQuantityBR } from '../../../common/contract/variable-income';
import { formatReais } from '../../../common/money';
import { readDecimal } from '../../../common/variable-income';

/**
 * What the Imposto de Renda page says of the applications abroad (Lei 14.754/2023): the server works every figure
 * in reais (server/features/income-tax/foreign-applications.ts); here they are only worded.
 */

/** A result with its sign: '+R$ 3.208,15', '-R$ 1.521,20', 'R$ 0,00'. */
export function signedReaisText(reais: number): string {
  return reais > 0 ? `+${formatReais(reais)}` : formatReais(reais);
}

/** A quantity sold as the contract answers it ('10', '0.5') in Brazilian writing: '10', '0,5', '1.500'. */
export function quantityText(quantity: string): string {
  const reading = readDecimal(quantity);
  return reading.ok ? formatQuantityBR(reading.scaled) : quantity;
}

/**
 * Where a sale's result came from: 'preço +R$ 2.062,50 · câmbio +R$ 1.145,65' — the dollar's rise on what was paid
 * is income too (Lei 14.754/2023, art. 3º), so a sale at the price it cost may still pay tax.
 */
export function resultPartsText(sale: Pick<TaxForeignSale, 'priceResult' | 'exchangeResult'>): string {
  return `preço ${signedReaisText(sale.priceResult)} · câmbio ${signedReaisText(sale.exchangeResult)}`;
}

const INCOME_TYPES: Record<TaxForeignIncome['type'], string> = { dividend: 'Dividendos', interest: 'Juros' };

/** 'Dividendos', 'Juros'. */
export const incomeTypeText = (type: TaxForeignIncome['type']): string => INCOME_TYPES[type];

export interface AbroadLine {
  key: keyof TaxForeignFigures;
  label: string;
  value: string;
  /** What the line adds in small text, or null. */
  detail: string | null;
  /** The figure the person pays: set apart. */
  total?: boolean;
}

/**
 * The year's computation, line by line as the declaration's ficha reads it: the result (sales and incomes), the
 * losses of earlier years used, the base, 15% of it, the tax paid abroad deducted, what is paid with the
 * declaration, and the losses left for the years after.
 */
export function abroadYearLines(figures: TaxForeignFigures): AbroadLine[] {
  const carriedIn =
    figures.lossCarriedIn > figures.lossUsed ? `de ${formatReais(figures.lossCarriedIn)} acumuladas` : null;
  const creditCut =
    figures.withheld > figures.credit
      ? `pago ${formatReais(figures.withheld)}; deduz-se até 15% de cada rendimento`
      : null;
  return [
    {
      key: 'result',
      label: 'Resultado do ano',
      value: signedReaisText(figures.result),
      detail: `vendas ${signedReaisText(figures.salesResult)} · dividendos e juros ${formatReais(figures.income)}`,
    },
    {
      key: 'lossUsed',
      label: 'Perdas de anos anteriores compensadas',
      value: formatReais(figures.lossUsed),
      detail: carriedIn,
    },
    { key: 'taxable', label: 'Base de cálculo', value: formatReais(figures.taxable), detail: null },
    { key: 'tax', label: 'Imposto (15%)', value: formatReais(figures.tax), detail: null },
    {
      key: 'credit',
      label: 'Imposto pago no exterior deduzido',
      value: formatReais(figures.credit),
      detail: creditCut,
    },
    {
      key: 'taxDue',
      label: 'Imposto a pagar com a declaração',
      value: formatReais(figures.taxDue),
      detail: null,
      total: true,
    },
    {
      key: 'lossCarriedOut',
      label: 'Perdas para os anos seguintes',
      value: formatReais(figures.lossCarriedOut),
      detail: null,
    },
  ];
}
