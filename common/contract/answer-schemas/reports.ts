import { SPENDING_BASES } from '../../spending-basis';
import type { CalendarAnswer, CalendarDay, FlowAnswer, FlowBand } from '../money-flow';
import type {
  CategoryReportRow,
  MonthlyRow,
  ReportAnswer,
  ReportRow,
  ReportSummaryAnswer,
  TagReportRow,
} from '../reports';
import { z } from '../shared';
import type { SpendingBasisAnswer } from '../spending-basis';
import { type AnswerEntries, answering, id, isoDate, reais } from './blocks';
import { balancesAnswer } from './from-answers';

/** The words of every report's unconverted_accounts (contract/reports.ts LeftOut). */
export const UNCONVERTED =
  'Contas em outra moeda com dinheiro do período sem cotação na data: fora dos totais (os outros valores estão em reais, pela PTAX de venda da data de cada lançamento)';

const reportSummary = answering<ReportSummaryAnswer>()(
  z.object({
    from: isoDate,
    to: isoDate,
    receitas: reais,
    despesas: reais,
    resultado: reais.describe('receitas − despesas'),
    count: z.number().int().describe('Receitas e despesas do período (sem transferências)'),
    savings_rate: z
      .number()
      .nullable()
      .describe('resultado / receitas × 100, com uma casa decimal; null sem receitas'),
    unconverted_accounts: z.array(id).describe(UNCONVERTED),
    balances: balancesAnswer,
    history_start: isoDate.describe('O mês em que o histórico do livro começa no Grana (AAAA-MM-01)'),
  }),
);

const reportRowFields = {
  id: id.nullable().describe('null na linha "Sem categoria", "Sem favorecido" ou "Sem tag"'),
  name: z.string(),
  type: z.enum(['receita', 'despesa']),
  total: reais,
  percent: z.number().describe('Do total do seu tipo, em porcentagem com uma casa decimal'),
};

const reportRow = answering<ReportRow>()(z.object(reportRowFields));

const categoryReportRow = answering<CategoryReportRow>()(
  z.object({
    ...reportRowFields,
    hasChildren: z.literal(true).optional().describe('Presente numa categoria com subcategorias'),
    parentId: id.optional().describe('Presente numa subcategoria: a categoria pai'),
  }),
);

const tagReportRow = answering<TagReportRow>()(
  z.object({
    ...reportRowFields,
    currencies: z
      .array(z.object({ currency: z.string(), amount: z.number() }))
      .describe(
        'O mesmo dinheiro nas moedas em que foi gasto ou recebido (compras no exterior, contas em outra moeda)',
      ),
  }),
);

const monthlyRow = answering<MonthlyRow>()(z.object({ month: isoDate, receitas: reais, despesas: reais }));

const basis = z
  .enum(SPENDING_BASES)
  .describe('competencia: compras no cartão no mês da compra; caixa: no mês da fatura');
const flowBand = answering<FlowBand>()(
  z.object({ id: id.nullable().describe('null: Sem categoria'), name: z.string(), total: reais }),
);
const flowAnswer = answering<FlowAnswer>()(
  z.object({
    base: basis,
    receitas: z.array(flowBand).describe('Receitas por categoria principal, da maior para a menor'),
    despesas: z
      .array(
        flowBand.extend({ children: z.array(flowBand).describe('Subcategorias (e o dinheiro da própria)') }),
      )
      .describe('Despesas por categoria principal, abertas em subcategorias'),
    totalReceitas: reais,
    totalDespesas: reais,
    sobrou: reais.describe('receitas − despesas, quando positivo'),
    guardado: reais.describe('Do que sobrou, o que as transferências do período puseram em contas poupança'),
    investido: reais.describe('Do que sobrou, o que as transferências do período puseram em investimentos'),
    faltou: reais.describe('despesas − receitas, quando positivo'),
    unconverted_accounts: z.array(id).describe(UNCONVERTED),
  }),
);
const calendarAnswer = answering<CalendarAnswer>()(
  z.object({
    base: basis,
    days: z
      .array(
        answering<CalendarDay>()(
          z.object({
            date: isoDate,
            despesas: reais,
            receitas: reais,
            count: z.number().int().describe('Lançamentos que fizeram o dia'),
          }),
        ),
      )
      .describe('Os dias do período com dinheiro, do mais antigo ao mais novo'),
    totalDespesas: reais,
    totalReceitas: reais,
    maxDespesas: reais.describe('As despesas do dia que mais gastou'),
    unconverted_accounts: z.array(id).describe(UNCONVERTED),
  }),
);
const basisAnswer = answering<SpendingBasisAnswer>()(z.object({ base: basis }));

export const REPORT_ANSWERS: AnswerEntries = {
  'GET /reports/summary': [reportSummary, 'O resumo do período e os saldos de hoje'],
  'GET /reports/flow': [flowAnswer, 'O fluxo do período: de onde veio e para onde foi o dinheiro'],
  'GET /reports/calendar': [calendarAnswer, 'O dinheiro do período dia a dia'],
  'GET /books/spending-basis': [basisAnswer, 'Competência ou caixa: quando as compras no cartão contam'],
  'PUT /books/spending-basis': [basisAnswer, 'A escolha do livro, gravada'],
};

/** { data, unconverted_accounts }: a report's rows and the accounts left out of them. */
const leftOutBeside = <D extends z.ZodType>(data: D, description: string) =>
  z.object({ data, unconverted_accounts: z.array(id).describe(UNCONVERTED) }).meta({ description });

/** The reports whose envelope carries unconverted_accounts beside the data (WHOLE_ANSWERS, by 'METHOD path'). */
export const REPORT_WHOLE_ANSWERS: Record<string, z.ZodType> = {
  'GET /reports/by-category': answering<ReportAnswer<CategoryReportRow[]>>()(
    leftOutBeside(
      z.array(categoryReportRow),
      'O dinheiro do período por categoria (com categoriaPaiId: por subcategoria)',
    ),
  ),
  'GET /reports/by-payee': answering<ReportAnswer<ReportRow[]>>()(
    leftOutBeside(z.array(reportRow), 'O dinheiro do período por favorecido'),
  ),
  'GET /reports/by-tag': answering<ReportAnswer<TagReportRow[]>>()(
    leftOutBeside(z.array(tagReportRow), 'O dinheiro do período por tag'),
  ),
  'GET /reports/monthly': answering<ReportAnswer<MonthlyRow[]>>()(
    leftOutBeside(z.array(monthlyRow), 'As receitas e despesas de cada mês do período'),
  ),
};
