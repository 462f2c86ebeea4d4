/**
 * The answer of the Patrimônio page: the net worth month by month, by class.
 */
import type { NetWorthAnswer, NetWorthMonth } from '../net-worth';
import { z } from '../shared';
import { type AnswerEntries, answering, id, isoDate, reais } from './blocks';
import { rateUsed } from './core';

const yearMonth = z.string().describe('AAAA-MM');

const month = answering<NetWorthMonth>()(
  z.object({
    month: yearMonth,
    date: isoDate.describe('O último dia do mês, ou hoje no mês corrente'),
    total: reais.describe('caixa + rendaFixa + rendaVariavel + bens + dividas'),
    caixa: reais,
    rendaFixa: reais,
    rendaVariavel: reais,
    bens: reais,
    dividas: reais.describe('Negativo (ou zero): o que os cartões e as dívidas devem'),
    real: reais
      .nullable()
      .describe('O total em dinheiro de hoje (corrigido pelo IPCA); null quando falta o IPCA de algum mês'),
  }),
);

const netWorth = answering<NetWorthAnswer>()(
  z.object({
    months: z.array(month),
    change: z.object({ month: reais.describe('A variação do total no último mês') }),
    accounts: z.number().int().describe('Quantas contas e cartões o livro tem (arquivados também)'),
    rates: z.array(rateUsed).describe('As cotações das contas em outra moeda no mês corrente'),
    unconvertedAccounts: z.array(id).describe('Contas em outra moeda sem cotação hoje: fora do mês corrente'),
    ipcaMissingFrom: yearMonth
      .nullable()
      .describe('O primeiro mês cujo IPCA falta; null quando nenhum falta'),
    ipcaThrough: yearMonth.describe('O mês a cujos preços o valor real se refere'),
  }),
);

export const NET_WORTH_ANSWERS: AnswerEntries = {
  'GET /net-worth': [netWorth, 'O patrimônio mês a mês, por classe'],
};
