import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { personAt, realClock } from '../../test/clock';
import { actingAs, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();
afterEach(() => realClock(ctx));

/** The Banco Central's PTAX as its job keeps it (buy, sell: reais per dollar). */
async function ptax(currency: string, rows: Array<[string, string, string]>) {
  for (const [date, buy, sell] of rows) {
    await ctx.database.db.execute(
      sql`insert into exchange_rates (currency, date, buy, sell) values (${currency}, ${date}, ${buy}, ${sell})
          on conflict do nothing`,
    );
  }
}

type Answer = { body: { data: Record<string, unknown> & { id: number } } };

describe('an account in another currency', () => {
  it('keeps its amounts in its currency and counts in reais at the PTAX buy of the last business day', async () => {
    await ptax('USD', [
      ['2026-11-19', '5.3000', '5.3006'],
      // Friday 20/11 is Consciência Negra, a national holiday: no PTAX. Monday 23/11 has one.
      ['2026-11-23', '5.3245', '5.3251'],
    ]);
    // Saturday 28/11 reads Friday 27/11's... which the Banco Central has not published here: Monday 23/11's.
    const { as } = await personAt(ctx, '2026-11-28T15:00:00-03:00');
    const itau = (await as.post('/accounts', { name: 'Itaú', opening_balance: 1000 })).body.data;
    const nomad = await as.post('/accounts', { name: 'Nomad', currency: 'usd', opening_balance: 250.5 });
    expect(nomad.status).toBe(201);
    expect(nomad.body.data).toMatchObject({
      currency: 'USD',
      opening_balance: 250.5,
      balance_today: 250.5,
      // US$ 250,50 × 5,3245 = 1.333,78725 → R$ 1.333,79.
      balance_today_reais: 1333.79,
      rate: { currency: 'USD', rate: '5.3245', date: '2026-11-23', source: 'ptax' },
    });
    expect(itau).toMatchObject({ currency: 'BRL', balance_today_reais: 1000, rate: null });

    // "Saldo em contas" sums reais: R$ 1.000,00 + R$ 1.333,79, and says which rate.
    const balances = (await as.get('/accounts/balances')).body.data;
    expect(balances).toMatchObject({
      accounts: 2333.79,
      account_count: 2,
      rates: [{ currency: 'USD', rate: '5.3245', date: '2026-11-23' }],
      unconverted_accounts: [],
    });
    // The dashboard's saldo is the same figure; its account list keeps the dollar balance in dollars.
    const dashboard = (await as.get('/dashboard/summary?from=2026-11-01&to=2026-11-30')).body.data;
    expect(dashboard.saldo).toBe(2333.79);
    expect(dashboard.accounts).toContainEqual(
      expect.objectContaining({ name: 'Nomad', currency: 'USD', balance: 250.5 }),
    );
    // The forecast starts from that figure too.
    expect((await as.get('/forecast?days=30')).body.data.start_balance).toBe(2333.79);
    // Patrimônio's current month counts the dollars at the same rate.
    const netWorth = (await as.get('/net-worth?meses=1')).body.data;
    expect(netWorth.months.at(-1).caixa).toBe(2333.79);
    expect(netWorth.rates).toEqual([{ currency: 'USD', rate: '5.3245', date: '2026-11-23', source: 'ptax' }]);
  });

  it('without a rate within ten days is left out of every sum in reais, and named', async () => {
    // A peso account: the Banco Central publishes no PTAX for the Argentine peso.
    const { as } = await personAt(ctx, '2026-11-28T15:00:00-03:00');
    await as.post('/accounts', { name: 'Carteira', type: 'cash', opening_balance: 80 });
    const pesos = (
      await as.post('/accounts', { name: 'Pesos', type: 'cash', currency: 'ARS', opening_balance: 150000 })
    ).body.data;
    expect(pesos).toMatchObject({
      currency: 'ARS',
      balance_today: 150000,
      balance_today_reais: null,
      rate: null,
    });
    const balances = (await as.get('/accounts/balances')).body.data;
    expect(balances).toMatchObject({ accounts: 80, account_count: 1, unconverted_accounts: [pesos.id] });
    expect((await as.get('/forecast?days=30')).body.data.start_balance).toBe(80);
    expect((await as.get('/net-worth?meses=1')).body.data).toMatchObject({ unconvertedAccounts: [pesos.id] });
  });

  it('a rate the book typed fills a day the Banco Central did not publish', async () => {
    const { as } = await personAt(ctx, '2026-11-28T15:00:00-03:00');
    const pesos = (
      await as.post('/accounts', { name: 'Pesos', type: 'cash', currency: 'ARS', opening_balance: 150000 })
    ).body.data;
    const typed = await as.put('/exchange-rates/ARS', {
      cotacoes: [{ data: '2026-11-26', cotacao: '0,0043' }],
    });
    expect(typed.status).toBe(200);
    // ARS 150.000,00 × 0,0043 = R$ 645,00.
    const listed = (await as.get('/accounts')).body.data.find((a: { id: number }) => a.id === pesos.id);
    expect(listed).toMatchObject({
      balance_today_reais: 645,
      rate: { currency: 'ARS', rate: '0.0043', date: '2026-11-26', source: 'livro' },
    });
    // Another book's rate is not this one's.
    const other = actingAs(ctx, await createUser(ctx));
    const theirs = (await other.post('/accounts', { name: 'Pesos', type: 'cash', currency: 'ARS' })).body
      .data;
    expect(theirs.rate).toBeNull();
  });

  it('refuses an unknown currency, a card in another currency, and a change of currency once it has rows', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    const unknown = await as.post('/accounts', { name: 'Cripto', currency: 'BTC' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/^Moeda desconhecida\. Use um código ISO 4217: BRL, USD/);
    const card = await as.post('/accounts', {
      name: 'Cartão dólar',
      type: 'credit_card',
      currency: 'USD',
      closing_day: 3,
      due_day: 10,
      credit_limit: 1000,
    });
    expect(card.status).toBe(400);
    expect(card.body.error.message).toBe(
      'Cartões de crédito ficam em reais: uma compra no exterior é lançada com o valor na outra moeda.',
    );
    expect((await as.get('/accounts')).body.data).toEqual([]);

    const wise = (await as.post('/accounts', { name: 'Wise', currency: 'EUR' })).body.data;
    // No rows yet: the currency may still change; a PUT without one keeps it.
    const dollars = (await as.put('/accounts', { id: wise.id, name: 'Wise', currency: 'USD' })) as Answer;
    expect(dollars.body.data.currency).toBe('USD');
    const kept = (await as.put('/accounts', { id: wise.id, name: 'Wise US$' })) as Answer;
    expect(kept.body.data.currency).toBe('USD');
    await as.post('/transactions', {
      description: 'Depósito',
      amount: 100,
      type: 'RECEITA',
      date: '2026-11-10',
      accountId: wise.id,
    });
    const changed = await as.put('/accounts', { id: wise.id, name: 'Wise', currency: 'EUR' });
    expect(changed.status).toBe(400);
    expect(changed.body.error.message).toBe(
      'Esta conta já tem lançamentos: a moeda não pode mudar. Crie outra conta na nova moeda.',
    );
    // Named as the field's, so the form shows it by the currency.
    expect(changed.body.error.reason).toBe('currency');
    // The list's totals are in reais: the US$ 100,00 is not added as R$ 100,00, for a month or any period.
    for (const period of [
      { from: '2026-11-01', to: '2026-11-30' },
      { from: '2026-11-05', to: '2026-11-20' },
    ]) {
      const listed = (await as.get('/transactions', period)).body.data;
      expect(listed.items).toHaveLength(1);
      expect(listed.totals).toMatchObject({ receitas: 0, despesas: 0 });
    }
    const after = (await as.get('/accounts')).body.data[0];
    expect(after).toMatchObject({ name: 'Wise US$', currency: 'USD', balance: 100 });

    // Beside it, an account in reais: its rows are the totals, whole months, any period or a search alike.
    const checking = (await as.post('/accounts', { name: 'Conta Corrente' })).body.data;
    await as.post('/transactions', {
      description: 'Depósito',
      amount: 250,
      type: 'RECEITA',
      date: '2026-11-12',
      accountId: checking.id,
    });
    for (const query of [
      { from: '2026-11-01', to: '2026-11-30' },
      { from: '2026-11-05', to: '2026-11-20' },
      { from: '2026-11-01', to: '2026-11-30', q: 'deposito' },
    ]) {
      const listed = (await as.get('/transactions', query)).body.data;
      expect(listed.items).toHaveLength(2);
      expect(listed.totals).toMatchObject({ receitas: 250, despesas: 0, count: 1 });
    }
  });
});
