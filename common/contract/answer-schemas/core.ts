/**
 * The answers every part of the API is built from (an account, a category, a transaction, a budget, the dashboard's
 * figures, the profile), as Zod schemas held to the contract's interfaces. Their own file so that answers.ts and
 * the feature files beside this one both import them without a cycle.
 */

import { CURRENCY_CODES, type RateUsed } from '../../currencies';
import { ACCOUNT_TYPES, type Account, type InvestedFigures } from '../accounts';
import { ATTACHMENT_KINDS, type AttachmentSummary } from '../attachments';
import type { Profile } from '../auth';
import type { Balances } from '../balances';
import type { Budget } from '../budgets';
import { CATEGORY_COLORS, CATEGORY_ICONS, CATEGORY_TYPES, type Category } from '../categories';
import type { DashboardSummary } from '../dashboard';
import type { ForeignAmount } from '../foreign-money';
import { SHARE_MODES } from '../household';
import { z } from '../shared';
import type { Tag } from '../tags';
import {
  TRANSACTION_ORIGINS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type Transaction,
  type TransactionPage,
} from '../transactions';
import { answering, id, instant, isoDate, reais } from './blocks';

export const investedFigures = answering<InvestedFigures>()(
  z.object({ applied: reais, cost: reais, cash: reais, total: reais }),
);

/** The rate a figure in reais used: which, of what day, from where. */
export const rateUsed = answering<RateUsed>()(
  z.object({
    currency: z.enum(CURRENCY_CODES),
    rate: z.string().describe('Reais por unidade da moeda, como publicado ou digitado'),
    date: isoDate.describe('O dia da cotação: o do valor, ou o último dia antes dele com cotação'),
    source: z.enum(['ptax', 'livro']).describe('ptax: a do Banco Central (compra); livro: digitada no livro'),
  }),
);

/** A row's amount in another currency (contract/foreign-money.ts). */
export const foreignAmountAnswer = answering<ForeignAmount>()(
  z.object({
    amount: reais.describe('Na moeda estrangeira'),
    currency: z.enum(CURRENCY_CODES),
    estimated: z.boolean().describe('Valor em reais estimado pela PTAX venda do dia, até a fatura'),
    rate: z.string().describe('Reais por unidade que o valor em reais implica'),
    ptax: rateUsed.optional(),
  }),
);

export const accountAnswer = answering<Account>()(
  z.object({
    id,
    name: z.string(),
    type: z.enum(ACCOUNT_TYPES),
    currency: z.enum(CURRENCY_CODES).describe('ISO 4217: os valores da conta estão nesta moeda'),
    opening_balance: reais,
    balance: reais.describe('Saldo com todas as transações, inclusive as futuras'),
    balance_today: reais.describe('Saldo atual: até o fim de hoje'),
    month_movement: reais.describe(
      'Receitas menos despesas do período from/to (sem período: o mês corrente)',
    ),
    balance_today_reais: reais
      .nullable()
      .describe('Saldo atual em reais pela cotação `rate`; null numa conta em outra moeda sem cotação'),
    rate: rateUsed.nullable(),
    closing_day: z.number().int().nullable(),
    due_day: z.number().int().nullable(),
    credit_limit: reais.nullable(),
    payment_account_id: id.nullable(),
    archived_at: instant.nullable(),
    created_at: instant,
    invested: investedFigures.nullable(),
  }),
);

export const categoryAnswer = answering<Category>()(
  z.object({
    id,
    name: z.string(),
    type: z.enum(CATEGORY_TYPES),
    icon: z.enum(CATEGORY_ICONS).nullable(),
    color: z.enum(CATEGORY_COLORS).nullable(),
    parentId: id.nullable().describe('A categoria pai de uma subcategoria; null numa categoria principal'),
  }),
);

export const tagAnswer = answering<Tag>()(z.object({ id, name: z.string() }));

export const attachmentSummary = answering<AttachmentSummary>()(
  z.object({ id, nome: z.string(), tipo: z.enum(ATTACHMENT_KINDS), thumbUrl: z.string().nullable() }),
);

export const transactionAnswer = answering<Transaction>()(
  z.object({
    id,
    description: z.string(),
    date: isoDate,
    amount: reais.describe('Em reais, sempre positivo: o tipo diz a direção'),
    type: z.enum(TRANSACTION_TYPES),
    status: z.enum(TRANSACTION_STATUSES),
    categoriaId: id.nullable(),
    categoria_name: z.string().nullable(),
    categoria_icon: z.enum(CATEGORY_ICONS).nullable(),
    categoria_color: z.enum(CATEGORY_COLORS).nullable(),
    payeeId: id.nullable(),
    payee_name: z.string().nullable(),
    contaId: id,
    conta_name: z.string(),
    currency: z.enum(CURRENCY_CODES).describe('A moeda da conta: amount está nela'),
    foreign: foreignAmountAnswer
      .nullable()
      .describe('Uma compra em outra moeda numa conta em reais; null nas demais'),
    estimated: z
      .boolean()
      .describe('Valor estimado pelo Grana (compra no exterior ou seu IOF) até a fatura dizer o seu'),
    tags: z.array(tagAnswer),
    splits: z.array(
      z.object({
        id,
        amount: reais,
        description: z.string(),
        categoryId: id.nullable(),
        categoria_name: z.string().nullable(),
        payeeId: id.nullable(),
        payee_name: z.string().nullable(),
      }),
    ),
    transfer_id: z.string().nullable(),
    transfer_account_id: id.nullable(),
    transfer_account_name: z.string().nullable(),
    transfer_book_name: z.string().nullable(),
    transfer_amount: z
      .number()
      .nullable()
      .describe(
        'O valor da outra perna na moeda dela (US$ 1.000,50 é 1000.5), numa transferência entre moedas',
      ),
    transfer_currency: z.enum(CURRENCY_CODES).nullable().describe('A moeda da outra perna, quando é outra'),
    transfer_rate: z
      .string()
      .nullable()
      .describe('A cotação efetiva, reais por unidade da outra moeda, sem o IOF ("5.5")'),
    goal_id: id.nullable(),
    bill_month: z.string().nullable(),
    installment_group: z.string().nullable(),
    installment_number: z.number().int().nullable(),
    installment_count: z.number().int().nullable(),
    origin: z.enum(TRANSACTION_ORIGINS),
    bank_line: z
      .object({ date: isoDate, text: z.string().nullable(), external_id: z.string().nullable() })
      .nullable(),
    comprovantes: z.array(attachmentSummary),
    updated_at: instant,
    created_by: id.nullable(),
    paid_by: id.nullable(),
    paid_by_name: z.string().nullable(),
    share_mode: z.enum(SHARE_MODES).nullable(),
    shares: z.array(z.object({ userId: id, name: z.string(), amount: reais })),
  }),
);

