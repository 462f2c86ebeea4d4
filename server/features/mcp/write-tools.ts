// The write tools: record_transaction, categorize_transaction, mark_bill_paid and undo. Each is one call of the
// route the web app uses, so the hook refuses a read-only token or a leitor as it refuses them anywhere.
import type { BillDetail, CardSummary } from '../../../common/contract/cards';
import type { RecurringItem } from '../../../common/contract/recurring';
import { z } from '../../../common/contract/shared';
import type { CategorisedAnswer } from '../../../common/contract/transaction-category';
import type { Transaction } from '../../../common/contract/transactions';
import { UNDO_WINDOW_MINUTES } from '../../../common/contract/undo';
import { formatDateBR, formatMonthLabel } from '../../../common/dates';
import { formatReais, hasAtMostTwoDecimals } from '../../../common/money';
import { type ApiCaller, ApiRefusal, ask } from './api-caller';
import { accountArgs, accountIdOf, categoryArgs, categoryOf, todayOf } from './lookups';
import { dateArg, defineTool, idArg, money, monthArg } from './tool';

const AMOUNT_MESSAGE = 'amount: um valor em reais maior que zero, com até dois decimais (45.9)';
const amountArg = z
  .number({ error: AMOUNT_MESSAGE })
  .positive({ error: AMOUNT_MESSAGE })
  .max(999_999_999_999.99, { error: AMOUNT_MESSAGE })
  .refine(hasAtMostTwoDecimals, { error: AMOUNT_MESSAGE });

/** The sentence every write ends with: how to undo it, when the API gave a token. */
const undoHint = (token: string) =>
  `Para desfazer, chame undo com o token ${token} (vale por ${UNDO_WINDOW_MINUTES} minutos).`;

export const ACCOUNT_REQUIRED_MESSAGE = 'Informe a conta: account_id ou account (o nome)';

export const recordTransaction = defineTool({
  name: 'record_transaction',
  description:
    'Registra uma despesa ou receita numa conta ou cartão (data padrão: hoje). / Records an expense or an income in an account or card (date defaults to today).',
  input: {
    description: z
      .string({ error: 'description: um texto' })
      .trim()
      .min(1, { error: 'Informe a descrição' })
      .max(200, { error: 'Descrição longa demais' }),
    amount: amountArg.describe('Valor em reais, positivo / amount in reais'),
    type: z
      .enum(['despesa', 'receita'], { error: 'type: despesa ou receita' })
      .optional()
      .describe('despesa (padrão) ou receita / expense (default) or income'),
    date: dateArg.optional().describe('AAAA-MM-DD; padrão hoje / defaults to today'),
    ...accountArgs,
    ...categoryArgs,
    payee: z
      .string({ error: 'payee: um nome' })
      .trim()
      .max(100, { error: 'Favorecido longo demais' })
      .optional()
      .describe('Favorecido / payee'),
  },
  writes: true,
  async run(api, args) {
    const [accountId, category, today] = await Promise.all([
      accountIdOf(api, args),
      categoryOf(api, args),
      args.date ? Promise.resolve(args.date) : todayOf(api),
    ]);
    if (accountId === undefined) throw new ApiRefusal(ACCOUNT_REQUIRED_MESSAGE, 400);
    const row = await ask<Transaction>(api, 'POST', '/transactions', {
      body: {
        description: args.description,
        amount: args.amount,
        type: args.type === 'receita' ? 'RECEITA' : 'DESPESA',
        date: today,
        accountId,
        categoryId: category?.id ?? null,
        payeeName: args.payee,
      },
    });
    const kind = row.type === 'RECEITA' ? 'Receita' : 'Despesa';
    return {
      text: `${kind} registrada: ${row.description} · ${formatReais(row.amount)} em ${formatDateBR(row.date)} · ${row.conta_name} · ${row.categoria_name ?? 'Sem categoria'} [id ${row.id}]. Um lançamento novo não tem Desfazer: para removê-lo, exclua-o no Grana.`,
      structured: {
        transaction: {
          id: row.id,
          date: row.date,
          description: row.description,
          type: row.type === 'RECEITA' ? 'receita' : 'despesa',
          amount: money(row.amount),
          account_id: row.contaId,
          account: row.conta_name,
          category_id: row.categoriaId,
          category: row.categoria_name,
          payee: row.payee_name,
        },
        undo: null,
      },
    };
  },
});

