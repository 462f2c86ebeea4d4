import type { FirstSteps } from '../first-steps';
import type { Forecast, ForecastDay } from '../forecast';
import { z } from '../shared';
import type { Suggestions } from '../suggestions';
import { type AnswerEntries, answering, id, isoDate, reais } from './blocks';

const firstSteps = answering<FirstSteps>()(
  z.object({
    steps: z
      .array(z.object({ key: z.enum(['account', 'card', 'statement', 'fixed']), done: z.boolean() }))
      .describe('Na ordem do cartão: as contas, o cartão, o extrato ou o banco, os fixos'),
    has_rows: z.boolean().describe('O livro tem alguma transação'),
  }),
);

const forecastDay = answering<ForecastDay>()(
  z.object({ date: isoDate, balance: reais.describe('O saldo das contas escolhidas ao fim do dia') }),
);

const forecast = answering<Forecast>()(
  z.object({
    from: isoDate.describe('Hoje'),
    to: isoDate.describe('Hoje mais os dias pedidos'),
    accounts: z.array(id),
    start_balance: reais.describe('O saldo das contas hoje, antes dos itens'),
    end_balance: reais,
    month_end: forecastDay.describe('O saldo no último dia deste mês'),
    first_negative: forecastDay.nullable().describe('O primeiro dia com saldo abaixo de zero, ou null'),
    days: z.array(forecastDay),
    items: z.array(
      z.object({
        date: isoDate.describe('Quando move o saldo: a sua data, ou hoje quando está atrasado'),
        kind: z.enum(['fixo', 'fatura', 'agendada', 'parcela']),
        description: z.string(),
        amount: reais.describe('Com sinal: + entra, − sai'),
        account_id: id,
      }),
    ),
  }),
);

const suggestedName = z.object({
  id,
  name: z.string(),
  count: z.number().int().describe('Em quantas das transações da sugestão ele aparece'),
});

const suggestions = answering<Suggestions>()(
  z.object({
    basis: z
      .enum(['payee', 'description', 'merchant'])
      .nullable()
      .describe(
        'De onde vem a sugestão: o favorecido, descrições parecidas, o estabelecimento conhecido, ou nada',
      ),
    merchant: z.string().optional().describe('O estabelecimento (como "Uber"), quando basis é merchant'),
    matches: z.number().int().describe('Quantas transações anteriores combinaram'),
    category: suggestedName.nullable(),
    payee: suggestedName.nullable(),
    tags: z.array(suggestedName),
  }),
);

export const PLANNING_ANSWERS: AnswerEntries = {
  'GET /dashboard/first-steps': [firstSteps, 'Os primeiros passos do livro, feitos ou não'],
  'GET /forecast': [forecast, 'A previsão de saldo dia a dia e o que a move'],
  'GET /suggestions': [suggestions, 'A categoria, o favorecido e as tags sugeridos para a descrição'],
};
