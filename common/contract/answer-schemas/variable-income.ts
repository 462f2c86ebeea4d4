import { FUND_CLASSES } from '../../come-cotas';
/**
 * The answers of renda variável: the portfolio, its trades, prices and proventos, the tax on the sales, and the
 * import of B3's spreadsheets.
 */

import { TAX_REGIMES } from '../../variable-income-taxes';
import { z } from '../shared';
import {
  type HoldingResponse,
  INCOME_KINDS,
  type IncomeResponse,
  type PricePoint,
  type PriceResponse,
  type PricesPage,
  TRADE_SIDES,
  type TradeResponse,
  VARIABLE_INCOME_KINDS,
  type VariableIncomeResponse,
  type VariableIncomeReturn,
  type VariableIncomeTotals,
} from '../variable-income';
import {
  B3_LINE_STATUSES,
  type B3AssetLine,
  type B3ImportPreview,
  type B3ImportResult,
  type B3IncomeLine,
  type B3PositionLine,
  type B3PriceLine,
  type B3TradeLine,
} from '../variable-income-b3';
import type { VariableIncomeTaxesResponse } from '../variable-income-taxes';
import { type AnswerEntries, answering, id, isoDate, reais } from './blocks';
import { deletedAnswer } from './deleted';

/** Quantities and prices per unit travel as decimal text, exact to 8 places. */
const decimal = (what: string) => z.string().describe(`${what}, em texto decimal ('32.15000000')`);
const percent = z.number().describe('Em % (duas casas)');

const pricePoint = answering<PricePoint>()(z.object({ date: isoDate, value: decimal('Reais por unidade') }));

const holding = answering<HoldingResponse>()(
  z.object({
    id,
    accountId: id,
    accountName: z.string(),
    currency: z.string().describe('A moeda da conta (ISO 4217), em que estão os valores do ativo'),
    ticker: z.string(),
    name: z.string().nullable(),
    kind: z.enum(VARIABLE_INCOME_KINDS),
    kindLabel: z.string(),
    fundClass: z
      .enum(FUND_CLASSES)
      .nullable()
      .describe('A classe tributária de um fundo (come-cotas); null sem ela ou fora de fundos'),
    quantity: decimal('Unidades em carteira'),
    averagePrice: decimal('Preço médio com as taxas')
      .nullable()
      .describe('null quando nada está em carteira'),
    cost: reais.describe('O custo das unidades em carteira'),
    price: pricePoint.nullable().describe('A última cotação até hoje; null sem nenhuma'),
    value: reais.nullable().describe('Quantidade × cotação; null com unidades e sem cotação'),
    unrealizedGain: reais.nullable().describe('value − cost'),
    incomes: reais.describe('Proventos recebidos, líquidos, desde sempre'),
    realizedGain: reais.describe('Ganhos das vendas menos as perdas, desde sempre'),
    trades: z.number().int().describe('Quantas operações o ativo tem'),
  }),
);

const totals = answering<VariableIncomeTotals>()(
  z.object({
    cost: reais,
    value: reais.describe('Os ativos sem cotação entram pelo custo'),
    unrealizedGain: reais.describe('Sobre os ativos com cotação, contra pricedCost'),
    pricedCost: reais.describe('O custo dos ativos com cotação'),
    incomes: reais,
    realizedGain: reais,
    unpriced: z.number().int().describe('Ativos com unidades e sem cotação'),
  }),
);

const portfolioReturn = answering<VariableIncomeReturn>()(
  z.object({
    from: isoDate,
    to: isoDate,
    annual: percent.nullable().describe('Rentabilidade em % a.a.; null num período menor que um ano'),
    period: percent.nullable().describe('Rentabilidade no período, em %'),
  }),
);

const portfolio = answering<VariableIncomeResponse>()(
  z.object({
    holdings: z.array(holding),
    totals,
    returns: portfolioReturn
      .nullable()
      .describe('null sem operações, ou enquanto um ativo com unidades não tem cotação'),
    otherCurrencies: z
      .number()
      .int()
      .describe('Ativos em contas de outra moeda: fora dos totais e da rentabilidade, em reais'),
  }),
);

