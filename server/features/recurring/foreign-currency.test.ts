import { afterEach, describe, expect, it } from 'vitest';
import { personAt, realClock } from '../../test/clock';
import { succeeded } from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
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

  it('is paid by its account’s statement in dollars, the item’s dollars in reais once, never twice', async () => {
    const { as, user } = await personAt(ctx, '2026-11-28T15:00:00-03:00');
    const nomad = await succeeded<{ id: number }>(as.post('/accounts', { name: 'Nomad', currency: 'USD' }));
    await succeeded(as.put('/exchange-rates/USD', { cotacoes: [{ data: '2026-11-27', cotacao: '5,4000' }] }));
    const item = await succeeded<{ id: number }>(
      as.post('/recurring', { account_id: nomad.id, amount: 10, description: 'Streaming', due_day: 30 }),
    );
    // Nomad's OFX in dollars (CURDEF USD): the charge of US$ 10,00 on 27/11, three days before it falls due.
    const ofx = `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>9988<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261127<TRNAMT>-10.00<FITID>N-9<NAME>STREAMING SERVICE</NAME></STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const res = await uploadStatement(
      ctx,
      user,
      { content: ofx, filename: 'nomad.ofx' },
      { defaultAccountId: nomad.id },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The line wrote the item's payment (one row), not a row beside it.
    expect(res.body.data).toMatchObject({ inserted: 1, recurringPaid: 1 });
    // The payment is the item's row in dollars; the item waits for December, and November's is paid in reais.
    const rows = (await as.get('/transactions', { from: '2026-11-01', to: '2026-11-30' })).body.data;
    expect(
      rows.items.map((r: { description: string; amount: number; currency: string }) => [
        r.description,
        r.amount,
        r.currency,
      ]),
    ).toEqual([['Streaming', 10, 'USD']]);
    const items = await succeeded<Array<{ id: number; next_run: string }>>(as.get('/recurring'));
    expect(items.find((i) => i.id === item.id)?.next_run).toBe('2026-12-30');
    // The same statement again finds its line in the payment.
    const again = await uploadStatement(
      ctx,
      user,
      { content: ofx, filename: 'nomad.ofx' },
      { defaultAccountId: nomad.id },
    );
    expect(again.body.data).toMatchObject({ inserted: 0, duplicates: 1, recurringPaid: 0 });
  });
});
