/**
 * A user's set of data made through the API (one of each entity, two accounts), and the checks that the money
 * adds up: balances, month totals and transfer legs against what the transactions say, computed in SQL.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { FIRST_BILL_MONTH, LAST_BILL_MONTH } from '../../common/card-bills';
import { todayIn } from '../../common/dates';
import { queryRows } from '../db/connect';
import { countedLines } from '../features/shared/flow-kind';
import { phonePhoto, uploadAttachment } from '../test/attachment-files';
import { actingAs, confirmEmailThroughMail, type TestUser } from '../test/factories';
import { TEST_ITEM_ID, TEST_SYNC_PAIR } from '../test/sync-bank';
import type { TestContext } from '../test/test-app';
import { type EntityKind, uniqueTestEmail } from './route-inputs';

export type World = Record<EntityKind, number[]>;

async function created(
  result: Promise<{ status: number; body: { data?: unknown } }>,
  what: string,
): Promise<{ id: number }> {
  const res = await result;
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`creating ${what} failed (${res.status}): ${JSON.stringify(res.body)}`);
  }
  return res.body.data as { id: number };
}

/**
 * One of each entity (two accounts) for the user, every name carrying `marker` so another user's answers can
 * be searched for it. With `inviter`, the user confirms their address and two invitations addressed to them wait in two books of the inviter's (each
 * is used up when accepted or declined, so a walk answering both needs two); without, the user has none.
 */
