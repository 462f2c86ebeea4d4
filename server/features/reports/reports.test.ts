import { beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../../common/money';
import { actingAs, createUser, type TestUser } from '../../test/factories';
import {
  inPeriod,
  type Line,
  linesOf,
  type SeededLedger,
  seedLedger,
  seedStranger,
  sum,
  TRANSACTIONS,
} from '../../test/fixtures/ledger';
import { readPdfText } from '../../test/pdf-text';
import { call, setupTestApp } from '../../test/test-app';
import { splitPeriod } from './period-money';

const ctx = setupTestApp();
const FROM = '2026-11-01';
const TO = '2026-11-30';

let user: TestUser;
let ledger: SeededLedger;
let stranger: TestUser;

beforeAll(async () => {
  user = await createUser(ctx);
  stranger = await createUser(ctx, { name: 'Outra Pessoa' });
  await seedStranger(ctx, stranger);
  ledger = await seedLedger(ctx, user);
});

const get = (path: string, query: Record<string, unknown>) => actingAs(ctx, user).get(path, query);

type Row = { id: number | null; name: string; type: 'receita' | 'despesa'; total: number; percent: number };

/** Rows as the reports answer them, computed from the seeded lines: one per (name, type), largest first. */
function expectedRows(
  lines: Line[],
  keysOf: (line: Line) => Array<string | null>,
  idOf: (name: string) => number | undefined,
  missing: string,
): Row[] {
  const totals = new Map<string, { name: string | null; type: Line['type']; cents: number }>();
  for (const line of lines) {
    for (const name of keysOf(line)) {
      const key = `${line.type}|${name}`;
      const entry = totals.get(key) ?? { name, type: line.type, cents: 0 };
      entry.cents += line.cents;
      totals.set(key, entry);
    }
  }
  const typeCents = (type: Line['type']) =>
    [...totals.values()].filter((e) => e.type === type).reduce((sum, e) => sum + e.cents, 0);
  return [...totals.values()]
    .sort(
      (a, b) =>
        b.cents - a.cents ||
        Number(a.name === null) - Number(b.name === null) ||
        (a.name ?? '').localeCompare(b.name ?? '', 'pt-BR'),
    )
    .map((e) => ({
      id: e.name === null ? null : (idOf(e.name) ?? -1),
      name: e.name ?? missing,
      type: e.type === 'RECEITA' ? 'receita' : 'despesa',
      total: e.cents / 100,
      // The share of its type's rows, one decimal.
      percent: Math.round((e.cents / typeCents(e.type)) * 1000) / 10,
    }));
}

const novemberLines = () => linesOf().filter((l) => inPeriod(l.date, FROM, TO));

describe('GET /reports/by-category, /by-payee, /by-tag', () => {
  it('by-category: split parts under their own category, uncategorised money as Sem categoria', async () => {
    const res = await get('/reports/by-category', { from: FROM, to: TO });
    expect(res.status).toBe(200);
    const expected = expectedRows(
      novemberLines(),
      (l) => [l.category],
      (n) => ledger.categoryIds.get(n),
      'Sem categoria',
    );
    expect(res.body.data).toEqual(expected);
    // Spot checks of the rules the expected rows encode.
    const byName = (name: string, type = 'despesa') =>
      (res.body.data as Row[]).find((r) => r.name === name && r.type === type)?.total;
    expect(byName('Mercado')).toBe(390.2); // 450,30 - 80,10 - 20,00 + 40,00 of the wholly split one
    expect(byName('Farmácia')).toBe(140.1); // two split parts
    expect(byName('Sem categoria')).toBe(35); // a split part and an expense without category
    expect(byName('Sem categoria', 'receita')).toBe(10.25);
    expect(byName('Lazer')).toBe(72.34); // the archived account's expense counts
  });

  it('the rows add up to the period totals; transfers and the goal contribution count nowhere', async () => {
    const rows = (await get('/reports/by-category', { from: FROM, to: TO })).body.data as Row[];
    const incomes = sum(
      TRANSACTIONS.filter((t) => t.type === 'RECEITA' && inPeriod(t.date, FROM, TO)).map((t) => t.cents),
    );
    const expenses = sum(
      TRANSACTIONS.filter((t) => t.type === 'DESPESA' && inPeriod(t.date, FROM, TO)).map((t) => t.cents),
    );
    const cents = (type: string) =>
      sum(rows.filter((r) => r.type === type).map((r) => Math.round(r.total * 100)));
    expect(cents('receita')).toBe(incomes);
    expect(cents('despesa')).toBe(expenses);
    expect(rows.some((r) => /Transfer|Aporte/.test(r.name))).toBe(false);
  });

  it('by-payee: a split part with its own payee counts under it; no payee is Sem favorecido', async () => {
    const res = await get('/reports/by-payee', { from: FROM, to: TO });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(
      expectedRows(
        novemberLines(),
        (l) => [l.payee],
        (n) => ledger.payeeIds.get(n),
        'Sem favorecido',
      ),
    );
    const find = (name: string, type = 'despesa') =>
      (res.body.data as Row[]).find((r) => r.name === name && r.type === type)?.total;
    expect(find('Pão de Açúcar')).toBe(490.3);
    expect(find('Drogasil')).toBe(60);
    expect(find('Sem favorecido')).toBe(262.34);
    expect(find('Sem favorecido', 'receita')).toBe(10.25);
  });

  it('by-tag: a transaction counts under each of its tags; untagged money is Sem tag', async () => {
    const res = await get('/reports/by-tag', { from: FROM, to: TO });
    expect(res.status).toBe(200);
    // All in reais: no tag has money in another currency.
    expect(res.body.data).toEqual(
      expectedRows(
        novemberLines(),
        (l) => (l.tags.length ? l.tags : [null]),
        (n) => ledger.tagIds.get(n),
        'Sem tag',
      ).map((r) => ({ ...r, currencies: [] })),
    );
    const find = (name: string, type = 'despesa') =>
      (res.body.data as Row[]).find((r) => r.name === name && r.type === type)?.total;
    expect(find('Casa')).toBe(2340.2); // 450,30 + 1.800,00 + 89,90
    expect(find('Mensal')).toBe(2250.3);
    expect(find('Trabalho', 'receita')).toBe(1200.5);
    expect(find('Sem tag', 'receita')).toBe(5010.25);
  });

  it('a period with no money answers an empty list', async () => {
    for (const p of ['/reports/by-category', '/reports/by-payee', '/reports/by-tag']) {
      const res = await get(p, { from: '2020-01-01', to: '2020-01-31' });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    }
  });
});

describe('GET /reports/monthly', () => {
  const expectedMonths = (from: string, to: string, months: string[]) =>
    months.map((month) => {
      const of = (type: string) =>
        sum(
          TRANSACTIONS.filter(
            (t) => t.type === type && t.date.slice(0, 7) === month.slice(0, 7) && inPeriod(t.date, from, to),
          ).map((t) => t.cents),
        ) / 100;
      return { month, receitas: of('RECEITA'), despesas: of('DESPESA') };
    });

  it('answers every month of the range, zeros included', async () => {
    const res = await get('/reports/monthly', { from: '2026-06-01', to: '2026-11-30' });
    expect(res.status).toBe(200);
    const months = ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'];
    expect(res.body.data).toEqual(expectedMonths('2026-06-01', '2026-11-30', months));
    expect(res.body.data[0]).toEqual({ month: '2026-06-01', receitas: 0, despesas: 0 });
    expect(res.body.data[4]).toEqual({ month: '2026-10-01', receitas: 5000, despesas: 2420.44 });
  });

  it('counts only the dates inside the range in its first and last months', async () => {
    const from = '2026-09-15';
    const to = '2026-11-10';
    const res = await get('/reports/monthly', { from, to });
    expect(res.body.data).toEqual(expectedMonths(from, to, ['2026-09-01', '2026-10-01', '2026-11-01']));
    // September: only the 30th's income is inside; November: up to the 10th.
    expect(res.body.data[0]).toEqual({ month: '2026-09-01', receitas: 700, despesas: 0 });
    expect(res.body.data[2]).toEqual({ month: '2026-11-01', receitas: 5000, despesas: 2262.64 });
  });

  it('a range across years', async () => {
    const res = await get('/reports/monthly', { from: '2025-12-01', to: '2026-01-31' });
    expect(res.body.data).toEqual([
      { month: '2025-12-01', receitas: 0, despesas: 0 },
      { month: '2026-01-01', receitas: 0, despesas: 0 },
    ]);
  });
});

describe('GET /reports/top-expenses and /top-incomes', () => {
  const expectedTop = (type: 'RECEITA' | 'DESPESA', limit: number) => {
    const txs = TRANSACTIONS.filter((t) => t.type === type && inPeriod(t.date, FROM, TO));
    const lines = novemberLines();
    return {
      data: [...txs]
        .sort((a, b) => b.cents - a.cents || (a.date < b.date ? 1 : -1))
        .slice(0, limit)
        .map((t) => {
          const byCategory = new Map<string, number>();
          for (const l of lines.filter((x) => x.tx === t)) {
            const name = l.category ?? 'Sem categoria';
            byCategory.set(name, (byCategory.get(name) ?? 0) + l.cents);
          }
          const category = [...byCategory]
            .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
            .map(([n]) => n)
            .join(', ');
          return {
            name: t.description || t.payee || category,
            date: t.date,
            category,
            total: t.cents / 100,
          };
        }),
      total: sum(txs.map((t) => t.cents)) / 100,
    };
  };

  it('top-expenses: the largest expenses whole, with their categories, and the total of all expenses', async () => {
    const res = await get('/reports/top-expenses', { from: FROM, to: TO, limit: 3 });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(expectedTop('DESPESA', 3).total);
    expect(res.body.data.map(({ id: _id, ...rest }: { id: number }) => rest)).toEqual(
      expectedTop('DESPESA', 3).data,
    );
    expect(res.body.data[1]).toMatchObject({
      name: 'Supermercado',
      category: 'Mercado, Farmácia, Sem categoria',
      total: 450.3,
    });
    expect(typeof res.body.data[0].id).toBe('number');
  });

  it('names an expense without description by its payee; limit defaults to 5 and goes up to 50', async () => {
    const five = await get('/reports/top-expenses', { from: FROM, to: TO });
    expect(five.body.data).toHaveLength(5);
    const all = await get('/reports/top-expenses', { from: FROM, to: TO, limit: 50 });
    expect(all.body.data.map(({ id: _id, ...rest }: { id: number }) => rest)).toEqual(
      expectedTop('DESPESA', 50).data,
    );
    expect(all.body.data.find((d: { total: number }) => d.total === 15)).toMatchObject({
      name: 'Padaria',
      category: 'Sem categoria',
    });
  });

  it('top-incomes', async () => {
    const res = await get('/reports/top-incomes', { from: FROM, to: TO });
    expect(res.status).toBe(200);
    expect(res.body.data.map(({ id: _id, ...rest }: { id: number }) => rest)).toEqual(
      expectedTop('RECEITA', 5).data,
    );
    expect(res.body.total).toBe(6210.75);
  });
});

describe('GET /reports/summary', () => {
  it('answers the totals, the result, the number of transactions and the savings rate', async () => {
    const txs = TRANSACTIONS.filter((t) => inPeriod(t.date, FROM, TO));
    const receitas = sum(txs.filter((t) => t.type === 'RECEITA').map((t) => t.cents));
    const despesas = sum(txs.filter((t) => t.type === 'DESPESA').map((t) => t.cents));
    const res = await get('/reports/summary', { from: FROM, to: TO });
    expect(res.status).toBe(200);
    // The person's balances today come along (shared/balances.test.ts checks them): not the period's figures.
    const { balances, history_start, ...totals } = res.body.data;
    expect(balances).toMatchObject({ account_count: expect.any(Number) });
    // The history begins in the month of the earliest row (Insights compares only with whole periods after it).
    const earliest = TRANSACTIONS.map((t) => t.date).sort()[0] as string;
    expect(history_start).toBe(`${earliest.slice(0, 7)}-01`);
    expect(totals).toEqual({
      from: FROM,
      to: TO,
      receitas: receitas / 100,
      despesas: despesas / 100,
      resultado: (receitas - despesas) / 100,
      count: txs.length,
      savings_rate: Math.round(((receitas - despesas) / receitas) * 1000) / 10,
      // Every account is in reais: none left out.
      unconverted_accounts: [],
    });
    const empty = await get('/reports/summary', { from: '2020-01-01', to: '2020-01-31' });
    expect(empty.body.data).toMatchObject({ receitas: 0, despesas: 0, count: 0, savings_rate: null });
  });
});

describe('isolation and validation', () => {
  it("another person's money never appears", async () => {
    const as = actingAs(ctx, stranger);
    const rows = (await as.get('/reports/by-category', { from: FROM, to: TO })).body.data;
    expect(rows).toEqual([
      { id: null, name: 'Sem categoria', type: 'receita', total: 999.99, percent: 100 },
      { id: expect.any(Number), name: 'Mercado', type: 'despesa', total: 111.11, percent: 100 },
    ]);
    expect((await as.get('/reports/by-payee', { from: FROM, to: TO })).body.data).toHaveLength(2);
    expect((await as.get('/reports/top-expenses', { from: FROM, to: TO })).body).toMatchObject({
      total: 111.11,
      data: [{ name: 'Alheia', total: 111.11 }],
    });
    const mine = (await get('/reports/by-tag', { from: FROM, to: TO })).body.data as Row[];
    expect(mine.find((r) => r.name === 'Casa')?.total).toBe(2340.2);
  });

  it('asks for a session', async () => {
    const res = await call(ctx.app, 'GET', `/api/v1/reports/by-category?from=${FROM}&to=${TO}`);
    expect(res.status).toBe(401);
  });

  it.each([
    [{ to: TO }, 'Informe a data inicial do período (from)'],
    [{ from: FROM }, 'Informe a data final do período (to)'],
    [{ from: '', to: TO }, 'Informe a data inicial do período (from)'],
    [{ from: '2026-02-30', to: TO }, 'Data inválida: use o formato AAAA-MM-DD'],
    [{ from: '01/11/2026', to: TO }, 'Data inválida: use o formato AAAA-MM-DD'],
    [{ from: TO, to: FROM }, 'A data inicial deve ser anterior ou igual à data final'],
    [{ from: '2000-01-01', to: '2020-01-01' }, 'O período pode ter no máximo 20 anos'],
  ])('refuses %o with "%s" on every report', async (query, message) => {
    for (const p of [
      '/reports/summary',
      '/reports/by-category',
      '/reports/by-payee',
      '/reports/by-tag',
      '/reports/monthly',
      '/reports/top-expenses',
      '/reports/top-incomes',
      '/reports/pdf',
    ]) {
      const res = await get(p, query);
      expect(res.status, p).toBe(400);
      expect(res.body.error.message, p).toBe(message);
    }
  });

  it('accepts exactly 20 years', async () => {
    const res = await get('/reports/summary', { from: '2000-01-01', to: '2019-12-31' });
    expect(res.status).toBe(200);
  });

  it.each([0, 51, 'abc', 2.5])('refuses limit=%s', async (limit) => {
    const res = await get('/reports/top-expenses', { from: FROM, to: TO, limit });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('O limite deve ser um número inteiro de 1 a 50');
  });
});

describe('GET /reports/pdf', () => {
  it('answers a PDF file with the period, its totals, accents and the largest categories', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/reports/pdf?from=${FROM}&to=${TO}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="grana-relatorio-2026-11.pdf"');
    const body = res.rawPayload;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await readPdfText(body)).flat;

    const txs = TRANSACTIONS.filter((t) => inPeriod(t.date, FROM, TO));
    const receitas = sum(txs.filter((t) => t.type === 'RECEITA').map((t) => t.cents));
    const despesas = sum(txs.filter((t) => t.type === 'DESPESA').map((t) => t.cents));
    expect(text).toContain('Relatório financeiro');
    expect(text).toContain('Período: 01/11/2026 a 30/11/2026');
    expect(text).toMatch(new RegExp(`Receitas ${escapeRegExp(formatCents(receitas))}`));
    expect(text).toMatch(new RegExp(`Despesas ${escapeRegExp(formatCents(despesas))}`));
    expect(text).toMatch(new RegExp(`Resultado ${escapeRegExp(formatCents(receitas - despesas))}`));
    expect(formatCents(receitas)).toBe('R$ 6.210,75');
    expect(text).toContain(`Transações ${txs.length}`);
    // The 8 largest expense categories, accents intact, with their totals.
    for (const [name, total] of [
      ['Moradia', 'R$ 1.800,00'],
      ['Mercado', 'R$ 390,20'],
      ['Saúde', 'R$ 250,00'],
      ['Educação', 'R$ 199,99'],
      ['Farmácia', 'R$ 140,10'],
    ] as const) {
      expect(text).toMatch(new RegExp(`${name} ${escapeRegExp(total)}`));
    }
    expect(text).toContain('Distribuição das despesas');
    expect(text).toContain('As 6 maiores categorias');
    expect(text).toContain('Outras');
    expect(text).toContain('Transferências entre contas e aportes em metas não entram nos totais');
  });

  it('an empty period still makes a PDF that says so; names a range by both months', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/reports/pdf?from=2020-01-01&to=2020-03-31',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="grana-relatorio-2020-01-a-2020-03.pdf"',
    );
    const text = (await readPdfText(res.rawPayload)).flat;
    expect(text).toContain('Período: 01/01/2020 a 31/03/2020');
    expect(text).toContain('Nenhuma despesa no período.');
    expect(text).toMatch(/Receitas R\$ 0,00/);
  });
});