export const transactionPageAnswer = answering<TransactionPage>()(
  z.object({
    items: z.array(transactionAnswer),
    page: z.number().int(),
    limit: z.number().int(),
    hasMore: z.boolean(),
    totals: z
      .object({ receitas: reais, despesas: reais, count: z.number().int() })
      .nullable()
      .describe(
        'Totais do filtro (sem transferências), na página 1 de um período ou de uma fatura; senão null',
      ),
  }),
);

export const budgetAnswer = answering<Budget>()(
  z.object({
    id,
    category_id: id,
    category: z.string(),
    parent_category_id: id.nullable().describe('A categoria pai, quando é uma subcategoria'),
    month: isoDate,
    amount: reais,
    spent: reais,
    rollover: z.boolean(),
    carried: reais,
    available: reais,
    percent: z.number().nullable(),
    remaining: reais,
    repeated: z.boolean(),
    source_month: isoDate,
    unconverted_accounts: z
      .array(id)
      .describe('Contas em outra moeda com despesas sem cotação na data: fora de spent e carried'),
  }),
);

export const balancesAnswer = answering<Balances>()(
  z.object({
    as_of: isoDate,
    accounts: reais.describe('Saldo em contas'),
    account_count: z.number().int(),
    bills_to_pay: reais.describe('Faturas a pagar'),
    future_installments: reais.describe('Parcelas futuras'),
    net: reais.describe('Saldo líquido'),
    rates: z.array(rateUsed).describe('As cotações das contas em outra moeda somadas em reais'),
    unconverted_accounts: z
      .array(id)
      .describe('Contas em outra moeda sem cotação hoje: fora de "Saldo em contas"'),
  }),
);

const statusTotals = z.object({ count: z.number().int(), total: reais });

export const dashboardAnswer = answering<DashboardSummary>()(
  z.object({
    from: isoDate,
    to: isoDate,
    receitas: reais,
    despesas: reais,
    totalReceitas: reais,
    totalDespesas: reais,
    unconverted_accounts: z
      .array(id)
      .describe(
        'Contas em outra moeda com dinheiro sem cotação na data: fora das receitas, despesas, categorias, tendência e orçamentos',
      ),
    saldo: reais.describe('Saldo em contas hoje'),
    balances: balancesAnswer,
    trends: z.array(z.object({ month: isoDate, receitas: reais, despesas: reais })),
    accounts: z.array(
      z.object({
        id,
        name: z.string(),
        type: z.enum(ACCOUNT_TYPES),
        currency: z.enum(CURRENCY_CODES),
        month_movement: reais,
        balance: reais,
        invested: investedFigures.nullable(),
      }),
    ),
    budgets: z.array(
      budgetAnswer
        .pick({
          category_id: true,
          category: true,
          carried: true,
          available: true,
          spent: true,
          percent: true,
          remaining: true,
          repeated: true,
          source_month: true,
        })
        .extend({ budget: reais }),
    ),
    top_categories: z.array(z.object({ id: id.nullable(), name: z.string(), total: reais })),
    fixed: z.object({
      count: z.number().int(),
      total_monthly: reais,
      predicted_month: reais,
      predicted_count: z.number().int(),
      paid: statusTotals,
      paid_in_balance: statusTotals,
      pending: statusTotals,
      overdue: statusTotals,
      paid_percent: z.number(),
      to_pay: reais,
      top_categories: z.array(
        z.object({ id: id.nullable(), name: z.string(), total: reais, percent: z.number() }),
      ),
      categories_count: z.number().int(),
      incomes: z.object({
        count: z.number().int(),
        total_monthly: reais,
        expected_month: reais,
        expected_count: z.number().int(),
        received: statusTotals,
        received_in_balance: statusTotals,
        to_receive: statusTotals,
      }),
      rates: z.array(rateUsed).describe('As cotações de hoje dos fixos de contas em outra moeda'),
      unconverted_accounts: z
        .array(id)
        .describe('Contas em outra moeda sem cotação hoje: seus fixos ficam de fora'),
    }),
  }),
);

export const profileAnswer = answering<Profile>()(
  z.object({
    id,
    nome: z.string(),
    email: z.string(),
    created_at: instant,
    time_zone: z.string().describe('Fuso horário IANA, como America/Sao_Paulo'),
    email_reminders: z.boolean(),
    email_available: z.boolean(),
    email_verified: z.boolean(),
  }),
);