const trade = answering<TradeResponse>()(
  z.object({
    id,
    holdingId: id,
    accountId: id,
    ticker: z.string(),
    side: z.enum(TRADE_SIDES),
    sideLabel: z.string(),
    date: isoDate,
    quantity: decimal('Unidades'),
    price: decimal('Reais por unidade').nullable().describe('null num desdobro ou grupamento'),
    fees: reais,
    amount: reais.describe('Pago (compra, com as taxas) ou recebido (venda, sem as taxas); 0 num desdobro'),
    cashAccountId: id.nullable(),
    realizedGain: reais.nullable().describe('O ganho de uma venda (negativo: perda); null nas outras'),
    dayTrade: z
      .object({ quantity: z.string().describe('Unidades, com 8 casas'), gain: reais })
      .nullable()
      .describe('A parte da venda que fechou um day trade (compra do mesmo dia); null sem day trade'),
  }),
);

const price = answering<PriceResponse>()(pricePoint.extend({ id, holdingId: id }));

const pricesPage = answering<PricesPage>()(
  z.object({
    items: z.array(price),
    nextCursor: z.string().nullable().describe('O cursor da próxima página (mais antiga); null na última'),
  }),
);

const income = answering<IncomeResponse>()(
  z.object({
    id,
    holdingId: id,
    ticker: z.string(),
    kind: z.enum(INCOME_KINDS),
    kindLabel: z.string(),
    date: isoDate,
    gross: reais,
    withheld: reais.describe('IR retido na fonte'),
    net: reais,
    accountId: id.nullable().describe('A conta onde o líquido entrou; null se o lançamento foi excluído'),
  }),
);

const lossPools = z.object({ comum: reais, fii: reais, daytrade: reais });
const darfCodes = z.enum(['6015', '4600']);

export const variableIncomeTaxes = answering<VariableIncomeTaxesResponse>()(
  z.object({
    year: z.number().int(),
    months: z.array(
      z.object({
        month: z.string().describe('AAAA-MM'),
        regimes: z.array(
          z.object({
            regime: z.enum(TAX_REGIMES),
            label: z.string(),
            sales: reais,
            gain: reais.describe('Ganhos menos perdas do mês'),
            exemptGain: reais.describe('A parte isenta do ganho'),
            exempt: z.boolean(),
            reason: z.string().describe('Por quê, em português'),
            lossCarriedIn: reais,
            lossUsed: reais,
            lossCarriedOut: reais,
            taxable: reais,
            rateText: z.string().describe("'15%', '20%', '15% a 17,5%', 'na fonte'"),
            rateBasisPoints: z.number().int().describe('A alíquota em pontos-base: 1500 é 15%'),
            tax: reais,
          }),
        ),
        darfs: z.array(
          z.object({
            code: darfCodes,
            label: z.string(),
            taxOfMonth: reais,
            carriedIn: reais.describe('Imposto de meses anteriores que ficou abaixo de R$ 10,00'),
            irrfOfMonth: reais.describe(
              '6015: IRRF retido pelas corretoras no mês (1% do day trade, 0,005% das vendas)',
            ),
            irrfCarriedIn: reais.describe('IRRF de meses anteriores do ano ainda não descontado'),
            irrfUsed: reais.describe('IRRF descontado do imposto do mês'),
            irrfCarriedOut: reais.describe(
              'IRRF que passa aos meses seguintes (no fim do ano: à declaração)',
            ),
            pay: reais.describe('O que se paga: 0 abaixo de R$ 10,00'),
            carriedOut: reais,
            dueDate: isoDate.nullable(),
          }),
        ),
        irrf: z
          .object({
            comum: reais.describe('0,005% das vendas de ações, ETFs e BDRs'),
            daytrade: reais.describe('1% do resultado do day trade'),
            fii: reais.describe('0,005% das vendas de FIIs e 1% do day trade de FIIs'),
          })
          .describe('O IRRF do mês por ficha da declaração (a soma é o irrfOfMonth do DARF 6015)'),
      }),
    ),
    summary: z
      .object({
        year: z.number().int(),
        sales: reais,
        gain: reais,
        exemptGain: reais,
        tax: reais,
        darf: reais,
        irrf: reais.describe('IRRF retido pelas corretoras no ano'),
        irrfLeft: reais.describe('IRRF não descontado de nenhum mês: compensado na declaração'),
        pendingTax: reais,
        lossesCarriedOut: lossPools,
      })
      .nullable()
      .describe('As somas do ano; null sem nenhum mês'),
    lossesCarriedOut: lossPools.describe('Prejuízos a compensar depois do último mês do ano'),
    pendingTax: z
      .object({ '6015': reais, '4600': reais })
      .describe('Imposto abaixo de R$ 10,00 ainda a pagar'),
    notes: z.array(z.string()).readonly().describe('O que o cálculo deixa para a pessoa'),
  }),
);

