/**
 * The answers of debts and financings: the list, a debt's schedule, its payments and prepayments.
 */
import {
  AMORTIZATION_SYSTEMS,
  DEBT_KINDS,
  type DebtInstallment,
  type DebtPrepayment,
  type DebtResponse,
  type DebtScheduleResponse,
  type DebtsResponse,
  PREPAYMENT_MODES,
  RATE_PERIODS,
  type UpcomingDebtPayments,
} from '../debts';
import { z } from '../shared';
import { type AnswerEntries, answering, id, isoDate, reais } from './blocks';
import { deletedAnswer } from './deleted';

const installment = answering<DebtInstallment>()(
  z.object({
    number: z.number().int(),
    dueDate: isoDate,
    payment: reais,
    interest: reais,
    amortization: reais,
    balance: reais.describe('O saldo devedor depois desta parcela'),
    transactionId: id.nullable().describe('A despesa registrada como o pagamento; null enquanto não há'),
    paidBefore: z.boolean().describe('Paga antes de a dívida ser cadastrada no Grana'),
    overdue: z.boolean().describe('Vencida: antes de hoje e não paga'),
  }),
);

const prepayment = answering<DebtPrepayment>()(
  z.object({
    id,
    date: isoDate,
    amount: reais,
    mode: z.enum(PREPAYMENT_MODES),
    applied: reais.describe('O que reduziu o saldo (menos que amount quando quitou a dívida)'),
    balance: reais.describe('O saldo devedor depois dela'),
    transactionId: id.nullable(),
  }),
);

const debt = answering<DebtResponse>()(
  z.object({
    id,
    name: z.string(),
    kind: z.enum(DEBT_KINDS),
    kindLabel: z.string(),
    lender: z.string().nullable(),
    principal: reais,
    rate: z.number().describe('A taxa em %, do período ratePeriod'),
    ratePeriod: z.enum(RATE_PERIODS),
    rateLabel: z.string().describe("Como '1,99% a.m.' ou '11,5% a.a.'"),
    system: z.enum(AMORTIZATION_SYSTEMS),
    installments: z.number().int(),
    contractDate: isoDate,
    firstDueDate: isoDate,
    paidBefore: z.number().int().describe('As parcelas 1 a esta foram pagas antes do cadastro'),
    paymentAccountId: id.nullable().describe('A conta de pagamento, onde a previsão põe as parcelas'),
    balanceToday: reais.describe('O saldo devedor hoje, com a amortização das parcelas vencidas e não pagas'),
    overdueInstallments: z.number().int().describe('Quantas parcelas estão vencidas'),
    overdue: reais.describe('O que as parcelas vencidas somam, sem multa nem juros de atraso'),
    next: installment.nullable().describe('A próxima parcela não paga; null quando não resta nenhuma'),
    paidCount: z.number().int(),
    scheduleCount: z
      .number()
      .int()
      .describe('Quantas parcelas o plano tem agora (amortizações podem encurtá-lo)'),
    lastDueDate: isoDate,
    totals: z.object({ payments: reais, interest: reais, prepaid: reais }).describe('Sobre todo o plano'),
  }),
);

const debts = answering<DebtsResponse>()(
  z.object({ debts: z.array(debt), totalBalance: reais.describe('O que as dívidas devem hoje, somado') }),
);

const schedule = answering<DebtScheduleResponse>()(
  z.object({ debt, installments: z.array(installment), prepayments: z.array(prepayment) }),
);

const upcoming = answering<UpcomingDebtPayments>()(z.object({ count: z.number().int() }));

export const DEBT_ANSWERS: AnswerEntries = {
  'GET /debts': [debts, 'As dívidas do livro e o saldo devedor total'],
  'POST /debts': [debt, 'A dívida registrada'],
  'PUT /debts': [debt, 'A dívida alterada'],
  'DELETE /debts': [deletedAnswer, 'A dívida excluída'],
  'GET /debts/upcoming': [upcoming, 'Quantas parcelas estão vencidas ou vencem nos próximos dias'],
  'GET /debts/schedule': [schedule, 'A dívida e o seu plano de pagamento'],
  'POST /debts/pay': [schedule, 'A dívida e o plano, com a parcela paga'],
  'POST /debts/prepayments': [schedule, 'A dívida e o plano, com a amortização'],
  'DELETE /debts/prepayments': [schedule, 'A dívida e o plano, sem a amortização'],
};
