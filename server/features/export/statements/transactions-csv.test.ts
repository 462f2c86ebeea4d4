import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsvRecords } from '../../../../common/csv';
import {
  actingAs,
  createAccount,
  createTransaction,
  createUser,
  type TestUser,
} from '../../../test/factories';
import {
  ACCOUNTS,
  accountBody,
  EXPENSE_CATEGORIES,
  INCOME_CATEGORIES,
  seedLedger,
} from '../../../test/fixtures/ledger';
import { multipart } from '../../../test/multipart';
import { setupTestApp } from '../../../test/test-app';
import { CSV_HEADER } from './transactions-csv';

const ctx = setupTestApp();

let owner: TestUser;
let csv: string;
let headers: Record<string, string | string[] | number | undefined>;

beforeAll(async () => {
  owner = await createUser(ctx);
  await seedLedger(ctx, owner);
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/export/transactions.csv',
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(res.statusCode).toBe(200);
  csv = res.body;
  headers = res.headers;
});

const lines = () => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('GET /export/transactions.csv', () => {
  it('is a Brazilian spreadsheet: BOM, ";", Portuguese header, dd/mm/aaaa dates and 1.234,56 amounts', () => {
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toMatch(
      /^attachment; filename="grana-transacoes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(
      csv.startsWith('\uFEFFData;Descrição;Valor;Tipo;Conta;Destino;Categoria;Favorecido;Tags;Status;'),
    ).toBe(true);
    expect(lines()[0]?.split(';')).toEqual([...CSV_HEADER]);
    expect(lines()).toContain(
      '02/11/2026;Supermercado;-450,30;Despesa;Conta Corrente;;Mercado;Pão de Açúcar;Casa, Mensal;Compensada;;' +
        'Farmácia: 80,10 | Sem categoria: 20,00;BRL',
    );
    expect(lines()).toContain(
      '05/11/2026;Salário novembro;5.000,00;Receita;Conta Corrente;;Salário;Empresa X;;Compensada;;;BRL',
    );
    // A transfer is one row, from its account to the destination; the goal contribution is one too.
    expect(lines()).toContain(
      '08/11/2026;Transferência;-300,00;Transferência;Conta Corrente;Poupança;;;;Compensada;;;BRL',
    );
    expect(lines().filter((l) => l.includes(';Transferência;'))).toHaveLength(3);
    // Header, 21 incomes and expenses, 3 transfers and the empty string after the last line end.
    expect(lines()).toHaveLength(1 + 21 + 3 + 1);
    // Chronological.
    const dates = lines()
      .slice(1, -1)
      .map((l) => l.slice(0, 10).split('/').reverse().join('-'));
    expect(dates).toEqual([...dates].sort());
  });

  it('quotes cells that need it and defuses text that a spreadsheet would run as a formula', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Conta; com ponto e vírgula' });
    await createTransaction(ctx, user, account.id, {
      amount: 1234.5,
      date: '2026-11-03',
      description: 'Disse "olá"\nem duas linhas',
    });
    await createTransaction(ctx, user, account.id, {
      amount: 1,
      date: '2026-11-04',
      description: '=HYPERLINK("http://mal.example")',
    });
    const res = await actingAs(ctx, user).get('/export/transactions.csv');
    const text = res.body as unknown as string;
    expect(text).toContain(
      '03/11/2026;"Disse ""olá""\nem duas linhas";-1.234,50;Despesa;"Conta; com ponto e vírgula";',
    );
    const records = parseCsvRecords(text, { delimiter: ';' }).rows;
    expect(records[1]?.[1]).toBe('Disse "olá"\nem duas linhas');
    expect(records[2]?.[1]).toBe(`'=HYPERLINK("http://mal.example")`);
    expect(records.every((r) => r.length === CSV_HEADER.length)).toBe(true);
  });

  it('is read back by our own import into accounts of the same names: the same balances and totals', async () => {
    const copy = await createUser(ctx);
    const as = actingAs(ctx, copy);
    for (const a of Object.values(ACCOUNTS)) {
      await as.post('/accounts', accountBody(a));
    }
    for (const nome of INCOME_CATEGORIES) await as.post('/categories', { nome, tipo: 'receita' });
    for (const nome of EXPENSE_CATEGORIES) await as.post('/categories', { nome, tipo: 'despesa' });
    await as.post('/accounts/archive', {
      id: (await as.get('/accounts')).body.data.find((a: { name: string }) => a.name === ACCOUNTS.antiga.name)
        .id,
    });

    const form = multipart([
      { name: 'settings', data: '{}' },
      { name: 'file', filename: 'grana-transacoes.csv', contentType: 'text/csv', data: Buffer.from(csv) },
    ]);
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/transactions/import-csv',
      headers: { ...form.headers, authorization: `Bearer ${copy.token}` },
      payload: form.payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ inserted: 21 + 2 * 3, skipped: 0, errorCount: 0 });

    const read = async (user: TestUser) => {
      const them = actingAs(ctx, user);
      const period = { from: '2026-09-01', to: '2026-12-31' };
      const accounts = (await them.get('/accounts', { includeArchived: 'true' })).body.data as Array<{
        name: string;
        balance: number;
      }>;
      return {
        balances: accounts.map((a) => [a.name, a.balance]),
        summary: (await them.get('/reports/summary', period)).body.data,
        monthly: (await them.get('/reports/monthly', period)).body.data,
      };
    };
    expect(await read(copy)).toEqual(await read(owner));
  });
});