export async function createWorld(
  ctx: TestContext,
  user: TestUser,
  marker: string,
  { inviter }: { inviter?: TestUser } = {},
): Promise<World> {
  const as = actingAs(ctx, user);
  const today = todayIn();
  const month = `${today.slice(0, 7)}-01`;
  const account = await created(
    as.post('/accounts', { name: `Conta ${marker}`, type: 'checking', opening_balance: 1000 }),
    'account',
  );
  const second = await created(
    as.post('/accounts', { name: `Poupança ${marker}`, type: 'savings', opening_balance: 50 }),
    'account',
  );
  const card = await created(
    as.post('/accounts', {
      name: `Cartão ${marker}`,
      type: 'credit_card',
      closing_day: 3,
      due_day: 10,
      credit_limit: 2000,
      payment_account_id: account.id,
    }),
    'card',
  );
  const category = await created(
    as.post('/categories', { nome: `Categoria ${marker}`, tipo: 'despesa' }),
    'category',
  );
  // Its expenses are deductible (a médico's, code 10): the Imposto de Renda's figures and downloads hold them.
  await created(as.put('/income-tax/categories', { category_id: category.id, code: '10' }), 'tax code');
  const payee = await created(as.post('/payees', { name: `Favorecido ${marker}` }), 'payee');
  const tag = await created(as.post('/tags', { name: `Tag ${marker}` }), 'tag');
  const transaction = await created(
    as.post('/transactions', {
      amount: 42.5,
      description: `Compra ${marker}`,
      date: today,
      type: 'DESPESA',
      accountId: account.id,
      categoryId: category.id,
      payeeName: `Favorecido ${marker}`,
      tagNames: [`Tag ${marker}`],
      splits: [{ amount: 2.5, categoryId: category.id, payeeId: payee.id, description: `Parte ${marker}` }],
    }),
    'transaction',
  );
  await created(
    as.post('/transfers', {
      amount: 10,
      date: today,
      fromAccountId: account.id,
      toAccountId: second.id,
      description: `Transferência ${marker}`,
    }),
    'transfer',
  );
  const goal = await created(
    as.post('/goals', { name: `Meta ${marker}`, target_amount: 5000, account_id: second.id }),
    'goal',
  );
  await created(
    as.post('/goals/contribute', {
      id: goal.id,
      amount: 5,
      account_id: second.id,
      source_account_id: account.id,
    }),
    'contribution',
  );
  const budget = await created(
    as.post('/budgets', { categoryId: category.id, month, amount: 300 }),
    'budget',
  );
  const recurring = await created(
    as.post('/recurring', {
      account_id: account.id,
      amount: 99.9,
      description: `Fixo ${marker}`,
      category_id: category.id,
      payee_id: payee.id,
      due_day: 28,
    }),
    'fixed expense',
  );
  const rule = await created(
    as.post('/rules', {
      name: `Regra ${marker}`,
      conditions: [
        { field: 'description', operator: 'contains', value: `Compra ${marker}` },
        { field: 'payee', payee_id: payee.id },
        { field: 'account', account_id: account.id },
      ],
      actions: { category_id: category.id, tag_names: [`Tag ${marker}`] },
    }),
    'rule',
  );
  // Bank sync through the test app's aggregator (server/test/sync-bank.ts): the person's own pair and one bank.
  await created(
    as.put('/sync/credentials', {
      client_id: TEST_SYNC_PAIR.clientId,
      client_secret: TEST_SYNC_PAIR.clientSecret,
    }),
    'sync credentials',
  );
  const connection = (await created(
    as.post('/sync/connections', { item_id: TEST_ITEM_ID }),
    'sync connection',
  )) as unknown as { id: number; accounts: Array<{ id: number; kind: string }> };
  // A value of an index series typed for the book (only the book reads it; the Banco Central's are everyone's).
  await created(as.post('/index-rates', { serie: 'ipca', data: '2025-03-01', valor: '0,56' }), 'index rate');
  // An exchange rate typed for the book (a currency the Banco Central does not quote): only the book reads it.
  await created(
    as.put('/exchange-rates/ARS', { cotacoes: [{ data: '2025-03-03', cotacao: '0,0052' }] }),
    'exchange rate',
  );
  // A fixed-income position, applied from the checking account into an investment account.
  const broker = await created(
    as.post('/accounts', { name: `Corretora ${marker}`, type: 'investment' }),
    'investment account',
  );
  const investment = await created(
    as.post('/investments', {
      accountId: broker.id,
      sourceAccountId: account.id,
      name: `CDB ${marker}`,
      product: 'cdb',
      indexing: 'prefixado',
      rate: 12,
      amount: 100,
      // Before today, so that a generated redemption (dated today) falls after it.
      date: '2026-01-02',
    }),
    'investment',
  );
  // A financing, with a prepayment noted on its contract.
  const debt = await created(
    as.post('/debts', {
      name: `Financiamento ${marker}`,
      kind: 'financiamento_veiculo',
      // Long enough that a generated prepayment (dated today) finds a balance to lower.
      principal: 100000,
      rate: '1,5',
      ratePeriod: 'mes',
      installments: 120,
      system: 'PRICE',
      contractDate: '2026-01-02',
      firstDueDate: '2026-02-02',
    }),
    'debt',
  );
  const prepaid = (await created(
    as.post('/debts/prepayments', { debtId: debt.id, date: '2026-01-10', amount: 10, mode: 'prazo' }),
    'debt prepayment',
  )) as unknown as { prepayments: Array<{ id: number }> };
  // A bem bought on the contract's example day (what a generated edit sends), with a valuation after it.
  const asset = await created(
    as.post('/assets', {
      name: `Casa ${marker}`,
      kind: 'imovel',
      acquiredOn: '2026-01-02',
      acquired: 300000,
    }),
    'asset',
  );
  const valued = (await created(
    as.post('/assets/valuations', { assetId: asset.id, date: '2026-01-10', value: 310000 }),
    'asset valuation',
  )) as unknown as { valuations: Array<{ id: number }> };
  // An informe de rendimentos of the book's 2025.
  const statement = await created(
    as.post('/income-tax/informes', {
      ano: 2025,
      payer_name: `Fonte ${marker}`,
      payer_document: '11.222.333/0001-81',
      taxable: 50000,
      withheld: 1000,
    }),
    'informe de rendimentos',
  );
  // A renda variável holding (its first trade makes it, bought with money from the checking account), with a price
  // and a dividend.
  const trade = (await created(
    as.post('/variable-income/trades', {
      accountId: broker.id,
      ticker: 'ITSA4',
      kind: 'acao',
      name: `Itaúsa ${marker}`,
      side: 'compra',
      date: '2026-01-02',
      quantity: 10,
      price: '10,50',
      cashAccountId: account.id,
    }),
    'variable income trade',
  )) as unknown as { id: number; holdingId: number };
  const price = await created(
    as.post('/variable-income/prices', { holdingId: trade.holdingId, date: '2026-01-05', price: '11,20' }),
    'variable income price',
  );
  const income = await created(
    as.post('/variable-income/incomes', {
      holdingId: trade.holdingId,
      kind: 'dividendo',
      date: '2026-01-10',
      amount: 1,
    }),
    'variable income income',
  );
  // A comprovante on the transaction.
  const uploaded = await uploadAttachment(
    ctx,
    user,
    transaction.id,
    await phonePhoto(),
    `Recibo ${marker}.jpg`,
  );
  if (uploaded.status !== 201) throw new Error(`attachment: ${JSON.stringify(uploaded.body)}`);
  const attachment = uploaded.body.data as { id: number };
  // The people of the book the person acts in; in a shared one of two or more, an acerto between them.
  const people = await bookPeople(ctx, user);
  const settlement =
    people.length > 1
      ? await created(
          as.post('/settlements', { fromUserId: people[1], toUserId: user.id, amount: 10, date: today }),
          'settlement',
        )
      : null;
  // A shared book of the person's, with an invitation waiting (the books' routes name them).
  const book = await created(as.post('/books', { name: `Livro ${marker}` }), 'book');
  const invited = (await created(
    as.post('/books/invitations', { bookId: book.id, email: uniqueTestEmail('convite'), role: 'leitor' }),
    'invitation',
  )) as unknown as { invitation: { id: number } };
  // A personal access token of the person's, for that book (its id is the person's, not the book's).
  const token = (await created(
    as.post('/me/tokens', {
      name: `Token ${marker}`,
      scope: 'leitura',
      bookIds: [book.id],
      expiresInDays: 30,
    }),
    'personal access token',
  )) as unknown as { token: { id: number } };
  // A webhook of the book (an address that is public for the installation's check; its events are not the walks').
  const webhook = (await created(
    as.post('/webhooks', { url: `https://93.184.215.14/${marker}`, events: ['bill.due'] }),
    'webhook',
  )) as unknown as { webhook: { id: number } };
  const received: number[] = [];
  if (inviter) {
    // Invitations wait in the app only for a proven address: the person opens the link sign-up mailed them.
    await confirmEmailThroughMail(ctx, user);
    const from = actingAs(ctx, { token: inviter.token });
    for (const n of [1, 2]) {
      const inviting = await created(from.post('/books', { name: `Convite ${marker} ${n}` }), 'book');
      const sent = (await created(
        from.post('/books/invitations', { bookId: inviting.id, email: user.email, role: 'editor' }),
        'invitation',
      )) as unknown as { invitation: { id: number } };
      received.push(sent.invitation.id);
    }
  }
  return {
    account: [account.id, second.id, broker.id],
    card: [card.id],
    category: [category.id],
    payee: [payee.id],
    tag: [tag.id],
    goal: [goal.id],
    budget: [budget.id],
    recurring: [recurring.id],
    rule: [rule.id],
    transaction: [transaction.id],
    sync_connection: [connection.id],
    // The bank account first: it links to the first account (checking) a generated request names.
    sync_account: [...connection.accounts]
      .sort((x, y) => (x.kind === 'bank' ? 0 : 1) - (y.kind === 'bank' ? 0 : 1))
      .map((a) => a.id),
    book: [book.id],
    transfer_book: [user.book ?? user.id],
    book_invitation: [invited.invitation.id],
    received_invitation: received,
    member: people,
    settlement: settlement ? [settlement.id] : [],
    investment: [investment.id],
    investment_account: [broker.id],
    debt: [debt.id],
    debt_prepayment: prepaid.prepayments.map((p) => p.id),
    asset: [asset.id],
    asset_valuation: valued.valuations.map((v) => v.id),
    vi_holding: [trade.holdingId],
    vi_trade: [trade.id],
    vi_price: [price.id],
    vi_income: [income.id],
    attachment: [attachment.id],
    personal_token: [token.token.id],
    webhook: [webhook.webhook.id],
    tax_statement: [statement.id],
  };
}

