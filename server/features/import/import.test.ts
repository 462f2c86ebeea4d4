import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_TEXT_MESSAGE } from '../../../common/csv';
import { queryRows } from '../../db/connect';
import { actingAs, createAccount, createCategory, createUser, type TestUser } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';
import { ledger } from '../ledger/public';
import { stepRowsOf } from '../shared/write-steps';

const ctx = setupTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

const fixture = (path: string) => readFileSync(new URL(`../../../common/${path}`, import.meta.url));

const upload = (
  user: Pick<TestUser, 'token'>,
  file: { content: string | Buffer; filename?: string },
  settings?: Record<string, unknown> | string,
) => uploadStatement(ctx, user, file, settings);

interface Listed {
  id: number;
  description: string;
  date: string;
  amount: number;
  type: string;
  status: string;
  categoriaId: number | null;
  categoria_name: string | null;
  payeeId: number | null;
  payee_name: string | null;
  contaId: number;
  transfer_id: string | null;
}

/** The person's transactions, oldest first (the list answers newest first). */
async function listOf(user: TestUser, query: Record<string, unknown> = {}): Promise<Listed[]> {
  const res = await actingAs(ctx, user).get('/transactions', { limit: 200, ...query });
  expect(res.status).toBe(200);
  return [...(res.body.data.items as Listed[])].reverse();
}

async function totalsOf(user: TestUser, query: Record<string, unknown> = {}) {
  return (await actingAs(ctx, user).get('/transactions', query)).body.data.totals;
}

async function balanceOf(user: TestUser, accountId: number): Promise<number> {
  const list = (await actingAs(ctx, user).get('/accounts')).body.data as Array<{
    id: number;
    balance: number;
  }>;
  return list.find((a) => a.id === accountId)!.balance;
}

