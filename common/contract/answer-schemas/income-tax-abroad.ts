/** The Imposto de Renda page's applications abroad (Lei 14.754/2023): the year's sales, incomes and tax. */
import type {
  TaxForeignApplications,
  TaxForeignFigures,
  TaxForeignIncome,
  TaxForeignSale,
} from '../income-tax-abroad';
import { z } from '../shared';
import { answering, isoDate, reais } from './blocks';

const asset = z.string().describe('O ativo e a sua conta: "VOO (Avenue)"');

const sale = answering<TaxForeignSale>()(
  z.object({
    date: isoDate,
    asset,
    quantity: z.string().describe('Quantidade vendida, decimal com ponto'),
    proceeds: reais.describe('O valor recebido, pela PTAX de venda do dia'),
    cost: reais.describe('O custo médio em reais da quantidade vendida'),
    result: reais.describe('Ganho (perda abaixo de zero), com a variação cambial'),
    priceResult: reais.describe('A parte do resultado vinda do preço'),
    exchangeResult: reais.describe('A parte do resultado vinda da variação cambial do principal'),
  }),
);

const income = answering<TaxForeignIncome>()(
  z.object({
    date: isoDate,
    asset,
    type: z.enum(['dividend', 'interest']),
    gross: reais.describe('O rendimento bruto, pela PTAX de venda do dia'),
    withheld: reais.describe('O imposto pago no exterior, pela PTAX de compra do dia'),
    creditLimit: reais.describe('O que dele a declaração deduz: até 15% do rendimento'),
  }),
);

const figures = answering<TaxForeignFigures>()(
  z.object({
    sales: z.array(sale),
    incomes: z.array(income),
    salesResult: reais,
    income: reais,
    result: reais,
    lossCarriedIn: reais.describe('Perdas de anos anteriores (desde 2024) a compensar'),
    lossUsed: reais,
    taxable: reais,
    tax: reais.describe('15% da base'),
    withheld: reais,
    credit: reais.describe('O imposto pago no exterior deduzido'),
    taxDue: reais.describe('O imposto a pagar com a declaração'),
    lossCarriedOut: reais.describe('Perdas que ficam para os anos seguintes'),
  }),
);

export const foreignApplications = answering<TaxForeignApplications>()(
  z.object({
    figures: figures.nullable().describe('null num ano antes da lei ou quando falta uma cotação: veja note'),
    missingRates: z.array(z.object({ date: isoDate, currency: z.string() })),
    note: z.string().nullable(),
    source: z.string(),
  }),
);