const lineStatus = {
  sheet: z.string(),
  line: z.number().int().describe('A linha da planilha, como no Excel'),
  status: z.enum(B3_LINE_STATUSES),
  problem: z.string().nullable().describe('Por que não pode ser registrada (status problem)'),
};

const b3Trade = answering<B3TradeLine>()(
  z.object({
    ...lineStatus,
    date: isoDate,
    side: z.enum(TRADE_SIDES),
    sideLabel: z.string(),
    ticker: z.string(),
    quantity: decimal('Unidades').nullable(),
    quantityAfter: decimal('As unidades depois de um grupamento').nullable(),
    price: decimal('Reais por unidade').nullable(),
    amount: reais,
  }),
);

const b3Income = answering<B3IncomeLine>()(
  z.object({
    ...lineStatus,
    date: isoDate,
    kind: z.enum(INCOME_KINDS),
    kindLabel: z.string(),
    ticker: z.string(),
    gross: reais,
    withheld: reais,
    net: reais,
  }),
);

const b3Price = answering<B3PriceLine>()(
  z.object({
    ticker: z.string(),
    date: isoDate,
    price: decimal('Reais por unidade'),
    status: lineStatus.status,
    problem: lineStatus.problem,
  }),
);

const b3Position = answering<B3PositionLine>()(
  z.object({
    sheet: z.string(),
    line: lineStatus.line,
    ticker: z.string(),
    quantity: decimal('Unidades em custódia na B3'),
    held: decimal('Unidades na conta no Grana').nullable().describe('null quando o ativo não está na conta'),
  }),
);

const b3Asset = answering<B3AssetLine>()(
  z.object({
    ticker: z.string(),
    name: z.string().nullable(),
    kind: z.enum(VARIABLE_INCOME_KINDS).nullable().describe('null: a escolher'),
    inAccount: z.boolean().describe('Já é um ativo da conta'),
  }),
);

const b3Preview = answering<B3ImportPreview>()(
  z.object({
    file: z.enum(['negociacao', 'movimentacao', 'posicao']),
    fileLabel: z.string(),
    accountId: id,
    priceDate: isoDate.nullable().describe('O dia das cotações de fechamento (Posição); null nos outros'),
    assets: z.array(b3Asset),
    trades: z.array(b3Trade),
    incomes: z.array(b3Income),
    prices: z.array(b3Price),
    positions: z.array(b3Position),
    skipped: z
      .array(z.object({ sheet: z.string(), line: z.number().int(), reason: z.string() }))
      .describe('Linhas que o Grana não importa, e por quê'),
    counts: z.object({ new: z.number().int(), recorded: z.number().int(), problem: z.number().int() }),
  }),
);

const b3Result = answering<B3ImportResult>()(
  z.object({
    trades: z.number().int(),
    incomes: z.number().int(),
    prices: z.number().int(),
    alreadyRecorded: z.number().int().describe('Linhas já registradas, deixadas de fora'),
  }),
);

export const VARIABLE_INCOME_ANSWERS: AnswerEntries = {
  'GET /variable-income': [portfolio, 'A carteira: os ativos, os totais e a rentabilidade'],
  'DELETE /variable-income/holdings': [deletedAnswer, 'O ativo excluído'],
  'PUT /variable-income/holdings': [
    z.object({ id, fundClass: z.enum(FUND_CLASSES).nullable() }),
    'O ativo com a classe tributária dada',
  ],
  'GET /variable-income/taxes': [variableIncomeTaxes, 'O imposto sobre as vendas, mês a mês, no ano'],
  'GET /variable-income/trades': [z.array(trade), 'As operações de compra e venda'],
  'POST /variable-income/trades': [trade, 'A operação registrada'],
  'DELETE /variable-income/trades': [deletedAnswer, 'A operação excluída'],
  'GET /variable-income/prices': [pricesPage, 'Uma página das cotações de um ativo'],
  'POST /variable-income/prices': [price, 'A cotação registrada'],
  'DELETE /variable-income/prices': [deletedAnswer, 'A cotação excluída'],
  'GET /variable-income/incomes': [z.array(income), 'Os proventos'],
  'POST /variable-income/incomes': [income, 'O provento registrado'],
  'DELETE /variable-income/incomes': [deletedAnswer, 'O provento excluído'],
  'POST /variable-income/import-b3/preview': [
    b3Preview,
    'O que o extrato da B3 traz e o que será registrado',
  ],
  'POST /variable-income/import-b3': [b3Result, 'O que a importação registrou'],
};