async function countRows(user: TestUser): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from transactions where book_id = ${user.id}`,
  );
  return Number(row?.n ?? 0);
}

/** The month totals the import kept must equal the ones recomputed from the transactions. */
async function expectMonthTotalsKept(user: TestUser) {
  const read = async () => ({
    accounts: await queryRows(
      ctx.database.db,
      sql`select account_id, month, income, expense, flow_income, flow_expense, flow_income_count,
                 flow_expense_count
          from account_month_totals
          where book_id = ${user.id} and (income <> 0 or expense <> 0) order by account_id, month`,
    ),
    categories: await queryRows(
      ctx.database.db,
      sql`select category_id, month, type, amount from category_month_totals
          where book_id = ${user.id} and amount <> 0 order by category_id, month, type`,
    ),
  });
  const kept = await read();
  await ctx.database.db.transaction((tx) => ledger.rebuildTotals(tx, user.id));
  expect(kept).toEqual(await read());
  expect(kept.accounts.length).toBeGreaterThan(0);
}

describe('importing a CSV', () => {
  it('with an explicit mapping: amounts, dates, types, references by id and by name, the default account', async () => {
    const user = await createUser(ctx);
    const corrente = await createAccount(ctx, user, { name: 'Conta Corrente' });
    const carteira = await createAccount(ctx, user, { name: 'Carteira', type: 'wallet' });
    const mercado = await createCategory(ctx, user, { nome: 'Mercado', tipo: 'despesa' });
    const salario = await createCategory(ctx, user, { nome: 'Salário', tipo: 'receita' });
    const padaria = (await actingAs(ctx, user).post('/payees', { name: 'Padaria Pão Quente' })).body.data;
    const csv = [
      'Quando;O que;Quanto;Natureza;Onde;Classe;Quem;Situação',
      `05/11/2026;Compras do mês;-1.234,56;;;mercado;${padaria.id};`,
      `06/11/2026;Salário de novembro;8.500,00;entrada;conta corrente;${salario.id};Empresa Exemplo;pendente`,
      '07/11/2026;Café;4,50;despesa;CARTEIRA;Inexistente;padaria pão quente;',
      '08/11/2026;Sem data certa;;;;;;',
      '09/11/2026;Presente;(30,00);;;;Empresa Exemplo;conferida',
    ].join('\r\n');
    const res = await upload(
      user,
      { content: csv },
      {
        delimiter: ';',
        dateFormat: 'DD/MM/YYYY',
        amountFormat: 'comma',
        defaultType: 'sign',
        defaultAccountId: corrente.id,
        mapping: {
          date: 'Quando',
          description: 'O que',
          amount: 'Quanto',
          type: 'Natureza',
          account: 'Onde',
          category: 'Classe',
          payee: 'Quem',
          status: 'Situação',
        },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      inserted: 4,
      skipped: 1,
      duplicates: 0,
      errorCount: 1,
      from: '2026-11-05',
      to: '2026-11-09',
      accountId: null,
    });
    expect(res.body.data.errors).toEqual([{ line: 5, message: 'Linha 5: valor ausente.' }]);

    const rows = await listOf(user);
    const empresa = (await actingAs(ctx, user).get('/payees')).body.data.find(
      (p: { name: string }) => p.name === 'Empresa Exemplo',
    );
    expect(empresa).toBeDefined();
    expect(
      rows.map((r) => [
        r.date,
        r.description,
        r.type,
        r.amount,
        r.contaId,
        r.categoriaId,
        r.payeeId,
        r.status,
      ]),
    ).toEqual([
      ['2026-11-05', 'Compras do mês', 'DESPESA', 1234.56, corrente.id, mercado.id, padaria.id, 'CLEARED'],
      ['2026-11-06', 'Salário de novembro', 'RECEITA', 8500, corrente.id, salario.id, empresa.id, 'PENDING'],
      ['2026-11-07', 'Café', 'DESPESA', 4.5, carteira.id, null, padaria.id, 'CLEARED'],
      ['2026-11-09', 'Presente', 'DESPESA', 30, corrente.id, null, empresa.id, 'RECONCILED'],
    ]);
    expect(await balanceOf(user, corrente.id)).toBe(7235.44); // 8,500.00 - 1,234.56 - 30.00
    expect(await balanceOf(user, carteira.id)).toBe(-4.5);
    await expectMonthTotalsKept(user);
  });

  it('without a mapping, columns are matched by their header', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const csv = [
      'date,description,amount,type,category',
      '2026-11-01,Aluguel,-1500.00,,',
      '2026-11-02,Freela,2000.50,,',
      '2026-11-03,Estorno cartão,25.00,expense,',
    ].join('\n');
    const res = await upload(
      user,
      { content: csv },
      { dateFormat: 'YYYY-MM-DD', defaultAccountId: account.id },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 3, skipped: 0, accountId: account.id });
    expect((await listOf(user)).map((r) => [r.date, r.description, r.type, r.amount])).toEqual([
      ['2026-11-01', 'Aluguel', 'DESPESA', 1500],
      ['2026-11-02', 'Freela', 'RECEITA', 2000.5],
      ['2026-11-03', 'Estorno cartão', 'DESPESA', 25],
    ]);
    expect(await totalsOf(user, { from: '2026-11-01', to: '2026-11-30' })).toEqual({
      receitas: 2000.5,
      despesas: 1525,
      count: 3,
    });
  });

  it('a Windows-1252 Inter statement with a preamble, by its preset', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Inter' });
    const res = await upload(
      user,
      { content: fixture('csv/fixtures/inter-conta.csv'), filename: 'Extrato Inter.csv' },
      { defaultAccountId: account.id },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 5, skipped: 0, from: '2026-10-01', to: '2026-10-15' });
    expect((await listOf(user)).map((r) => [r.date, r.description, r.type, r.amount, r.payee_name])).toEqual([
      ['2026-10-01', 'Pix recebido', 'RECEITA', 1742.51, 'Empresa Exemplo Ltda'],
      ['2026-10-03', 'Pix enviado', 'DESPESA', 89.9, 'Maria Souza'],
      ['2026-10-05', 'Compra no debito - Padaria Pão Quente', 'DESPESA', 12.5, null],
      ['2026-10-10', 'Pagamento efetuado - Conta de luz - Energia Fictícia S.A.', 'DESPESA', 210, null],
      ['2026-10-15', 'Estorno', 'RECEITA', 5, null],
    ]);
    expect(await balanceOf(user, account.id)).toBe(1435.11);
  });

  it('a Nubank statement keeps the Identificador; importing it again writes nothing', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Nubank' });
    const file = { content: fixture('csv/fixtures/nubank-conta.csv'), filename: 'NU_2026_10.csv' };
    const first = await upload(user, file, { defaultAccountId: account.id });
    expect(first.status).toBe(200);
    // The two 45.90 bakery purchases differ in date; both are written.
    expect(first.body.data).toMatchObject({ inserted: 5, skipped: 0, duplicates: 0 });
    const ids = await queryRows<{ external_id: string }>(
      ctx.database.db,
      sql`select external_id from transactions where book_id = ${user.id} order by id`,
    );
    expect(ids.map((r) => r.external_id.slice(-3))).toEqual(['001', '002', '003', '004', '005']);
    expect(await balanceOf(user, account.id)).toBe(2220.54);

    const again = await upload(user, file, { defaultAccountId: account.id });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ inserted: 0, skipped: 5, duplicates: 5, errorCount: 0 });
    expect(await countRows(user)).toBe(5);

    // A line that looks the same but carries another bank id is another transaction.
    const text = fixture('csv/fixtures/nubank-conta.csv')
      .toString('utf8')
      .replace('000000000004', '000000000099');
    const changed = await upload(user, { content: text }, { defaultAccountId: account.id });
    expect(changed.body.data).toMatchObject({ inserted: 1, skipped: 4, duplicates: 4 });
  });

  it('rows repeated inside the file are written; a stored row answers for one line only', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const line = '2026-11-10,Café,-6.00';
    const one = await upload(
      user,
      { content: ['data,descrição,valor', line].join('\n') },
      { dateFormat: 'YYYY-MM-DD', defaultAccountId: account.id },
    );
    expect(one.body.data).toMatchObject({ inserted: 1, skipped: 0 });
    const two = await upload(
      user,
      { content: ['data,descrição,valor', line, line, '2026-11-10,CAFÉ ,-6.00'].join('\n') },
      { dateFormat: 'YYYY-MM-DD', defaultAccountId: account.id },
    );
    // 'CAFÉ ' is the same text but for case and spaces; two of the three lines are new.
    expect(two.body.data).toMatchObject({ inserted: 2, skipped: 1, duplicates: 1 });
    expect(await countRows(user)).toBe(3);
  });

  it('an unknown account name ignores the row; without a default account the rows without one are refused', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Principal' });
    const csv = [
      'data;descricao;valor;conta',
      '01/11/2026;Luz;-100,00;Principal',
      '02/11/2026;Água;-50,00;Conta que não existe',
    ].join('\n');
    const res = await upload(user, { content: csv }, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 1, skipped: 1, accountId: account.id });
    expect(res.body.data.errors).toEqual([
      // The file's third line is its second transaction.
      { line: 3, message: 'Lançamento 2: conta "Conta que não existe" não encontrada; lançamento ignorado.' },
    ]);

    const withoutAccount = await upload(user, { content: 'data;descricao;valor\n03/11/2026;Gás;-80,00' }, {});
    expect(withoutAccount.status).toBe(400);
    expect(withoutAccount.body.error.message).toBe(
      'Selecione a conta padrão: há linhas sem conta no arquivo.',
    );
    expect(await countRows(user)).toBe(1);
  });
});

describe('bank files as Brazilians download them (issue 16)', () => {
  const summary = async (user: TestUser) =>
    (await listOf(user)).map((r) => [r.date, r.description, r.type, r.amount, r.payee_name]);

  it("Nubank's current card export: comma decimals, purchases as expenses, payment and refund as income", async () => {
    const user = await createUser(ctx);
    const card = await createAccount(ctx, user, { name: 'Nubank cartão' });
    const file = {
      content: fixture('csv/fixtures/nubank-cartao-atual.csv'),
      filename: 'Nubank_2026-10-10.csv',
    };
    const res = await upload(user, file, { defaultAccountId: card.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 5, skipped: 0, errorCount: 0 });
    expect(await summary(user)).toEqual([
      ['2026-10-02', 'Supermercado Exemplo', 'DESPESA', 21.96, null],
      ['2026-10-03', 'Farmácia Fictícia', 'DESPESA', 1204.5, null],
      ['2026-10-05', 'Pagamento recebido', 'RECEITA', 3887.13, null],
      ['2026-10-06', 'Estorno Loja Fictícia', 'RECEITA', 39.9, null],
      ['2026-10-08', 'Loja Imaginária - Parcela 3/10', 'DESPESA', 125, null],
    ]);
    // The older dot-decimal export of the same card, by the preset chosen by hand.
    const old = await upload(
      user,
      { content: fixture('csv/fixtures/nubank-cartao.csv') },
      { defaultAccountId: card.id, preset: 'nubank-cartao' },
    );
    expect(old.body.data).toMatchObject({ inserted: 5, errorCount: 0 });
    // Payments and refunds above the purchases: 2,575.57 + 1,035.78 in the card's favour.
    expect(await balanceOf(user, card.id)).toBe(3611.35);
  });

  it('C6, XP and Inter card bills by their header', async () => {
    const user = await createUser(ctx);
    const card = await createAccount(ctx, user, { name: 'Cartões' });
    for (const name of ['c6-cartao.csv', 'xp-cartao.csv', 'inter-cartao.csv']) {
      const res = await upload(
        user,
        { content: fixture(`csv/fixtures/${name}`) },
        { defaultAccountId: card.id },
      );
      expect(res.status).toBe(200);
      expect(res.body.data.errorCount).toBe(0);
    }
    expect((await listOf(user)).map((r) => [r.date, r.description, r.type, r.amount])).toEqual([
      ['2026-10-02', 'MERCADO EXEMPLO', 'DESPESA', 152.37],
      ['2026-10-02', 'RESTAURANTE EXEMPLO', 'DESPESA', 29.9],
      ['2026-10-03', 'PADARIA EXEMPLO', 'DESPESA', 23.5],
      ['2026-10-04', 'LOJA FICTICIA', 'DESPESA', 89.9],
      ['2026-10-04', 'LOJA FICTICIA', 'DESPESA', 1100],
      ['2026-10-05', 'LOJA FICTICIA', 'DESPESA', 1049.9],
      ['2026-10-06', 'STREAMING IMAGINARIO', 'DESPESA', 59.35],
      ['2026-10-08', 'Pagamento de fatura', 'RECEITA', 2000],
      ['2026-10-09', 'PAGAMENTO ON LINE', 'RECEITA', 800],
      ['2026-10-10', 'Inclusao de Pagamento', 'RECEITA', 1500],
    ]);
  });

  it('a file with a preamble, an unknown header and Débito/Crédito columns, the delimiter on auto', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Banco Exemplo' });
    const settings = {
      defaultAccountId: account.id,
      delimiter: 'auto',
      mapping: { date: 'Dia', description: 'Lançamento', debit: 'Débito', credit: 'Crédito' },
    };
    const file = { content: fixture('csv/fixtures/preambulo-debito-credito.csv') };
    const res = await upload(user, file, settings);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 4, skipped: 0, errorCount: 0 });
    expect(await summary(user)).toEqual([
      ['2026-10-01', 'Salário Empresa Exemplo', 'RECEITA', 4500, null],
      ['2026-10-02', 'Conta de luz', 'DESPESA', 210.35, null],
      ['2026-10-03', 'TED recebida', 'RECEITA', 300, 'Joao dos Santos'],
      ['2026-10-04', 'Tarifa pacote', 'DESPESA', 29.9, null],
    ]);
    const again = await upload(user, file, settings);
    expect(again.body.data).toMatchObject({ inserted: 0, duplicates: 4 });
  });

  it('a mapping without amount, debit or credit answers 400 in Portuguese', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const res = await upload(
      user,
      { content: fixture('csv/fixtures/preambulo-debito-credito.csv') },
      { defaultAccountId: account.id, mapping: { date: 'Dia', description: 'Lançamento' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Escolha a coluna de data e a de valor (ou as de débito e crédito). (mapping)',
    );
    expect(await countRows(user)).toBe(0);
  });

  it('a UTF-16 file with its byte-order mark, the delimiter on auto', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const text = 'Data\tDescrição\tValor\r\n01/10/2026\tPão de açúcar\t-5,00\r\n';
    const content = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const res = await upload(user, { content, filename: 'extrato.csv' }, { defaultAccountId: account.id });
    expect(res.status).toBe(200);
    expect(await summary(user)).toEqual([['2026-10-01', 'Pão de açúcar', 'DESPESA', 5, null]]);
  });

  it('Pix lines: the payee named, a short description, and every line found again on a second import', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Nubank' });
    // Stored before lines were shortened: the bank's text as the description.
    await actingAs(ctx, user).post('/transactions', {
      amount: 3500,
      description: 'Transferência recebida pelo Pix - EMPRESA EXEMPLO LTDA - 00.000.000/0001-00',
      date: '2026-10-01',
      type: 'RECEITA',
      accountId: account.id,
    });
    const nubank = fixture('csv/fixtures/nubank-conta.csv')
      .toString('utf8')
      .replace(/,6a1f[^,]+,/g, ',,');
    const first = await upload(user, { content: nubank }, { defaultAccountId: account.id });
    expect(first.body.data).toMatchObject({ inserted: 4, duplicates: 1 });
    expect((await summary(user)).slice(1, 3)).toEqual([
      ['2026-10-02', 'Compra no débito - Padaria Pão Quente', 'DESPESA', 45.9, null],
      ['2026-10-03', 'Pix enviado', 'DESPESA', 1200, 'Maria Souza'],
    ]);
    const again = await upload(user, { content: nubank }, { defaultAccountId: account.id });
    expect(again.body.data).toMatchObject({ inserted: 0, duplicates: 5 });

    // Another person paid the same value on the same day: another movement, not a duplicate.
    const other = nubank.replace('Maria Souza', 'JOAO PEREIRA');
    const third = await upload(user, { content: other }, { defaultAccountId: account.id });
    expect(third.body.data).toMatchObject({ inserted: 1, duplicates: 4 });
    expect((await summary(user)).filter((r) => r[1] === 'Pix enviado').map((r) => r[4])).toEqual([
      'Maria Souza',
      'Joao Pereira',
    ]);
  });

  it('a file whose format is not understood says why, naming the line', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const noHeader = await upload(
      user,
      { content: 'Relatório mensal\nQuando;Quanto\n01/10/2026;5,00' },
      { defaultAccountId: account.id },
    );
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.error.message).toBe(
      'Não encontramos o cabeçalho nas primeiras 30 linhas: o arquivo precisa de uma linha com as colunas de data e valor (por exemplo "Data" e "Valor"). A linha 1 diz "Relatório mensal".',
    );
    const badValue = await upload(
      user,
      { content: 'Data;Valor\n\n01/10/2026;abc' },
      { defaultAccountId: account.id },
    );
    expect(badValue.status).toBe(400);
    expect(badValue.body.error.message).toBe('Linha 3: valor inválido "abc".');
    expect(await countRows(user)).toBe(0);
  });
});

describe('importing an OFX file', () => {
  it('reads the statement; repeated FITIDs in the file are written, a second import writes nothing', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Banco' });
    const file = { content: fixture('ofx/fixtures/banco-sgml.ofx'), filename: 'extrato.ofx' };
    const res = await upload(user, file, { defaultAccountId: account.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 5, skipped: 0, from: '2026-10-01', to: '2026-10-25' });
    expect((await listOf(user)).map((r) => [r.date, r.description, r.type, r.amount])).toEqual([
      ['2026-10-01', 'SALARIO EMPRESA EXEMPLO - Crédito de salário', 'RECEITA', 3500],
      ['2026-10-15', 'Padaria Pão Quente', 'DESPESA', 45.9],
      ['2026-10-20', 'PIX ENVIADO MARIA SOUZA', 'DESPESA', 120],
      ['2026-10-20', 'PIX ENVIADO MARIA SOUZA', 'DESPESA', 120],
      ['2026-10-25', 'TARIFA - Cesta de serviços', 'DESPESA', 89.9],
    ]);
    expect(await balanceOf(user, account.id)).toBe(3124.2);

    const again = await upload(user, file, { defaultAccountId: account.id });
    expect(again.body.data).toMatchObject({ inserted: 0, skipped: 5, duplicates: 5 });
    expect(await countRows(user)).toBe(5);
  });
});

describe('transfers in a statement', () => {
  it('TRANSFER rows count two, move balances and stay out of income and expense totals', async () => {
    const user = await createUser(ctx);
    const corrente = await createAccount(ctx, user, { name: 'Corrente', opening_balance: 1000 });
    const poupanca = await createAccount(ctx, user, { name: 'Poupança', type: 'savings' });
    const csv = [
      'data;descrição;valor;tipo;conta;destino;favorecido',
      '01/11/2026;Reserva;-300,00;transferência;;Poupança;',
      `02/11/2026;;-50,00;transfer;;;${poupanca.id}`,
      '03/11/2026;Sem destino;-10,00;transferência;;;Mercado',
      '04/11/2026;Para si mesma;-10,00;transferência;;Corrente;',
      '05/11/2026;Mercado;-90,00;;;;',
    ].join('\n');
    const res = await upload(user, { content: csv }, { defaultAccountId: corrente.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 5, skipped: 2, duplicates: 0 });
    expect(res.body.data.errors).toEqual([
      { line: 4, message: 'Lançamento 3: transferência sem conta de destino válida; lançamento ignorado.' },
      { line: 5, message: 'Lançamento 4: transferência sem conta de destino válida; lançamento ignorado.' },
    ]);
    expect(await balanceOf(user, corrente.id)).toBe(1000 - 300 - 50 - 90);
    expect(await balanceOf(user, poupanca.id)).toBe(350);
    expect(await totalsOf(user, { from: '2026-11-01', to: '2026-11-30' })).toEqual({
      receitas: 0,
      despesas: 90,
      count: 1,
    });
    const legs = [
      ...(await listOf(user, { accountId: corrente.id })),
      ...(await listOf(user, { accountId: poupanca.id })),
    ].filter((r) => r.transfer_id !== null);
    expect(legs.map((l) => [l.date, l.description, l.type, l.amount, l.contaId])).toEqual([
      ['2026-11-01', 'Reserva', 'DESPESA', 300, corrente.id],
      ['2026-11-02', 'Transferência', 'DESPESA', 50, corrente.id],
      ['2026-11-01', 'Reserva', 'RECEITA', 300, poupanca.id],
      ['2026-11-02', 'Transferência', 'RECEITA', 50, poupanca.id],
    ]);
    // The whole list shows each transfer once, as the money leaving Corrente.
    const rows = (await listOf(user)).filter((r) => r.transfer_id !== null);
    expect(rows.map((l) => [l.description, l.type, l.contaId])).toEqual([
      ['Reserva', 'DESPESA', corrente.id],
      ['Transferência', 'DESPESA', corrente.id],
    ]);

    await expectMonthTotalsKept(user);

    const again = await upload(user, { content: csv }, { defaultAccountId: corrente.id });
    expect(again.body.data).toMatchObject({ inserted: 0, duplicates: 3, skipped: 5 });
  });
});

describe('what the import refuses', () => {
  it('a file that is not CSV or OFX text: 400 in Portuguese and nothing written', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      randomBytes(2000),
    ]);
    const res = await upload(
      user,
      { content: png, filename: 'extrato.csv' },
      { defaultAccountId: account.id },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(NOT_TEXT_MESSAGE);
    expect(await countRows(user)).toBe(0);
  });

  it("another person's account id, in a row or as the default, answers 404 and writes nothing", async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const mine = await createAccount(ctx, user);
    const theirs = await createAccount(ctx, other, { name: 'Conta Alheia' });
    const csv = [
      'data;descricao;valor;conta',
      '01/11/2026;Luz;-100,00;',
      '02/11/2026;Água;-50,00;',
      `03/11/2026;Invasão;-1,00;${theirs.id}`,
    ].join('\n');
    const inRow = await upload(user, { content: csv }, { defaultAccountId: mine.id });
    expect(inRow.status).toBe(404);
    expect(inRow.body.error.message).toBe('Conta não encontrada');
    const asDefault = await upload(
      user,
      { content: 'data;descricao;valor\n01/11/2026;Luz;-100,00' },
      { defaultAccountId: theirs.id },
    );
    expect(asDefault.status).toBe(404);
    expect(await countRows(user)).toBe(0);
    expect(await countRows(other)).toBe(0);
    // A name is not an id: another person's account name is just unknown here.
    const byName = await upload(
      user,
      { content: 'data;descricao;valor;conta\n01/11/2026;Luz;-100,00;Conta Alheia' },
      { defaultAccountId: mine.id },
    );
    expect(byName.body.data).toMatchObject({ inserted: 0, skipped: 1 });
  });

  it("another person's category or payee id is left empty, never linked", async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const category = await createCategory(ctx, other, { nome: 'Deles' });
    const payee = (await actingAs(ctx, other).post('/payees', { name: 'Favorecido Deles' })).body.data;
    const res = await upload(
      user,
      {
        content: `data;descricao;valor;categoria;favorecido\n01/11/2026;Luz;-100,00;${category.id};${payee.id}`,
      },
      { defaultAccountId: account.id },
    );
    expect(res.body.data).toMatchObject({ inserted: 1 });
    const [row] = await listOf(user);
    expect([row?.categoriaId, row?.payeeId]).toEqual([null, null]);
    expect((await actingAs(ctx, user).get('/payees')).body.data).toEqual([]);
  });

  it('settings that are not valid JSON, or hold a wrong value, answer 400 with a message', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const csv = 'data;descricao;valor\n01/11/2026;Luz;-100,00';
    const broken = await upload(user, { content: csv }, '{"delimiter":');
    expect(broken.status).toBe(400);
    expect(broken.body.error.message).toBe('Configurações da importação inválidas: envie um objeto JSON');
    const list = await upload(user, { content: csv }, '[1,2]');
    expect(list.status).toBe(400);
    const wrong = await upload(user, { content: csv }, { delimiter: '|', defaultAccountId: account.id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Delimitador inválido (delimiter)');
    const badId = await upload(user, { content: csv }, { defaultAccountId: 'abc' });
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toBe('Identificador inválido (defaultAccountId)');
    const missingColumn = await upload(
      user,
      { content: csv },
      { defaultAccountId: account.id, mapping: { date: 'data', amount: 'valor', category: 'Categoria' } },
    );
    expect(missingColumn.status).toBe(400);
    expect(missingColumn.body.error.message).toBe(
      'A coluna "Categoria" escolhida para categoria não existe no arquivo.',
    );
    expect(await countRows(user)).toBe(0);
  });

  it('no file, no rows, or not multipart: 400 with a message', async () => {
    const user = await createUser(ctx);
    const onlySettings = multipart([{ name: 'settings', data: '{}' }]);
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/transactions/import-csv',
      headers: { ...onlySettings.headers, authorization: `Bearer ${user.token}` },
      payload: onlySettings.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe('Envie o arquivo do extrato (campo "file").');

    const json = await actingAs(ctx, user).post('/transactions/import-csv', { file: 'x' });
    expect(json.status).toBe(400);
    expect(json.body.error.message).toBe('Envie o arquivo como multipart/form-data');

    const headerOnly = await upload(user, { content: 'data;descricao;valor\n' }, {});
    expect(headerOnly.status).toBe(400);
    expect(headerOnly.body.error.message).toBe('O arquivo não tem lançamentos para importar.');

    const empty = await upload(user, { content: '' }, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('O arquivo está vazio.');
  });

  it('a file over 20 MB answers 413 in Portuguese', async () => {
    const user = await createUser(ctx);
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 'a');
    const res = await upload(user, { content: big }, {});
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('O arquivo é grande demais');
  });

  it('needs a signed-in person', async () => {
    const body = multipart([
      { name: 'file', filename: 'a.csv', contentType: 'text/csv', data: 'data;valor\n01/11/2026;1,00' },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/transactions/import-csv',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('one database transaction', () => {
  it('a failure after the first batch was written leaves nothing behind, not even new payees', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const lines = ['data;descricao;valor;favorecido'];
    // A step's rows and ten more (stepRowsOf): the failure comes in the second step, after the first was written.
    const rows = stepRowsOf(ctx.database.kind) + 10;
    for (let i = 0; i < rows; i++) {
      lines.push(
        `${String((i % 28) + 1).padStart(2, '0')}/10/2026;Compra ${i};-${(i % 90) + 1},00;Loja ${i % 3}`,
      );
    }
    const original = ledger.insertImported;
    let calls = 0;
    vi.spyOn(ledger, 'insertImported').mockImplementation(async (db, bookId, rows, tags) => {
      calls += 1;
      if (calls === 2) throw new Error('falha simulada no meio da importação');
      return original(db, bookId, rows, tags);
    });
    const res = await upload(user, { content: lines.join('\n') }, { defaultAccountId: account.id });
    expect(res.status).toBe(500);
    expect(calls).toBe(2);
    expect(await countRows(user)).toBe(0);
    expect((await actingAs(ctx, user).get('/payees')).body.data).toEqual([]);

    vi.restoreAllMocks();
    const ok = await upload(user, { content: lines.join('\n') }, { defaultAccountId: account.id });
    expect(ok.body.data).toMatchObject({ inserted: rows, skipped: 0 });
    expect((await actingAs(ctx, user).get('/payees')).body.data.map((p: { name: string }) => p.name)).toEqual(
      ['Loja 0', 'Loja 1', 'Loja 2'],
    );
  });
});