/** The people of the book the person acts in, the person first. */
async function bookPeople(ctx: TestContext, user: TestUser): Promise<number[]> {
  const book = user.book ?? user.id;
  const res = await actingAs(ctx, user).get('/books/members', { bookId: book });
  const ids = (res.body.data.members as Array<{ userId: number }>).map((m) => m.userId);
  return [user.id, ...ids.filter((id) => id !== user.id)];
}

/** What a person sees of their data: every list, read through the API. */
export async function snapshot(ctx: TestContext, user: TestUser): Promise<Record<string, unknown>> {
  const as = actingAs(ctx, user);
  const today = todayIn();
  const month = `${today.slice(0, 7)}-01`;
  const paths: Array<[string, Record<string, unknown>?]> = [
    ['/accounts', { includeArchived: 'true' }],
    ['/transactions', { limit: 200 }],
    ['/categories'],
    ['/tags'],
    ['/payees'],
    ['/budgets', { month }],
    ['/goals'],
    ['/recurring'],
    ['/cards'],
    ['/rules'],
    ['/sync/credentials'],
    ['/sync/connections'],
    ['/books'],
    ['/me/tokens'],
    ['/webhooks'],
    ['/index-rates'],
    ['/index-rates/values', { serie: 'ipca', de: '2025-01-01', ate: '2025-12-31' }],
    ['/exchange-rates'],
    ['/exchange-rates/ARS', { de: '2025-01-01', ate: '2025-12-31' }],
    ['/investments'],
    ['/debts'],
    ['/assets'],
    ['/variable-income'],
    ['/income-tax', { ano: 2025 }],
  ];
  const out: Record<string, unknown> = {};
  for (const [path, query] of paths) {
    const res = await as.get(path, query);
    if (res.status !== 200)
      throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    out[path] = res.body.data;
  }
  return out;
}

interface BalanceRow {
  account_id: number;
  book_id: number;
  expected: number;
}

