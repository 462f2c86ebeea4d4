import { afterEach, describe, expect, it } from 'vitest';
import { personAt, realClock } from '../../test/clock';
import { succeeded } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();
afterEach(() => realClock(ctx));

describe('fixed items of accounts in other currencies', () => {
  it('count in reais at today’s rate on the dashboard, Gastos fixos and Previsão alike; one without a rate is named', async () => {
    // Saturday 28/11/2026; the dollar's rate is the book's own, typed for Friday 27/11 (no PTAX in tests).
    const { as } = await personAt(ctx, '2026-11-28T15:00:00-03:00');
    const itau = await succeeded<{ id: number }>(
      as.post('/accounts', { name: 'Itaú', opening_balance: 1000 }),
    );
    const nomad = await succeeded<{ id: number }>(as.post('/accounts', { name: 'Nomad', currency: 'USD' }));
    const wise = await succeeded<{ id: number }>(as.post('/accounts', { name: 'Wise', currency: 'EUR' }));
    await succeeded(as.put('/exchange-rates/USD', { cotacoes: [{ data: '2026-11-27', cotacao: '5,4000' }] }));
    for (const body of [
      { account_id: itau.id, amount: 100, description: 'Internet', due_day: 30 },
      { account_id: nomad.id, amount: 10, description: 'Streaming', due_day: 30 },
      // No rate for the euro: left out, and its account named.
      { account_id: wise.id, amount: 7, description: 'Nuvem', due_day: 30 },
    ]) {
      await succeeded(as.post('/recurring', body));
    }

    // R$ 100,00 + US$ 10,00 × 5,4000 = R$ 154,00, all pending on 30/11.
    const expected = {
      count: 2,
      total_monthly: 154,
      pending: { count: 2, total: 154 },
      rates: [expect.objectContaining({ currency: 'USD', rate: '5.4000', date: '2026-11-27' })],
      unconverted_accounts: [wise.id],
    };
    const dashboard = await succeeded<{ fixed: unknown }>(
      as.get('/dashboard/summary', { from: '2026-11-01', to: '2026-11-30' }),
    );
    expect(dashboard.fixed).toMatchObject(expected);
    expect(await succeeded(as.get('/recurring/summary'))).toMatchObject(expected);

    // The list gives each item in its account's currency, as typed.
    const items = await succeeded<Array<{ description: string; amount: number; account_currency: string }>>(
      as.get('/recurring'),
    );
    expect(items.map((i) => [i.description, i.amount, i.account_currency])).toEqual(
      expect.arrayContaining([
        ['Internet', 100, 'BRL'],
        ['Streaming', 10, 'USD'],
        ['Nuvem', 7, 'EUR'],
      ]),
    );

    // Previsão counts the same item at the same reais.
    const forecast = await succeeded<{ items: Array<{ description: string; amount: number }> }>(
      as.get('/forecast', { days: 5 }),
    );
    expect(forecast.items.find((i) => i.description === 'Streaming')?.amount).toBe(-54);
  });
});