/** Rows one categorize_transaction changes: an assistant's handful, far below the route's own bound. */
export const MAX_CATEGORIZE_IDS = 100;
const IDS_MESSAGE = `transaction_ids: de 1 a ${MAX_CATEGORIZE_IDS} ids de transações`;

export const categorizeTransaction = defineTool({
  name: 'categorize_transaction',
  description:
    'Põe uma ou mais transações numa categoria (ou em "Sem categoria" com uncategorize); devolve o token de Desfazer. / Puts one or more transactions in a category (or none with uncategorize); answers the undo token.',
  input: {
    transaction_ids: z
      .array(idArg, { error: IDS_MESSAGE })
      .min(1, { error: IDS_MESSAGE })
      .max(MAX_CATEGORIZE_IDS, { error: IDS_MESSAGE })
      .describe('Ids das transações (search_transactions) / transaction ids'),
    ...categoryArgs,
    uncategorize: z
      .boolean({ error: 'uncategorize: true ou false' })
      .optional()
      .describe('Tirar a categoria / remove the category'),
  },
  writes: true,
  async run(api, args) {
    const category = args.uncategorize ? undefined : await categoryOf(api, args);
    if (!category && !args.uncategorize)
      throw new ApiRefusal('Informe a categoria (category_id ou category) ou uncategorize: true', 400);
    const answer = await ask<CategorisedAnswer>(api, 'PUT', '/transactions/category', {
      body: { transactions: args.transaction_ids.map((id) => ({ id })), categoryId: category?.id ?? null },
    });
    const where = category ? `em ${category.name}` : 'sem categoria';
    return {
      text: `${answer.updated === 1 ? '1 transação agora está' : `${answer.updated} transações agora estão`} ${where}. ${undoHint(answer.undo)}`,
      structured: {
        updated: answer.updated,
        category: category ?? null,
        undo: answer.undo,
        undo_minutes: UNDO_WINDOW_MINUTES,
      },
    };
  },
});

export const PAY_WHICH_MESSAGE =
  'Informe recurring_id (um gasto fixo ou conta) ou card_id com bill_month (uma fatura)';

/** "Pagar" of a fixed item or a conta a pagar: POST /fixed-expenses/confirm. */
async function payFixedItem(api: ApiCaller, args: { recurring_id: number; amount?: number; date?: string }) {
  const item = await ask<RecurringItem>(api, 'POST', '/fixed-expenses/confirm', {
    body: { id: args.recurring_id, amount: args.amount, date: args.date },
  });
  const paidOn = item.last_run ?? args.date;
  const next = item.done ? 'Conta quitada.' : `Próximo vencimento: ${formatDateBR(item.next_run)}.`;
  return {
    text: `Pago: ${item.description}${args.amount === undefined ? ` (${formatReais(item.amount)})` : ` (${formatReais(args.amount)})`}${paidOn ? ` em ${formatDateBR(paidOn)}` : ''}. ${next} O pagamento é uma transação: para desfazê-lo, exclua-a no Grana.`,
    structured: {
      recurring: {
        id: item.id,
        description: item.description,
        paid_on: item.last_run,
        amount: money(args.amount ?? item.amount),
        next_due: item.done ? null : item.next_run,
        status: item.payment_status,
      },
      undo: null,
    },
  };
}

/**
 * A card bill's payment: POST /cards/bills/pay, by default what is left of the bill, from the card's paying account,
 * today.
 */
