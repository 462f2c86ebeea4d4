import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_MESSAGES } from '../../../common/contract/api-tokens';
import { BOOK_HEADER, BOOK_MESSAGES } from '../../../common/contract/books';
import { TRANSACTION_NOT_FOUND } from '../../../common/contract/transactions';
import { addDays, DEFAULT_TIME_ZONE, firstDayOfMonth, formatDateBR, todayIn } from '../../../common/dates';
import {
  actingAs,
  createAccount,
  createCard,
  createCategory,
  createSharedBook,
  createTransaction,
  createUser,
  joinBook,
  succeeded,
  type TestUser,
} from '../../test/factories';
import { freePort } from '../../test/free-port';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();
let base = '';
beforeAll(async () => {
  const port = await freePort();
  await ctx.app.listen({ port, host: '127.0.0.1' });
  base = `http://127.0.0.1:${port}`;
});

const READ_TOOLS = [
  'list_accounts',
  'search_transactions',
  'spending_by_category',
  'spending_by_month',
  'budgets',
  'bills_due',
  'forecast',
  'net_worth',
  'investments',
];
const WRITE_TOOLS = ['record_transaction', 'categorize_transaction', 'mark_bill_paid', 'undo'];

const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

/** An MCP client of the SDK at /mcp with this bearer (and book). */
async function connect(bearer: string, book?: number): Promise<Client> {
  const client = new Client({ name: 'teste', version: '1.0.0' });
  const headers: Record<string, string> = { authorization: `Bearer ${bearer}` };
  if (book !== undefined) headers[BOOK_HEADER] = String(book);
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers } }),
  );
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const first = result.content[0];
  return {
    isError: result.isError === true,
    text: first?.type === 'text' ? first.text : '',
    data: result.structuredContent as any,
  };
}

async function toolNames(client: Client): Promise<string[]> {
  return (await client.listTools()).tools.map((t) => t.name);
}

