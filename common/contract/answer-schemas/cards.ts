import { BILL_STATUS_LABELS, type BillStatus } from '../../card-bills';
import type {
  AnticipationOptions,
  AnticipationResult,
  BillDetail,
  BillPaymentOffer,
  BillPaymentRowResult,
  BillSummary,
  CardSummary,
  UpcomingBills,
} from '../cards';
import { z } from '../shared';
import { type AnswerEntries, answering, id, isoDate, reais } from './blocks';
import { foreignAmountAnswer } from './core';
import { undoToken } from './deleted';

// Every status has a label: its keys are the statuses.
const BILL_STATUSES = Object.keys(BILL_STATUS_LABELS) as [BillStatus, ...BillStatus[]];
const billMonth = z.string().describe('Mês da fatura, AAAA-MM');

const billSummary = answering<BillSummary>()(
  z.object({
    month: billMonth,
    closing_date: isoDate,
    due_date: isoDate,
    status: z.enum(BILL_STATUSES),
    total: reais.describe('O que a fatura cobra: o saldo anterior mais as compras, menos os créditos'),
    paid: reais,
  }),
);

const cardSummary = answering<CardSummary>()(
  z.object({
    id,
    name: z.string(),
    credit_limit: reais,
    closing_day: z.number().int(),
    due_day: z.number().int(),
    payment_account_id: id.nullable(),
    used: reais.describe('Toda a dívida do cartão ainda não paga: faturas em aberto e parcelas futuras'),
    available: reais.describe('credit_limit − used; negativo quando o cartão passou do limite'),
    current_bill: billSummary.describe('A fatura em que caem as compras de hoje'),
    next_due_bill: billSummary.describe(
      'A primeira fatura a pagar (fechada e não paga por inteiro), senão a aberta',
    ),
  }),
);

const billDetail = answering<BillDetail>()(
  billSummary.extend({
    previous_balance: reais.describe(
      'O que ficou sem pagar da fatura anterior (positivo), ou o crédito que ela deixou (negativo)',
    ),
    paid_before_grana: reais.describe(
      'Do pago, o que foi pago fora do Grana (histórico trazido de outro app sem os pagamentos das faturas)',
    ),
    remaining: reais,
    items: z.array(
      z.object({
        id,
        date: isoDate,
        description: z.string(),
        amount: reais,
        type: z.enum(['RECEITA', 'DESPESA']),
        category_id: id.nullable(),
        category_name: z.string().nullable(),
        payee_name: z.string().nullable(),
        installment_number: z.number().int().nullable(),
        installment_count: z.number().int().nullable(),
        installment_group: z.string().nullable(),
        foreign: foreignAmountAnswer.nullable().describe('Uma compra no exterior: o valor na outra moeda'),
        estimated: z.boolean().describe('Valor estimado pelo Grana até a fatura dizer o seu'),
      }),
    ),
    payments: z.array(z.object({ id, date: isoDate, amount: reais, from_account_id: id.nullable() })),
  }),
);

const billPaymentOffer = answering<BillPaymentOffer>()(
  z.object({
    transaction_id: id,
    date: isoDate,
    description: z.string(),
    amount: reais,
    account_id: id,
    account_name: z.string(),
    options: z
      .array(
        z.object({
          card_id: id,
          card_name: z.string(),
          month: billMonth,
          due_date: isoDate,
          status: z.enum(BILL_STATUSES),
          remaining: reais,
          amount_fits: z.boolean().describe('O valor do lançamento é o que esta fatura cobra'),
          before_grana: z
            .boolean()
            .describe('"Fatura anterior ao Grana": o lançamento pagou compras feitas antes do Grana'),
        }),
      )
      .describe('As faturas que o lançamento pode pagar, a mais provável primeiro'),
  }),
);

const billPaymentRowResult = answering<BillPaymentRowResult>()(undoToken.extend({ bill: billDetail }));

const anticipationOptions = answering<AnticipationOptions>()(
  z.object({
    bill_month: billMonth.nullable().describe('A fatura aberta, para onde as parcelas iriam'),
    installments: z.array(z.object({ id, installment_number: z.number().int(), amount: reais })),
  }),
);

const anticipationResult = answering<AnticipationResult>()(
  undoToken.extend({
    moved: z.array(id).describe('As parcelas antecipadas'),
    bill_month: billMonth.describe('A fatura em que elas estão agora'),
  }),
);

const upcomingBills = answering<UpcomingBills>()(z.object({ count: z.number().int() }));

export const CARD_ANSWERS: AnswerEntries = {
  'GET /cards': [z.array(cardSummary), 'Os cartões de crédito, com o limite usado e as faturas'],
  'GET /cards/upcoming': [upcomingBills, 'Quantas faturas vencem nos próximos dias'],
  'GET /cards/bills': [
    z.union([billDetail, z.array(billSummary)]),
    'Com month: a fatura com as compras e os pagamentos; sem month: as faturas do cartão',
  ],
  'PUT /cards/bills': [billDetail, 'A fatura com as novas datas'],
  'POST /cards/bills/pay': [billDetail, 'A fatura com o pagamento'],
  'GET /cards/bill-payment-offers': [z.array(billPaymentOffer), 'Os lançamentos que podem pagar uma fatura'],
  'POST /cards/bills/pay-row': [billPaymentRowResult, 'A fatura paga pelo lançamento'],
  'GET /cards/installments/anticipation': [
    anticipationOptions,
    'As parcelas futuras que podem ser antecipadas',
  ],
  'POST /cards/installments/anticipate': [anticipationResult, 'As parcelas antecipadas'],
};
