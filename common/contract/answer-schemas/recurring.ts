import { CURRENCY_CODES } from '../../currencies';
import {
  type FixedSuggestion,
  type IncomeSuggestion,
  PAYMENT_STATUSES,
  RECURRING_KINDS,
  RECURRING_MODES,
  RECURRING_TYPES,
  type RecurringItem,
  type RecurringSummary,
  type RunResult,
  SUGGESTION_KEY_MAX_LENGTH,
  type SuggestionDismissed,
  type UpcomingRecurring,
} from '../recurring';
import { z } from '../shared';
import { type AnswerEntries, answering, id, instant, isoDate, reais } from './blocks';
import { deletedWithUndo } from './deleted';
import { fixedSummaryAnswer } from './from-answers';

const recurringItem = answering<RecurringItem>()(
  z.object({
    id,
    account_id: id,
    account_name: z.string(),
    account_currency: z.enum(CURRENCY_CODES).describe('A moeda da conta: amount está nela'),
    type: z.enum(RECURRING_TYPES),
    amount: reais,
    description: z.string(),
    category_id: id.nullable(),
    category_name: z.string().nullable(),
    payee_id: id.nullable(),
    payee_name: z.string().nullable(),
    interval_unit: z.literal('month'),
    interval_count: z.number().int(),
    next_run: isoDate.describe('O próximo vencimento'),
    last_run: isoDate.nullable().describe('O último vencimento lançado ou pago'),
    due_day: z.number().int().describe('O dia do mês em que vence'),
    due_business_day: z.number().int().nullable().describe('Vence no n-ésimo dia útil do mês; senão null'),
    mode: z.enum(RECURRING_MODES),
    notify_days: z.number().int(),
    variable_amount: z.boolean().describe('"Valor variável"'),
    payment_status: z.enum(PAYMENT_STATUSES).describe('No mês corrente'),
    paid_in_balance: z.boolean().describe('Pago sem transação no mês: "Já no saldo"'),
    in_month_forecast: z.boolean().describe('Contado uma vez no "Previsto do mês"'),
    kind: z.enum(RECURRING_KINDS),
    max_amount: reais.nullable().describe('O máximo autorizado de um Pix Automático; null nos outros tipos'),
    over_max: z
      .object({ amount: reais, date: isoDate })
      .nullable()
      .describe('A última cobrança de um Pix Automático acima do máximo, ou null'),
    done: z.boolean().describe('Uma conta a pagar já paga: sem próximo vencimento'),
    captured: z.boolean().describe('Criado a partir de um código de boleto ou Pix'),
    created_at: instant,
  }),
);

const recurringSummary = answering<RecurringSummary>()(fixedSummaryAnswer);

const incomeSuggestion = answering<IncomeSuggestion>()(
  z.object({
    description: z.string(),
    accountId: id,
    amount: reais.describe('O do mês mais recente'),
    categoryId: id.nullable(),
    payeeId: id.nullable(),
    payeeName: z.string().nullable(),
    dueDay: z.number().int().describe('O dia do mês em que a mais recente entrou'),
    months: z.array(z.string()).describe('Os três meses em que entrou, AAAA-MM, o mais antigo primeiro'),
    receivedThisMonth: z.boolean(),
  }),
);

const fixedSuggestion = answering<FixedSuggestion>()(
  z.object({
    key: z
      .string()
      .max(SUGGESTION_KEY_MAX_LENGTH)
      .describe(
        'O tipo e o favorecido (p) ou o começo da descrição (d): "DESPESA:p12"; o que dispensar envia',
      ),
    type: z.enum(RECURRING_TYPES),
    description: z.string().describe('A da vez mais recente'),
    accountId: id,
    amount: reais.describe('O da vez mais recente'),
    categoryId: id.nullable(),
    payeeId: id.nullable(),
    payeeName: z.string().nullable(),
    dueDay: z.number().int().describe('O dia típico do mês: a mediana dos dias em que apareceu'),
    months: z.array(z.string()).describe('Os meses em que apareceu, AAAA-MM, o mais antigo primeiro'),
    variableAmount: z.boolean().describe('Os valores variaram (dentro da tolerância do valor variável)'),
    yearlyCost: reais.describe('O valor × 12'),
    seenThisMonth: z.boolean().describe('O deste mês já está lançado'),
  }),
);

const suggestionDismissed = answering<SuggestionDismissed>()(z.object({ key: z.string() }));

const upcomingRecurring = answering<UpcomingRecurring>()(z.object({ count: z.number().int() }));

const runResult = answering<RunResult>()(
  z.object({
    processed: z.number().int().describe('Fixos que tinham algo vencido'),
    created: z.number().int().describe('Vencimentos lançados, despesas e receitas'),
    created_incomes: z.number().int().describe('Dos lançados, as receitas'),
    behind: z.number().int().describe('Automáticos atrasados demais: deixados para a pessoa'),
    failed: z.number().int().describe('Fixos cujo lançamento falhou'),
  }),
);

export const RECURRING_ANSWERS: AnswerEntries = {
  'GET /recurring': [z.array(recurringItem), 'Os gastos e receitas fixos'],
  'POST /recurring': [recurringItem, 'O fixo criado'],
  'PUT /recurring': [recurringItem, 'O fixo alterado'],
  'DELETE /recurring': [deletedWithUndo, 'O fixo excluído'],
  'GET /recurring/summary': [recurringSummary, 'O resumo dos fixos no mês'],
  'GET /recurring/income-suggestions': [z.array(incomeSuggestion), 'Receitas que parecem fixas'],
  'GET /recurring/suggestions': [
    z.array(fixedSuggestion),
    'Gastos e receitas fixos encontrados no histórico: despesas primeiro, cada tipo do maior para o menor',
  ],
  'POST /recurring/suggestions/dismiss': [suggestionDismissed, 'A sugestão dispensada: não volta mais'],
  'GET /recurring/upcoming': [upcomingRecurring, 'Quantos fixos vencem nos próximos dias'],
  'POST /recurring/run': [runResult, 'O que o lançamento dos fixos vencidos fez'],
  'POST /fixed-expenses/confirm': [recurringItem, 'O fixo com o pagamento do mês'],
};