/** A personal access token of the person's, through the real route. */
async function personalToken(user: TestUser, scope: 'leitura' | 'escrita'): Promise<string> {
  const created = await actingAs(ctx, user).post('/me/tokens', {
    name: `Assistente ${scope}`,
    scope,
    bookIds: [user.id],
    expiresInDays: 30,
    allowedAddresses: [],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body.data as { secret: string }).secret;
}

const today = todayIn(DEFAULT_TIME_ZONE);
const monthStart = firstDayOfMonth(today);

/**
 * A book with every figure the read tools answer: a checking account (R$ 1.000,00 opening) with a salary and three
 * expenses this month, a card with a purchase today, Delivery's budget, a conta a pagar in five days and a
 * prefixado applied today in an investment account.
 */
async function seededBook() {
  const user = await createUser(ctx);
  const as = actingAs(ctx, user);
  const checking = await createAccount(ctx, user, { name: 'Conta Nubank', opening_balance: 1000 });
  const card = await createCard(ctx, user, { name: 'Cartão Azul', payment_account_id: checking.id });
  const broker = await createAccount(ctx, user, {
    name: 'Corretora',
    type: 'investment',
    opening_balance: 10000,
  });
  const delivery = await createCategory(ctx, user, { nome: 'Delivery' });
  const market = await createCategory(ctx, user, { nome: 'Mercado' });
  const salary = await createCategory(ctx, user, { nome: 'Salário', tipo: 'receita' });
  const row = (overrides: Record<string, unknown>) =>
    createTransaction(ctx, user, checking.id, { date: monthStart, ...overrides });
  await row({ description: 'Salário', type: 'RECEITA', amount: 5000, categoryId: salary.id });
  const ifood = await row({ description: 'iFood', amount: 45.9, categoryId: delivery.id });
  await row({ description: 'Rappi', amount: 30.1, categoryId: delivery.id });
  await row({ description: 'Mercado Central', amount: 200, categoryId: market.id });
  await createTransaction(ctx, user, card.id, { description: 'Livraria', amount: 120, date: today });
  await succeeded(as.post('/budgets', { categoryId: delivery.id, month: monthStart, amount: 300 }));
  const rent = await succeeded(
    as.post('/recurring', {
      account_id: checking.id,
      amount: 1500,
      description: 'Aluguel',
      kind: 'conta',
      next_run: addDays(today, 5),
    }),
  );
  await succeeded(
    as.post('/investments', {
      accountId: broker.id,
      name: 'CDB Banco X',
      product: 'cdb',
      indexing: 'prefixado',
      rate: 12,
      amount: 10000,
      date: today,
    }),
  );
  const [cardSummary] = (await as.get('/cards')).body.data;
  return { user, checking, card, delivery, ifood, rent, bill: cardSummary.next_due_bill };
}

describe('MCP server at /mcp', () => {
  it("lists its tools and answers each read tool with the book's figures, in reais and dates as the app shows them", async () => {
    const book = await seededBook();
    const client = await connect(book.user.token);
    expect(await toolNames(client)).toEqual([...READ_TOOLS, ...WRITE_TOOLS]);

    const accounts = await call(client, 'list_accounts');
    expect(accounts.isError).toBe(false);
    expect(accounts.text).toContain(`Contas em ${formatDateBR(today)}:`);
    expect(accounts.text).toContain('- Conta Nubank (Conta Corrente): R$ 5.724,00');
    expect(accounts.text).toContain('- Cartão Azul (Cartão de Crédito): -R$ 120,00');
    expect(accounts.text).toContain('Saldo em contas: R$ 5.724,00');
    expect(accounts.text).toContain('Faturas a pagar: R$ 120,00');
    expect(accounts.text).toContain('Saldo líquido: R$ 5.604,00');
    expect(accounts.data.totals.accounts).toEqual({ reais: 5724, cents: 572400, text: 'R$ 5.724,00' });
    expect(accounts.data.accounts.find((a: any) => a.name === 'Corretora').balance_today.cents).toBe(
      1_000_000,
    );

    const found = await call(client, 'search_transactions', { text: 'ifood' });
    expect(found.text).toContain(
      `- ${formatDateBR(monthStart)} · iFood · -R$ 45,90 · Delivery · Conta Nubank`,
    );
    expect(found.data.items).toHaveLength(1);
    expect(found.data.items[0]).toMatchObject({
      id: book.ifood.id,
      date: monthStart,
      amount: { cents: 4590 },
    });
    const delivered = await call(client, 'search_transactions', {
      category: 'delivery',
      month: today.slice(0, 7),
      limit: 1,
    });
    expect(delivered.data.items).toHaveLength(1);
    expect(delivered.data.has_more).toBe(true);
    expect(delivered.text).toContain('Há mais: peça a página 2.');
    expect(delivered.text).toContain('Total: 2 transações; receitas R$ 0,00, despesas R$ 76,00.');
    expect(delivered.data.totals).toMatchObject({ count: 2, despesas: { cents: 7600 } });

    const spent = await call(client, 'spending_by_category', { category: 'Delivery' });
    expect(spent.text).toBe(
      `Gastos de ${formatDateBR(monthStart)} a ${formatDateBR(delivered.data.period.to)} em Delivery: R$ 76,00 (19,2% do total).`,
    );
    expect(spent.data.total.cents).toBe(7600);
    const byCategory = await call(client, 'spending_by_category', {});
    expect(byCategory.text).toContain('- Mercado: R$ 200,00 (50,5%)');
    expect(byCategory.text).toContain('- Sem categoria: R$ 120,00 (30,3%)');
    expect(byCategory.text).toContain('Total: R$ 396,00.');

    const months = await call(client, 'spending_by_month', { months: 2 });
    expect(months.data.months).toHaveLength(2);
    expect(months.data.months[1]).toMatchObject({
      month: today.slice(0, 7),
      receitas: { cents: 500000 },
      despesas: { cents: 39600 },
      resultado: { cents: 460400 },
    });
    expect(months.text).toContain('receitas R$ 5.000,00, despesas R$ 396,00, saldo R$ 4.604,00');

    const budgets = await call(client, 'budgets');
    expect(budgets.text).toContain('- Delivery: orçado R$ 300,00, gasto R$ 76,00; Restam R$ 224,00 (25,3%)');
    expect(budgets.data.budgets[0].remaining.cents).toBe(22400);

    const due = await call(client, 'bills_due', { days: 60 });
    expect(due.text).toContain(
      `- ${formatDateBR(addDays(today, 5))} · Aluguel (Conta a pagar, Pendente): R$ 1.500,00 [gasto fixo ${book.rent.id}]`,
    );
    expect(due.text).toContain(`R$ 120,00 [cartão ${book.card.id}, fatura ${book.bill.month}]`);
    expect(due.text).toContain('Total: R$ 1.620,00.');
    expect(due.data.bills.map((b: any) => b.amount.cents).sort()).toEqual([12000, 150000]);

    const forecast = await call(client, 'forecast', { days: 60 });
    expect(forecast.text).toContain(`Saldo hoje (${formatDateBR(today)}): R$ 5.724,00`);
    expect(forecast.text).toContain(`Em ${formatDateBR(addDays(today, 60))}: R$ 4.104,00`);
    expect(forecast.text).toContain('Não fica negativo no período.');
    expect(forecast.data.end_balance.cents).toBe(410400);

    const worth = await call(client, 'net_worth', { months: 1 });
    expect(worth.text).toContain(`Patrimônio em ${formatDateBR(today)}: R$ 15.604,00`);
    expect(worth.text).toContain('- Renda fixa: R$ 10.000,00');
    expect(worth.text).toContain('- Dívidas: -R$ 120,00');
    expect(worth.data.months.at(-1).total.cents).toBe(1_560_400);

    const invested = await call(client, 'investments');
    expect(invested.text).toContain(
      `- CDB Banco X (CDB, 12% a.a., Corretora): aplicado R$ 10.000,00 em ${formatDateBR(today)}; hoje R$ 10.000,00 bruto, R$ 10.000,00 líquido`,
    );
    expect(invested.text).toContain('Total aplicado R$ 10.000,00');
    expect(invested.data.totals.applied.cents).toBe(1_000_000);
  }, 60_000);

  it('spending_by_category of a subcategory answers its own figure, and of its parent the two together', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Nubank' });
    const food = await createCategory(ctx, user, { nome: 'Alimentação' });
    const delivery = await createCategory(ctx, user, { nome: 'Delivery', paiId: food.id });
    await createTransaction(ctx, user, account.id, { amount: 60, date: today, categoryId: delivery.id });
    await createTransaction(ctx, user, account.id, { amount: 40, date: today, categoryId: food.id });
    const client = await connect(await personalToken(user, 'leitura'));
    const child = await call(client, 'spending_by_category', { category: 'Delivery' });
    expect(child.data.total.cents).toBe(6000);
    expect(child.text).toContain('em Delivery: R$ 60,00 (60,0% de Alimentação).');
    const parent = await call(client, 'spending_by_category', { category: 'Alimentação' });
    expect(parent.data.total.cents).toBe(10000);
  });

  it('a read-only token lists no write tool and its write is refused by the hook; an escrita token writes, and its Desfazer undoes it', async () => {
    const book = await seededBook();
    const reader = await connect(await personalToken(book.user, 'leitura'));
    expect(await toolNames(reader)).toEqual(READ_TOOLS);
    expect((await call(reader, 'list_accounts')).text).toContain('Saldo em contas: R$ 5.724,00');
    const refused = await call(reader, 'categorize_transaction', {
      transaction_ids: [book.ifood.id],
      category: 'Mercado',
    });
    expect(refused).toMatchObject({ isError: true, text: TOKEN_MESSAGES.readOnly });

    const writer = await connect(await personalToken(book.user, 'escrita'));
    expect(await toolNames(writer)).toEqual([...READ_TOOLS, ...WRITE_TOOLS]);
    const moved = await call(writer, 'categorize_transaction', {
      transaction_ids: [book.ifood.id],
      category: 'mercado',
    });
    expect(moved.isError).toBe(false);
    expect(moved.text).toMatch(/^1 transação agora está em Mercado\. Para desfazer, chame undo com o token /);
    const spent = async () =>
      (await call(writer, 'spending_by_category', { category: 'Delivery' })).data.total.cents;
    expect(await spent()).toBe(3010);
    const undone = await call(writer, 'undo', { token: moved.data.undo });
    expect(undone).toMatchObject({ isError: false, text: 'Desfeito.' });
    expect(await spent()).toBe(7600);
  }, 60_000);

  it("a leitor of a shared book sees no write tool; a write is refused with the book's message", async () => {
    const owner = await createUser(ctx);
    const reader = await createUser(ctx);
    const bookId = await createSharedBook(ctx, owner);
    await joinBook(ctx, owner, reader, bookId, 'leitor');
    const client = await connect(reader.token, bookId);
    expect(await toolNames(client)).toEqual(READ_TOOLS);
    const refused = await call(client, 'record_transaction', {
      description: 'Pizza',
      amount: 50,
      account_id: 1,
    });
    expect(refused).toMatchObject({ isError: true, text: BOOK_MESSAGES.readOnly });
  }, 30_000);

  it('records a transaction and pays a conta a pagar and a card bill through the API', async () => {
    const book = await seededBook();
    const client = await connect(book.user.token);
    const recorded = await call(client, 'record_transaction', {
      description: 'Pizzaria',
      amount: 62.5,
      account: 'conta nubank',
      category: 'Delivery',
      date: today,
    });
    expect(recorded.text).toMatch(
      new RegExp(
        `^Despesa registrada: Pizzaria · R\\$ 62,50 em ${formatDateBR(today)} · Conta Nubank · Delivery \\[id \\d+\\]`,
      ),
    );
    expect(recorded.data.transaction).toMatchObject({
      amount: { cents: 6250 },
      category: 'Delivery',
      type: 'despesa',
    });

    const rent = await call(client, 'mark_bill_paid', { recurring_id: book.rent.id });
    expect(rent.text).toBe(
      `Pago: Aluguel (R$ 1.500,00) em ${formatDateBR(today)}. Conta quitada. O pagamento é uma transação: para desfazê-lo, exclua-a no Grana.`,
    );
    const bill = await call(client, 'mark_bill_paid', { card_id: book.card.id, bill_month: book.bill.month });
    expect(bill.isError, bill.text).toBe(false);
    expect(bill.data.payment).toMatchObject({ amount: { cents: 12000 }, from_account_id: book.checking.id });
    expect(bill.data.bill.remaining.cents).toBe(0);
    // 5.724,00 - 62,50 - 1.500,00 - 120,00
    expect((await call(client, 'list_accounts')).text).toContain(
      '- Conta Nubank (Conta Corrente): R$ 4.041,50',
    );
    expect((await call(client, 'bills_due', { days: 60 })).text).toContain('Nada a pagar no período.');
    const again = await call(client, 'mark_bill_paid', { recurring_id: book.rent.id });
    expect(again.isError).toBe(true);
  }, 60_000);

  it('answers invalid arguments, an unknown name and a refusal of the API in Portuguese, as tool errors', async () => {
    const user = await createUser(ctx);
    const client = await connect(user.token);
    const tooMany = await call(client, 'search_transactions', { limit: 500 });
    expect(tooMany).toMatchObject({
      isError: true,
      text: 'Argumentos inválidos para search_transactions: limit: um número inteiro de 1 a 100',
    });
    const month = await call(client, 'budgets', { month: 'novembro' });
    expect(month.text).toBe('Argumentos inválidos para budgets: Informe o mês como AAAA-MM (2026-11)');
    const extra = await call(client, 'list_accounts', { senha: 'x' });
    expect(extra.text).toBe('Argumentos inválidos para list_accounts: argumento desconhecido: senha');
    expect((await call(client, 'apagar_tudo')).text).toBe('Ferramenta desconhecida: apagar_tudo');
    // A category the book does not have is refused (with the ones it has), not answered R$ 0,00.
    const absent = await call(client, 'spending_by_category', { category: 'Viagens' });
    expect(absent).toMatchObject({ isError: true, text: 'Categoria "Viagens" não encontrada.' });
    const noAccount = await call(client, 'record_transaction', {
      description: 'Pão',
      amount: 8,
      account: 'Caixa',
    });
    expect(noAccount).toMatchObject({ isError: true, text: 'Conta "Caixa" não encontrada.' });
    const longRange = await call(client, 'spending_by_month', { from_month: '2020-01', to_month: '2026-11' });
    expect(longRange).toMatchObject({ isError: true, text: 'Peça no máximo 60 meses de cada vez' });
    // Another person's row is as absent as an unknown one: the API's answer, surfaced.
    const stranger = await createUser(ctx);
    const theirs = await createTransaction(ctx, stranger, (await createAccount(ctx, stranger)).id);
    await createCategory(ctx, user, { nome: 'Delivery' });
    expect((await call(client, 'spending_by_category', { category: 'Viagens' })).text).toBe(
      'Categoria "Viagens" não encontrada. Existem: Delivery.',
    );
    const foreign = await call(client, 'categorize_transaction', {
      transaction_ids: [theirs.id],
      category: 'Delivery',
    });
    expect(foreign).toMatchObject({ isError: true, text: TRANSACTION_NOT_FOUND });
    const halfPeriod = await call(client, 'search_transactions', { from: '2026-11-01' });
    expect(halfPeriod.text).toBe('Informe o início (from) e o fim (to) do período, ou um mês (month)');
  }, 30_000);

  it('refuses a request without a valid bearer with 401 and WWW-Authenticate; GET is not allowed', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const none = await fetch(`${base}/mcp`, { method: 'POST', headers, body });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="grana"');
    const wrong = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { ...headers, authorization: 'Bearer grana_pat_nao-existe' },
      body,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="grana"');

    const user = await createUser(ctx);
    const listed = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${user.token}` },
      body,
    });
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(
      READ_TOOLS.length + WRITE_TOOLS.length,
    );
    const get = await fetch(`${base}/mcp`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(get.status).toBe(405);
  }, 30_000);
});