async function payCardBill(
  api: ApiCaller,
  args: { card_id: number; bill_month: string; from_account_id?: number; amount?: number; date?: string },
) {
  const [bill, cards, today] = await Promise.all([
    ask<BillDetail>(api, 'GET', '/cards/bills', {
      query: { account_id: args.card_id, month: args.bill_month },
    }),
    ask<CardSummary[]>(api, 'GET', '/cards'),
    args.date ? Promise.resolve(args.date) : todayOf(api),
  ]);
  const card = cards.find((c) => c.id === args.card_id);
  const from = args.from_account_id ?? card?.payment_account_id ?? undefined;
  if (from === undefined)
    throw new ApiRefusal(
      'Informe from_account_id: a conta que paga a fatura (o cartão não tem uma padrão)',
      400,
    );
  const amount = args.amount ?? bill.remaining;
  if (amount <= 0) throw new ApiRefusal('Esta fatura não tem nada a pagar', 409);
  const paid = await ask<BillDetail>(api, 'POST', '/cards/bills/pay', {
    body: { account_id: args.card_id, month: args.bill_month, from_account_id: from, amount, date: today },
  });
  return {
    text: `Pagamento de ${formatReais(amount)} da fatura ${card ? `${card.name} ` : ''}de ${formatMonthLabel(`${paid.month}-01`)} em ${formatDateBR(today)}. Resta ${formatReais(paid.remaining)}. O pagamento é uma transferência: para desfazê-lo, exclua-a no Grana.`,
    structured: {
      bill: {
        card_id: args.card_id,
        month: paid.month,
        total: money(paid.total),
        paid: money(paid.paid),
        remaining: money(paid.remaining),
      },
      payment: { amount: money(amount), date: today, from_account_id: from },
      undo: null,
    },
  };
}

export const markBillPaid = defineTool({
  name: 'mark_bill_paid',
  description:
    'Marca como paga uma conta que vence (bills_due): um gasto fixo ou conta a pagar ("Pagar", registra o pagamento), ou uma fatura de cartão (registra o pagamento a partir da conta que paga). / Marks a due bill paid: a fixed expense or conta ("Pagar", records the payment) or a card bill (records the payment from the paying account).',
  input: {
    recurring_id: idArg.optional().describe('Id do gasto fixo ou conta (bills_due) / fixed item id'),
    card_id: idArg.optional().describe('Id do cartão (bills_due) / card id'),
    bill_month: monthArg.optional().describe('Mês da fatura AAAA-MM (bills_due) / bill month'),
    from_account_id: idArg.optional().describe('Conta que paga a fatura / paying account'),
    amount: amountArg.optional().describe('Valor pago; padrão: o previsto / amount paid'),
    date: dateArg.optional().describe('Data do pagamento; padrão hoje / payment date'),
  },
  writes: true,
  async run(api, args) {
    if (args.recurring_id !== undefined && args.card_id === undefined)
      return payFixedItem(api, { ...args, recurring_id: args.recurring_id });
    if (args.card_id !== undefined && args.recurring_id === undefined && args.bill_month !== undefined)
      return payCardBill(api, { ...args, card_id: args.card_id, bill_month: args.bill_month });
    throw new ApiRefusal(PAY_WHICH_MESSAGE, 400);
  },
});

export const undo = defineTool({
  name: 'undo',
  description: `Desfaz uma alteração pelo token de Desfazer que ela devolveu (vale por ${UNDO_WINDOW_MINUTES} minutos). / Undoes a change by the undo token it answered (valid for ${UNDO_WINDOW_MINUTES} minutes).`,
  input: {
    token: z.uuid({ error: 'token: o token de Desfazer (um UUID) que a alteração devolveu' }),
  },
  writes: true,
  async run(api, args) {
    await ask<{ kind: string }>(api, 'POST', '/undo', { body: { token: args.token } });
    return { text: 'Desfeito.', structured: { undone: true } };
  },
});