describe('PDF text outside the standard fonts', () => {
  it('leaves out what Helvetica cannot draw and keeps the Portuguese letters', async () => {
    const person = await createUser(ctx);
    const as = actingAs(ctx, person);
    const account = (await as.post('/accounts', { name: 'Conta' })).body.data;
    const category = (await as.post('/categories', { nome: '🍔 Lanches ç ã é ô', tipo: 'despesa' })).body
      .data;
    await as.post('/transactions', {
      type: 'DESPESA',
      amount: 12.5,
      date: '2026-11-03',
      accountId: account.id,
      categoryId: category.id,
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/reports/pdf?from=2026-11-01&to=2026-11-30',
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(res.statusCode).toBe(200);
    const { pages } = await readPdfText(res.rawPayload);
    expect(pages.join('\n')).toMatch(/^1 +Lanches ç ã é ô +R\$ 12,50 +100,0%$/m);
  });
});

describe('splitPeriod', () => {
  it('reads whole months from the rollup and the days at either end from the transactions', () => {
    expect(splitPeriod('2026-01-15', '2026-04-10')).toEqual({
      months: { from: '2026-02-01', to: '2026-03-01' },
      edges: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-04-01', to: '2026-04-10' },
      ],
    });
    expect(splitPeriod('2026-01-01', '2026-12-31')).toEqual({
      months: { from: '2026-01-01', to: '2026-12-01' },
      edges: [],
    });
    expect(splitPeriod('2026-11-10', '2026-11-12')).toEqual({
      months: null,
      edges: [{ from: '2026-11-10', to: '2026-11-12' }],
    });
    expect(splitPeriod('2026-02-01', '2026-02-27')).toEqual({
      months: null,
      edges: [{ from: '2026-02-01', to: '2026-02-27' }],
    });
    expect(splitPeriod('2024-02-01', '2024-02-29')).toEqual({
      months: { from: '2024-02-01', to: '2024-02-01' },
      edges: [],
    });
    expect(splitPeriod('2026-01-31', '2026-03-01')).toEqual({
      months: { from: '2026-02-01', to: '2026-02-01' },
      edges: [
        { from: '2026-01-31', to: '2026-01-31' },
        { from: '2026-03-01', to: '2026-03-01' },
      ],
    });
  });
});

describe('figures after edits and deletes', () => {
  it('follow every change of the ledger, whole months and partial ones alike', async () => {
    const person = await createUser(ctx);
    const as = actingAs(ctx, person);
    const account = (await as.post('/accounts', { name: 'Conta' })).body.data;
    const food = (await as.post('/categories', { nome: 'Comida', tipo: 'despesa' })).body.data;
    const home = (await as.post('/categories', { nome: 'Casa', tipo: 'despesa' })).body.data;
    const a = (
      await as.post('/transactions', {
        type: 'DESPESA',
        amount: 100,
        date: '2026-10-31',
        accountId: account.id,
        categoryId: food.id,
      })
    ).body.data;
    const b = (
      await as.post('/transactions', {
        type: 'DESPESA',
        amount: 50,
        date: '2026-11-02',
        accountId: account.id,
        categoryId: food.id,
      })
    ).body.data;
    // Moved to another month and category, then the other one deleted.
    expect(
      (
        await as.put('/transactions', {
          id: a.id,
          type: 'DESPESA',
          amount: 70,
          date: '2026-11-20',
          accountId: account.id,
          categoryId: home.id,
        })
      ).status,
    ).toBe(200);
    expect((await as.delete('/transactions', { id: b.id })).status).toBe(200);
    for (const [from, to] of [
      ['2026-10-01', '2026-11-30'],
      ['2026-10-15', '2026-11-25'],
    ]) {
      const rows = (await as.get('/reports/by-category', { from, to })).body.data;
      expect(rows).toEqual([{ id: home.id, name: 'Casa', type: 'despesa', total: 70, percent: 100 }]);
      const months = (await as.get('/reports/monthly', { from, to })).body.data;
      expect(months).toEqual([
        { month: '2026-10-01', receitas: 0, despesas: 0 },
        { month: '2026-11-01', receitas: 0, despesas: 70 },
      ]);
      expect((await as.get('/reports/summary', { from, to })).body.data).toMatchObject({
        despesas: 70,
        count: 1,
      });
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
