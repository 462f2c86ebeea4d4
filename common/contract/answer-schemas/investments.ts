/**
 * The answers of the fixed-income positions (renda fixa): their value today, a redemption's and their returns.
 */
import { INDEX_SERIES } from '../../index-series';
import { FIXED_INCOME_PRODUCTS } from '../../investment-taxes';
import {
  type IndexGrowthFigure,
  type InvestmentReturn,
  POSITION_INDEXINGS,
  type PositionResponse,
  type PositionsResponse,
  type PositionValue,
} from '../investments';
import { z } from '../shared';
import { type AnswerEntries, answering, id, isoDate, reais } from './blocks';
import { deletedAnswer } from './deleted';

const percent = z.number().describe('Em % (duas casas)');

const missingRate = z
  .object({ series: z.enum(INDEX_SERIES), label: z.string(), date: isoDate })
  .nullable()
  .describe('O índice e o primeiro dia sem a sua taxa; null quando todas eram conhecidas');

const positionValue = answering<PositionValue>()(
  z.object({
    date: isoDate.describe('O dia pedido'),
    computedTo: isoDate.describe('O dia a que o valor se refere (antes, quando falta uma taxa)'),
    missing: missingRate,
    gross: reais.describe('Valor bruto'),
    yield: reais.describe('Rendimento bruto'),
    iof: reais,
    incomeTax: reais.describe('Imposto de renda do resgate'),
    incomeTaxRate: z.string().describe("A alíquota do IR nesse dia, como '22,5%' ou 'isento'"),
    net: reais.describe('Valor líquido do resgate'),
    days: z.number().int().describe('Dias corridos desde a aplicação'),
  }),
);

const indexGrowth = answering<IndexGrowthFigure>()(
  z.object({
    percent: percent.nullable().describe('O crescimento do índice no período, em %; null sem nenhuma taxa'),
    computedTo: isoDate,
    missing: missingRate,
  }),
);

const investmentReturn = answering<InvestmentReturn>()(
  z.object({
    from: isoDate,
    to: isoDate,
    annual: percent.nullable().describe('Rentabilidade em % a.a.; null num período menor que um ano'),
    period: percent.nullable().describe('Rentabilidade no período, em %; null sem nenhum dia'),
    cdi: indexGrowth,
    ipca: indexGrowth,
  }),
);

const position = answering<PositionResponse>()(
  z.object({
    id,
    accountId: id,
    accountName: z.string(),
    name: z.string(),
    product: z.enum(FIXED_INCOME_PRODUCTS),
    productLabel: z.string(),
    indexing: z.enum(POSITION_INDEXINGS),
    rate: z.number().nullable().describe('Em %: do CDI (cdi) ou ao ano (os outros); null na poupança'),
    indexingLabel: z.string(),
    bank: z
      .object({ value: reais, date: isoDate })
      .nullable()
      .describe('O último valor que o banco informou (aplicações da sincronização); null para uma digitada'),
    applied: reais,
    date: isoDate,
    sourceAccountId: id.nullable().describe('A conta de onde saiu o dinheiro da aplicação'),
    maturityDate: isoDate.nullable(),
    today: positionValue.nullable().describe('O valor se resgatar hoje; null depois de resgatada'),
    atMaturity: positionValue.nullable().describe('No vencimento, quando o contrato o fixa (prefixado)'),
    redeemedOn: isoDate.nullable(),
    redeemedNet: reais.nullable(),
    returns: investmentReturn,
  }),
);

const positions = answering<PositionsResponse>()(
  z.object({
    positions: z.array(position),
    totals: z
      .object({ applied: reais, gross: reais, net: reais })
      .describe('As somas das aplicações em aberto'),
    returns: investmentReturn.nullable().describe('A rentabilidade da carteira toda; null sem aplicações'),
  }),
);

export const INVESTMENT_ANSWERS: AnswerEntries = {
  'GET /investments': [positions, 'As aplicações de renda fixa, seus valores e a rentabilidade'],
  'POST /investments': [position, 'A aplicação registrada'],
  'DELETE /investments': [deletedAnswer, 'A aplicação excluída'],
  'GET /investments/redeem-preview': [positionValue, 'O que um resgate nesse dia pagaria'],
  'POST /investments/redeem': [position, 'A aplicação resgatada'],
};
