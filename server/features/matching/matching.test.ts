import { describe, expect, it } from 'vitest';
import { type LineMatch, lineMatchLabel } from '../../../common/contract/import-match';
import {
  actingAs,
  createAccount,
  createCard,
  createCategory,
  createUser,
  type TestUser,
} from '../../test/factories';
import { bankStatementCsv, uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

interface Listed {
  id: number;
  description: string;
  date: string;
  amount: number;
  type: string;
  status: string;
  categoriaId: number | null;
  contaId: number;
  transfer_id: string | null;
  origin: string;
  bank_line: { date: string; text: string | null; external_id: string | null } | null;
}

const importInto = (
  user: TestUser,
  accountId: number,
  lines: Array<[string, string, number]>,
  settings: Record<string, unknown> = {},
) =>
  uploadStatement(
    ctx,
    user,
    { content: bankStatementCsv(lines) },
    { defaultAccountId: accountId, ...settings },
  );

async function listOf(user: TestUser, query: Record<string, unknown> = {}): Promise<Listed[]> {
  const res = await actingAs(ctx, user).get('/transactions', { limit: 200, ...query });
  expect(res.status).toBe(200);
  return [...(res.body.data.items as Listed[])].reverse();
}

async function expense(user: TestUser, accountId: number, date: string, amount: number, description: string) {
  const res = await actingAs(ctx, user).post('/transactions', {
    accountId,
    type: 'DESPESA',
    amount,
    date,
    description,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Listed;
}

async function fixedItem(user: TestUser, body: Record<string, unknown>) {
  const res = await actingAs(ctx, user).post('/recurring', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; next_run: string; last_run: string | null };
}

async function itemOf(user: TestUser, id: number) {
  const items = (await actingAs(ctx, user).get('/recurring')).body.data as Array<{
    id: number;
    next_run: string;
    last_run: string | null;
  }>;
  return items.find((i) => i.id === id)!;
}

describe('matching a statement with what the person recorded', () => {
  it('a typed expense is the bank line: matched, compensada, the bank line kept, nothing written twice', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    const typed = await actingAs(ctx, user).post('/transactions', {
      accountId: account.id,
      type: 'DESPESA',
      amount: 89.9,
      date: '2026-11-03',
      description: 'Internet',
      status: 'PENDING',
    });
    const res = await importInto(user, account.id, [
      ['2026-11-05', 'DEB AUTOMATICO VIVO FIBRA', -89.9],
      ['2026-11-05', 'PADARIA IPE', -12.5],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 1, matched: 1, duplicates: 0, ambiguous: 0 });
    const rows = await listOf(user);
    expect(rows.map((r) => [r.date, r.description, r.amount, r.status, r.origin])).toEqual([
      ['2026-11-03', 'Internet', 89.9, 'CLEARED', 'manual'],
      ['2026-11-05', 'PADARIA IPE', 12.5, 'CLEARED', 'import'],
    ]);
    expect(rows[0]?.id).toBe(typed.body.data.id);
    expect(rows[0]?.bank_line).toEqual({
      date: '2026-11-05',
      text: 'DEB AUTOMATICO VIVO FIBRA',
      external_id: null,
    });

    // The same statement again: the matched line is found, not matched a second time nor written.
    const again = await importInto(user, account.id, [
      ['2026-11-05', 'DEB AUTOMATICO VIVO FIBRA', -89.9],
      ['2026-11-05', 'PADARIA IPE', -12.5],
    ]);
    expect(again.body.data).toMatchObject({ inserted: 0, matched: 0, duplicates: 2 });
    expect(await listOf(user)).toHaveLength(2);
  });

  it('the window: 3 days on an account, 5 on a card; a day more is another movement', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    await expense(user, account.id, '2026-11-10', 50, 'Farmácia');
    await expense(user, account.id, '2026-11-10', 60, 'Farmácia');
    const res = await importInto(user, account.id, [
      ['2026-11-13', 'DROGASIL', -50],
      ['2026-11-14', 'DROGASIL', -60],
    ]);
    expect(res.body.data).toMatchObject({ matched: 1, inserted: 1 });
    expect((await listOf(user)).filter((r) => r.amount === 60)).toHaveLength(2);

    const card = await createCard(ctx, user);
    await expense(user, card.id, '2026-11-01', 200, 'Tênis');
    await expense(user, card.id, '2026-11-01', 300, 'Jaqueta');
    const onCard = await importInto(
      user,
      card.id,
      [
        ['2026-11-06', 'NETSHOES', 200],
        ['2026-11-07', 'RENNER', 300],
      ],
      { invertSign: true },
    );
    expect(onCard.body.data).toMatchObject({ matched: 1, inserted: 1 });
    expect((await listOf(user, { accountId: card.id })).map((r) => [r.date, r.description])).toEqual([
      ['2026-11-01', 'Tênis'],
      ['2026-11-01', 'Jaqueta'],
      ['2026-11-07', 'RENNER'],
    ]);
  });

  it('two rows that match equally well: none is chosen, the line is written, the preview offers both', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const a = await expense(user, account.id, '2026-11-09', 30, 'Uber');
    const b = await expense(user, account.id, '2026-11-11', 30, 'Uber casa');
    const hints = await actingAs(ctx, user).post('/transactions/import-hints', {
      accountId: account.id,
      rows: [{ date: '2026-11-10', description: 'UBER *TRIP', type: 'DESPESA', amount: 30 }],
    });
    expect(hints.status, JSON.stringify(hints.body)).toBe(200);
    expect(hints.body.data[0].match.kind).toBe('ambiguous');
    expect(hints.body.data[0].match.candidates.map((c: { id: number }) => c.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    const res = await importInto(user, account.id, [['2026-11-10', 'UBER *TRIP', -30]]);
    expect(res.body.data).toMatchObject({ matched: 0, ambiguous: 1, inserted: 1 });
    expect((await listOf(user)).filter((r) => r.bank_line !== null)).toEqual([]);

    // The person chooses one in the preview: that row gets the line, nothing is written.
    const other = await createUser(ctx);
    const otherAccount = await createAccount(ctx, other);
    const c = await expense(other, otherAccount.id, '2026-11-09', 30, 'Uber');
    await expense(other, otherAccount.id, '2026-11-11', 30, 'Uber casa');
    const chosen = await importInto(other, otherAccount.id, [['2026-11-10', 'UBER *TRIP', -30]], {
      lineMatches: { '2': c.id },
    });
    expect(chosen.body.data).toMatchObject({ matched: 1, inserted: 0, ambiguous: 0 });
    expect((await listOf(other)).find((r) => r.id === c.id)?.bank_line?.text).toBe('UBER *TRIP');
  });

  it('one recorded row answers for one line: two equal lines give one match and one new row', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    await expense(user, account.id, '2026-11-12', 8, 'Café');
    const res = await importInto(user, account.id, [
      ['2026-11-12', 'CAFETERIA CENTRAL', -8],
      ['2026-11-12', 'CAFETERIA CENTRAL', -8],
    ]);
    expect(res.body.data).toMatchObject({ matched: 1, inserted: 1 });
    expect((await listOf(user)).map((r) => r.description)).toEqual(['Café', 'CAFETERIA CENTRAL']);
  });

  it("a fixed item's due date is paid by the line, with the bank's date and amount", async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    const housing = await createCategory(ctx, user, { name: 'Moradia', type: 'despesa' });
    const rent = await fixedItem(user, {
      account_id: account.id,
      type: 'DESPESA',
      amount: 2500,
      description: 'Aluguel',
      category_id: housing.id,
      next_run: '2026-11-05',
    });
    const hints = await actingAs(ctx, user).post('/transactions/import-hints', {
      accountId: account.id,
      rows: [{ date: '2026-11-06', description: 'PIX ENVIADO IMOBILIARIA', type: 'DESPESA', amount: 2500 }],
    });
    expect(hints.body.data[0].match).toMatchObject({
      kind: 'recurring',
      recurring: { id: rent.id, description: 'Aluguel', month: '2026-11' },
    });
    const res = await importInto(user, account.id, [['2026-11-06', 'PIX ENVIADO IMOBILIARIA', -2500]]);
    expect(res.body.data).toMatchObject({ recurringPaid: 1, inserted: 1, matched: 0 });
    const [paid] = await listOf(user);
    expect(paid).toMatchObject({
      date: '2026-11-06',
      description: 'Aluguel',
      amount: 2500,
      categoriaId: housing.id,
      origin: 'recurring',
    });
    expect(await itemOf(user, rent.id)).toMatchObject({ last_run: '2026-11-06', next_run: '2026-12-05' });

    // Undone from the row: the line stays as the bank wrote it, and the rent is due again.
    const undo = await actingAs(ctx, user).post(`/transactions/${paid!.id}/unmatch`);
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    const [line] = await listOf(user);
    expect(line).toMatchObject({
      description: 'PIX ENVIADO IMOBILIARIA',
      categoriaId: null,
      origin: 'import',
    });
    expect(await itemOf(user, rent.id)).toMatchObject({ last_run: null, next_run: '2026-11-05' });
  });

  it("a 'valor variável' item is paid by a line within 30% of its amount, with the bank's amount", async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    const light = await fixedItem(user, {
      account_id: account.id,
      type: 'DESPESA',
      amount: 180,
      description: 'Luz',
      payee_name: 'Enel',
      next_run: '2026-11-10',
      variable_amount: true,
    });
    const hints = await actingAs(ctx, user).post('/transactions/import-hints', {
      accountId: account.id,
      rows: [{ date: '2026-11-11', description: 'DEB AUTOMATICO ENEL SP', type: 'DESPESA', amount: 152.37 }],
    });
    const match = hints.body.data[0].match as LineMatch;
    expect(match).toMatchObject({
      kind: 'recurring',
      recurring: { id: light.id, description: 'Luz', month: '2026-11', expectedAmount: 180 },
    });
    expect(lineMatchLabel(match)).toBe('Paga o gasto fixo Luz (novembro) · previsto R$ 180,00');

    const res = await importInto(user, account.id, [['2026-11-11', 'DEB AUTOMATICO ENEL SP', -152.37]]);
    expect(res.body.data).toMatchObject({ recurringPaid: 1, inserted: 1, matched: 0 });
    expect((await listOf(user)).map((r) => [r.date, r.description, r.amount, r.origin])).toEqual([
      ['2026-11-11', 'Luz', 152.37, 'recurring'],
    ]);
    expect(await itemOf(user, light.id)).toMatchObject({ last_run: '2026-11-11', next_run: '2026-12-10' });
  });

  it("a purchase of about a 'valor variável' bill's amount in its days is not the bill unless it names it", async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    await fixedItem(user, {
      account_id: account.id,
      type: 'DESPESA',
      amount: 180,
      description: 'Luz',
      payee_name: 'Enel',
      next_run: '2026-11-10',
      variable_amount: true,
    });
    const hints = await actingAs(ctx, user).post('/transactions/import-hints', {
      accountId: account.id,
      rows: [
        { date: '2026-11-10', description: 'COMPRA CARTAO DEB MERCADO DIA', type: 'DESPESA', amount: 170.1 },
        { date: '2026-11-11', description: 'CONTA DE LUZ NOVEMBRO', type: 'DESPESA', amount: 165.2 },
      ],
    });
    expect(hints.body.data.map((h: { match: LineMatch }) => h.match.kind)).toEqual(['new', 'recurring']);
  });

  it("a line 31% away from a 'valor variável' item's amount, above or below, is written as new", async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const water = await fixedItem(user, {
      account_id: account.id,
      type: 'DESPESA',
      amount: 180,
      description: 'Água',
      payee_name: 'Sabesp',
      next_run: '2026-11-10',
      variable_amount: true,
    });
    // 31% of R$ 180,00 is R$ 55,80.
    const lines: Array<[string, string, number]> = [
      ['2026-11-10', 'SABESP', -124.2],
      ['2026-11-11', 'SABESP', -235.8],
    ];
    const hints = await actingAs(ctx, user).post('/transactions/import-hints', {
      accountId: account.id,
      rows: lines.map(([date, description, value]) => ({
        date,
        description,
        type: 'DESPESA',
        amount: -value,
      })),
    });
    expect(hints.body.data.map((h: { match: LineMatch }) => h.match.kind)).toEqual(['new', 'new']);
    const res = await importInto(user, account.id, lines);
    expect(res.body.data).toMatchObject({ recurringPaid: 0, inserted: 2 });
    expect((await listOf(user)).map((r) => [r.description, r.amount])).toEqual([
      ['SABESP', 124.2],
      ['SABESP', 235.8],
    ]);
    expect(await itemOf(user, water.id)).toMatchObject({ last_run: null, next_run: '2026-11-10' });
  });

  it('an item not of valor variável is still paid by its exact amount only', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const internet = await fixedItem(user, {
      account_id: account.id,
      type: 'DESPESA',
      amount: 99.9,
      description: 'Internet',
      next_run: '2026-11-15',
    });
    const near = await importInto(user, account.id, [['2026-11-15', 'VIVO FIBRA', -100]]);
    expect(near.body.data).toMatchObject({ recurringPaid: 0, inserted: 1 });
    expect(await itemOf(user, internet.id)).toMatchObject({ last_run: null, next_run: '2026-11-15' });
    const exact = await importInto(user, account.id, [['2026-11-16', 'VIVO FIBRA', -99.9]]);
    expect(exact.body.data).toMatchObject({ recurringPaid: 1, inserted: 1 });
    expect(await itemOf(user, internet.id)).toMatchObject({ last_run: '2026-11-16', next_run: '2026-12-15' });
  });

  it("a recorded transfer is matched from each side's statement: one transfer, no expense nor income", async () => {
    const user = await createUser(ctx);
    const itau = await createAccount(ctx, user, { name: 'Itaú' });
    const nubank = await createAccount(ctx, user, { name: 'Nubank' });
    const sent = await actingAs(ctx, user).post('/transfers', {
      fromAccountId: itau.id,
      toAccountId: nubank.id,
      amount: 500,
      date: '2026-11-08',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const hints = await actingAs(ctx, user).post('/transactions/import-hints', {
      accountId: itau.id,
      rows: [{ date: '2026-11-08', description: 'PIX ENVIADO NUBANK', type: 'DESPESA', amount: 500 }],
    });
    expect(hints.body.data[0].match).toMatchObject({
      kind: 'transfer',
      transfer: { from: 'Itaú', to: 'Nubank' },
    });
    const fromItau = await importInto(user, itau.id, [['2026-11-08', 'PIX ENVIADO NUBANK', -500]]);
    expect(fromItau.body.data).toMatchObject({ transfersMatched: 1, inserted: 0 });
    const intoNubank = await importInto(user, nubank.id, [['2026-11-09', 'PIX RECEBIDO ITAU', 500]]);
    expect(intoNubank.body.data).toMatchObject({ transfersMatched: 1, inserted: 0 });
    // Each account holds its leg of the one transfer, with its bank line.
    const legs = [
      ...(await listOf(user, { accountId: itau.id })),
      ...(await listOf(user, { accountId: nubank.id })),
    ];
    expect(legs.map((r) => [r.type, r.bank_line?.date])).toEqual([
      ['DESPESA', '2026-11-08'],
      ['RECEITA', '2026-11-09'],
    ]);
    expect(legs[1]?.transfer_id).toBe(legs[0]?.transfer_id);
    expect(legs[0]?.transfer_id).not.toBeNull();
    const totals = (await actingAs(ctx, user).get('/transactions', { from: '2026-11-01', to: '2026-11-30' }))
      .body.data.totals;
    expect(totals).toMatchObject({ receitas: 0, despesas: 0 });
  });

  it('a transfer nobody recorded, its two legs from two statements: one transfer, not an expense and an income', async () => {
    const user = await createUser(ctx);
    const itau = await createAccount(ctx, user, { name: 'Itaú' });
    const nubank = await createAccount(ctx, user, { name: 'Nubank' });
    const food = await createCategory(ctx, user, { name: 'Diversos', type: 'despesa' });
    const first = await importInto(user, itau.id, [['2026-11-08', 'PIX ENVIADO NUBANK', -500]]);
    expect(first.body.data).toMatchObject({ inserted: 1, transfersMatched: 0 });
    const [sent] = await listOf(user);
    const categorised = await actingAs(ctx, user).put('/transactions/category', {
      transactions: [{ id: sent!.id }],
      categoryId: food.id,
    });
    expect(categorised.status).toBe(200);
    // A payment of the same amount from a friend does not name Itaú: it is no leg of this transfer.
    const hints = await actingAs(ctx, user).post('/transactions/import-hints', {
      accountId: nubank.id,
      rows: [
        { date: '2026-11-08', description: 'PIX RECEBIDO MARIA', type: 'RECEITA', amount: 500 },
        { date: '2026-11-09', description: 'PIX RECEBIDO ITAU UNIBANCO', type: 'RECEITA', amount: 500 },
      ],
    });
    expect(hints.body.data.map((h: { match: { kind: string } }) => h.match.kind)).toEqual([
      'new',
      'transfer',
    ]);
    expect(hints.body.data[1].match.transfer).toEqual({ from: 'Itaú', to: 'Nubank' });
    const second = await importInto(user, nubank.id, [['2026-11-09', 'PIX RECEBIDO ITAU UNIBANCO', 500]]);
    expect(second.body.data).toMatchObject({ transfersMatched: 1, inserted: 1 });
    const month = { from: '2026-11-01', to: '2026-11-30' };
    const totals = async () => (await actingAs(ctx, user).get('/transactions', month)).body.data.totals;
    expect(await totals()).toMatchObject({ receitas: 0, despesas: 0 });
    const legs = [
      ...(await listOf(user, { accountId: itau.id })),
      ...(await listOf(user, { accountId: nubank.id })),
    ];
    expect(legs.map((r) => [r.type, r.amount, r.categoriaId])).toEqual([
      ['DESPESA', 500, null],
      ['RECEITA', 500, null],
    ]);
    expect(legs[0]?.transfer_id).not.toBeNull();
    expect(legs[1]?.transfer_id).toBe(legs[0]?.transfer_id);

    // Undone from the Nubank leg: an expense with its category again, and an income.
    expect((await actingAs(ctx, user).post(`/transactions/${legs[1]!.id}/unmatch`)).status).toBe(200);
    expect(await totals()).toMatchObject({ receitas: 500, despesas: 500 });
    expect((await listOf(user, { accountId: itau.id }))[0]).toMatchObject({
      categoriaId: food.id,
      transfer_id: null,
    });
  });

  it('the walk: salary, rent and internet recorded through the fixed items, then the statement: nothing doubled', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    const salary = await fixedItem(user, {
      account_id: account.id,
      type: 'RECEITA',
      amount: 6000,
      description: 'Salário',
      next_run: '2026-11-05',
    });
    const rent = await fixedItem(user, {
      account_id: account.id,
      type: 'DESPESA',
      amount: 2500,
      description: 'Aluguel',
      next_run: '2026-11-10',
    });
    const internet = await fixedItem(user, {
      account_id: account.id,
      type: 'DESPESA',
      amount: 99.9,
      description: 'Internet',
      next_run: '2026-11-15',
    });
    // Salary "Recebido" and rent "Pagar" on their days; the internet is left due.
    for (const [id, date] of [
      [salary.id, '2026-11-05'],
      [rent.id, '2026-11-10'],
    ] as const) {
      const res = await actingAs(ctx, user).post('/fixed-expenses/confirm', { id, date });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const res = await importInto(user, account.id, [
      ['2026-11-05', 'TED RECEBIDA EMPRESA X', 6000],
      ['2026-11-11', 'PIX ENVIADO JOAO IMOVEIS', -2500],
      ['2026-11-16', 'VIVO FIBRA', -99.9],
      ['2026-11-18', 'MERCADO DIA', -230.45],
    ]);
    expect(res.body.data).toMatchObject({ matched: 2, recurringPaid: 1, inserted: 2, duplicates: 0 });
    const totals = (await actingAs(ctx, user).get('/transactions', { from: '2026-11-01', to: '2026-11-30' }))
      .body.data.totals;
    expect(totals).toMatchObject({ receitas: 6000, despesas: 2830.35, count: 4 });
    expect(await itemOf(user, internet.id)).toMatchObject({ last_run: '2026-11-16', next_run: '2026-12-15' });

    // Desfazer combinações: the two matched rows and the paid internet become the bank's lines again.
    const undo = await actingAs(ctx, user).post(`/transactions/imports/${res.body.data.importId}/unmatch`);
    expect(undo.body.data).toEqual({ unmatched: 3 });
    const after = await listOf(user);
    expect(after.map((r) => r.description).sort()).toEqual(
      [
        'Aluguel',
        'MERCADO DIA',
        'PIX ENVIADO JOAO IMOVEIS',
        'Salário',
        'TED RECEBIDA EMPRESA X',
        'VIVO FIBRA',
      ].sort(),
    );
    expect(after.every((r) => r.bank_line === null)).toBe(true);
    expect(await itemOf(user, internet.id)).toMatchObject({ last_run: null, next_run: '2026-11-15' });
  });

  it('undoing one match splits the pair back into two rows; a row with no line answers 409', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const typed = await expense(user, account.id, '2026-11-02', 45, 'Cinema');
    await importInto(user, account.id, [['2026-11-03', 'CINEMARK', -45]]);
    const undo = await actingAs(ctx, user).post(`/transactions/${typed.id}/unmatch`);
    expect(undo.status).toBe(200);
    expect(undo.body.data.id).toBe(typed.id);
    const rows = await listOf(user);
    expect(rows.map((r) => [r.date, r.description, r.origin, r.bank_line])).toEqual([
      ['2026-11-02', 'Cinema', 'manual', null],
      ['2026-11-03', 'CINEMARK', 'import', null],
    ]);
    const twice = await actingAs(ctx, user).post(`/transactions/${typed.id}/unmatch`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Esta transação não está combinada com uma linha do extrato');
    const stranger = await createUser(ctx);
    expect((await actingAs(ctx, stranger).post(`/transactions/${typed.id}/unmatch`)).status).toBe(404);
  });

  it("asked to, a matched row takes the bank's date (and its month); undoing gives its own date back", async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const typed = await expense(user, account.id, '2026-10-30', 120, 'Luz');
    const res = await importInto(user, account.id, [['2026-11-02', 'ENEL SP', -120]], { bankDates: true });
    expect(res.body.data).toMatchObject({ matched: 1, inserted: 0 });
    const monthTotal = async (from: string, to: string) =>
      (await actingAs(ctx, user).get('/transactions', { from, to })).body.data.totals.despesas;
    expect((await listOf(user)).map((r) => [r.id, r.date])).toEqual([[typed.id, '2026-11-02']]);
    expect(await monthTotal('2026-10-01', '2026-10-31')).toBe(0);
    expect(await monthTotal('2026-11-01', '2026-11-30')).toBe(120);
    expect((await actingAs(ctx, user).post(`/transactions/${typed.id}/unmatch`)).status).toBe(200);
    expect((await listOf(user)).map((r) => [r.date, r.description])).toEqual([
      ['2026-10-30', 'Luz'],
      ['2026-11-02', 'ENEL SP'],
    ]);
    expect(await monthTotal('2026-10-01', '2026-10-31')).toBe(120);
  });

  it("a row a fixed item wrote takes the bank's date by itself (the schedule's day was a guess); undoing gives it back", async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    const salary = await fixedItem(user, {
      account_id: account.id,
      type: 'RECEITA',
      amount: 6200,
      description: 'Salário',
      next_run: '2026-11-09',
    });
    const confirmed = await actingAs(ctx, user).post('/fixed-expenses/confirm', {
      id: salary.id,
      date: '2026-11-09',
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const typed = await expense(user, account.id, '2026-11-04', 80, 'Farmácia');
    const res = await importInto(user, account.id, [
      ['2026-11-06', 'PIX RECEBIDO EMPRESA XYZ LTDA', 6200],
      ['2026-11-05', 'DROGASIL', -80],
    ]);
    expect(res.body.data).toMatchObject({ matched: 2, inserted: 0 });
    // The salary moves to the bank's day; the expense the person typed keeps theirs.
    expect((await listOf(user)).map((r) => [r.description, r.date])).toEqual([
      ['Farmácia', '2026-11-04'],
      ['Salário', '2026-11-06'],
    ]);
    const check = await actingAs(ctx, user).get(`/accounts/${account.id}/reconciliation`, {
      date: '2026-11-07',
      balance: 6120,
    });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.data.difference).toBe(0);
    expect(
      (await actingAs(ctx, user).post(`/transactions/imports/${res.body.data.importId}/unmatch`)).status,
    ).toBe(200);
    expect((await listOf(user)).find((r) => r.id === typed.id)?.date).toBe('2026-11-04');
    expect((await listOf(user)).filter((r) => r.description === 'Salário').map((r) => r.date)).toEqual([
      '2026-11-09',
    ]);
  });

  it('the preview choices: import anyway, leave out, or a row that cannot be chosen (nothing written)', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const other = await createAccount(ctx, user);
    await expense(user, account.id, '2026-11-04', 20, 'Lanche');
    const elsewhere = await expense(user, other.id, '2026-11-04', 20, 'Lanche');
    const lines: Array<[string, string, number]> = [
      ['2026-11-04', 'LANCHONETE', -20],
      ['2026-11-04', 'BANCA', -7],
    ];
    const wrong = await importInto(user, account.id, lines, { lineMatches: { '2': elsewhere.id } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(
      'Linha 2: a transação escolhida não é da mesma conta, tipo e valor, ou já está combinada com outra linha do extrato',
    );
    const stranger = await createUser(ctx);
    const theirs = await expense(
      stranger,
      (await createAccount(ctx, stranger)).id,
      '2026-11-04',
      20,
      'Lanche',
    );
    expect((await importInto(user, account.id, lines, { lineMatches: { '2': theirs.id } })).status).toBe(404);
    expect(await listOf(user)).toHaveLength(2);

    const res = await importInto(user, account.id, lines, { lineMatches: { '2': 'new', '3': 'skip' } });
    expect(res.body.data).toMatchObject({ inserted: 1, matched: 0, skippedByChoice: 1 });
    expect((await listOf(user)).map((r) => r.description)).toEqual(['Lanche', 'Lanche', 'LANCHONETE']);
  });

  it("another person's rows and fixed items are never candidates", async () => {
    const owner = await createUser(ctx);
    const ownerAccount = await createAccount(ctx, owner);
    await expense(owner, ownerAccount.id, '2026-11-07', 75, 'Mercado');
    await fixedItem(owner, {
      account_id: ownerAccount.id,
      type: 'DESPESA',
      amount: 75,
      next_run: '2026-11-07',
    });
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const hints = await actingAs(ctx, user).post('/transactions/import-hints', {
      accountId: account.id,
      rows: [{ date: '2026-11-07', description: 'MERCADO', type: 'DESPESA', amount: 75 }],
    });
    expect(hints.body.data[0].match).toMatchObject({ kind: 'new', candidates: [] });
    const res = await importInto(user, account.id, [['2026-11-07', 'MERCADO', -75]]);
    expect(res.body.data).toMatchObject({ inserted: 1, matched: 0, recurringPaid: 0 });
  });
});