/**
 * For every account of the database: the balance the API answers equals the opening balance plus the account's
 * transactions summed in SQL; the month totals tables equal what the transactions add up to; each transfer has
 * two legs of the same amount, one in and one out; no transaction has a non-positive amount or splits above it.
 */
export async function expectLedgerConsistent(ctx: TestContext, users: TestUser[]): Promise<void> {
  const db = ctx.database.db;
  const expected = await queryRows<BalanceRow>(
    db,
    sql`select a.id as account_id, a.book_id,
               (a.opening_balance + coalesce((
                 select sum(case when t.type = 'RECEITA' then t.amount else -t.amount end)
                 from transactions t where t.account_id = a.id and t.book_id = a.book_id), 0))::bigint as expected
        from accounts a order by a.id`,
  );
  for (const user of users) {
    const res = await actingAs(ctx, user).get('/accounts', { includeArchived: 'true' });
    expect(res.status).toBe(200);
    const answered = new Map(
      (res.body.data as Array<{ id: number; balance: number }>).map((a) => [
        a.id,
        Math.round(a.balance * 100),
      ]),
    );
    const own = expected.filter((row) => Number(row.book_id) === user.id);
    expect(Object.fromEntries(answered)).toEqual(
      Object.fromEntries(own.map((row) => [Number(row.account_id), Number(row.expected)])),
    );
  }

  const storedAccounts = await queryRows(
    db,
    sql`select book_id, account_id, month, income, expense,
               flow_income, flow_expense, flow_income_count, flow_expense_count
        from account_month_totals
        where income <> 0 or expense <> 0 order by 1, 2, 3`,
  );
  const computedAccounts = await queryRows(
    db,
    sql`select book_id, account_id, date_trunc('month', date)::date as month,
               coalesce(sum(amount) filter (where type = 'RECEITA'), 0)::bigint as income,
               coalesce(sum(amount) filter (where type = 'DESPESA'), 0)::bigint as expense,
               coalesce(sum(amount) filter (where type = 'RECEITA' and transfer_id is null), 0)::bigint
                 as flow_income,
               coalesce(sum(amount) filter (where type = 'DESPESA' and transfer_id is null), 0)::bigint
                 as flow_expense,
               (count(*) filter (where type = 'RECEITA' and transfer_id is null))::int as flow_income_count,
               (count(*) filter (where type = 'DESPESA' and transfer_id is null))::int as flow_expense_count
        from transactions group by 1, 2, 3 order by 1, 2, 3`,
  );
  expect(storedAccounts).toEqual(computedAccounts);

  const storedCategories = await queryRows(
    db,
    sql`select book_id, category_id, month, type, amount from category_month_totals
        where amount <> 0 order by 1, 2, 3, 4`,
  );
  const computedCategories = await queryRows(
    db,
    sql`select book_id, coalesce(category_id, 0) as category_id, date_trunc('month', date)::date as month,
               flow_type as type, sum(flow_amount)::bigint as amount
        from ${countedLines(sql`transaction_lines`)} l group by 1, 2, 3, 4 having sum(flow_amount) <> 0
        order by 1, 2, 3, 4`,
  );
  expect(storedCategories).toEqual(computedCategories);

  const storedBills = await queryRows(
    db,
    sql`select book_id, account_id, bill_month, type, transfer, amount, rows from card_bill_totals
        where rows <> 0 or amount <> 0 order by 1, 2, 3, 4, 5`,
  );
  const computedBills = await queryRows(
    db,
    sql`select book_id, account_id, bill_month, type, transfer_id is not null as transfer,
               sum(amount)::bigint as amount, count(*)::int as rows
        from transactions where bill_month between ${FIRST_BILL_MONTH} and ${LAST_BILL_MONTH}
        group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
  );
  expect(storedBills).toEqual(computedBills);

  const brokenTransfers = await queryRows(
    db,
    // Two legs, one incoming; of one amount when both accounts are of one currency (between two currencies each
    // leg holds its own).
    sql`select t.transfer_id, count(*)::int as legs, count(distinct t.amount)::int as amounts,
               count(*) filter (where t.type = 'RECEITA')::int as incoming
        from transactions t join accounts a on a.id = t.account_id and a.book_id = t.book_id
        where t.transfer_id is not null group by t.transfer_id
        having count(*) <> 2 or (count(distinct t.amount) <> 1 and count(distinct a.currency) = 1)
            or count(*) filter (where t.type = 'RECEITA') <> 1`,
  );
  expect(brokenTransfers).toEqual([]);

  const badAmounts = await queryRows(
    db,
    sql`select id, amount, split_amount from transactions
        where amount <= 0 or split_amount < 0 or split_amount > amount
           or split_amount <> coalesce((select sum(s.amount) from transaction_splits s
                                        where s.transaction_id = transactions.id), 0)`,
  );
  expect(badAmounts).toEqual([]);
}
