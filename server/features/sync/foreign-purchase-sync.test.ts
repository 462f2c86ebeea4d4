import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../../common/dates';
import { actingAs } from '../../test/factories';
import { pluggyTransaction } from '../../test/fake-pluggy';
import { type ConnectedBank, setupTestAppWithPluggy } from '../../test/pluggy-app';
import { expectLedgerConsistent } from '../../trust/world';

const { ctx, pluggy, connectedBank, syncedOk } = setupTestAppWithPluggy();

const purchaseDay = () => addDays(todayIn(DEFAULT_TIME_ZONE), -6);

interface Row {
  id: number;
  description: string;
  amount: number;
  foreign: { amount: number; currency: string; estimated: boolean; rate: string } | null;
  estimated: boolean;
}

const rowsOf = async (bank: ConnectedBank): Promise<Row[]> =>
  (await actingAs(ctx, bank.user).get('/transactions', { limit: 50 })).body.data.items;

/** The card's bank lists AWS a day after the purchase: US$ 50,00 charged as R$ 287,53. */
function bankListsAws(bank: ConnectedBank) {
  pluggy().state.transactions.push(
    pluggyTransaction({
      accountId: bank.bankAccountId,
      date: `${addDays(purchaseDay(), 1)}T00:00:00.000Z`,
      description: 'AMAZON WEB SERVICES',
      type: 'DEBIT',
      amount: 50,
      currencyCode: 'USD',
      amountInAccountCurrency: 287.53,
    }),
  );
}

describe('a synced card purchase abroad', () => {
  it('is written in reais with the dollars the bank gave, not an estimate', async () => {
    const bank = await connectedBank({ kind: 'card' });
    bankListsAws(bank);
    // A line in reais that names its currency and its amount in the account's: nothing abroad.
    pluggy().state.transactions.push(
      pluggyTransaction({
        accountId: bank.bankAccountId,
        date: `${purchaseDay()}T00:00:00.000Z`,
        description: 'PADARIA',
        amount: 12.5,
        currencyCode: 'BRL',
        amountInAccountCurrency: 12.5,
      }),
    );
    expect(await syncedOk(bank)).toMatchObject({ inserted: 2 });
    expect(await rowsOf(bank)).toMatchObject([
      {
        description: 'AMAZON WEB SERVICES',
        amount: 287.53,
        foreign: { amount: 50, currency: 'USD', estimated: false, rate: '5.7506' },
      },
      { description: 'PADARIA', amount: 12.5, foreign: null },
    ]);
    // The next run finds its lines again: nothing doubles.
    expect(await syncedOk(bank)).toMatchObject({ inserted: 0 });
    expect(await rowsOf(bank)).toHaveLength(2);
  });
});

describe('a purchase abroad pending at the bank, then posted', () => {
  it("takes the posted line's reais and amount abroad (a tip added)", async () => {
    const bank = await connectedBank({ kind: 'card' });
    const pending = pluggyTransaction({
      accountId: bank.bankAccountId,
      date: `${purchaseDay()}T00:00:00.000Z`,
      description: 'TRATTORIA ROMA',
      type: 'DEBIT',
      amount: 40,
      currencyCode: 'EUR',
      amountInAccountCurrency: 250,
      status: 'PENDING',
    });
    pluggy().state.transactions.push(pending);
    expect(await syncedOk(bank)).toMatchObject({ inserted: 1 });
    expect(await rowsOf(bank)).toMatchObject([{ amount: 250, foreign: { amount: 40, currency: 'EUR' } }]);
    // Posted with the tip: € 44,00 charged as R$ 281,60.
    Object.assign(pending, { amount: 44, amountInAccountCurrency: 281.6, status: 'POSTED' });
    expect(await syncedOk(bank)).toMatchObject({ inserted: 0, updated: 1 });
    expect(await rowsOf(bank)).toMatchObject([
      {
        description: 'TRATTORIA ROMA',
        amount: 281.6,
        foreign: { amount: 44, currency: 'EUR', estimated: false, rate: '6.4' },
      },
    ]);
    await expectLedgerConsistent(ctx, [bank.user]);
  });
});

describe('a typed purchase abroad and the same purchase synced', () => {
  /** AWS typed on the purchase's day as US$ 50,00, estimated at that day's PTAX sell of 5,50: R$ 275,00. */
  async function typeAws(bank: ConnectedBank) {
    await ctx.database.db.execute(
      sql`insert into exchange_rates (currency, date, buy, sell) values ('USD', ${purchaseDay()}, '5.5', '5.5')
          on conflict do nothing`,
    );
    const typed = await actingAs(ctx, bank.user).post('/transactions', {
      accountId: bank.accountId,
      type: 'DESPESA',
      date: purchaseDay(),
      description: 'AWS',
      foreign: { amount: 50, currency: 'USD' },
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    expect(typed.body.data).toMatchObject({ amount: 275, foreign: { amount: 50, estimated: true } });
    return typed.body.data.id as number;
  }

  const purchases = async (bank: ConnectedBank) =>
    (await rowsOf(bank)).filter((r) => !r.description.startsWith('IOF'));

  it("typed first: the bank's line ends the estimate with the bill's reais and dollars", async () => {
    const bank = await connectedBank({ kind: 'card' });
    const id = await typeAws(bank);
    bankListsAws(bank);
    expect(await syncedOk(bank)).toMatchObject({ inserted: 0, matched: 1 });
    expect(await purchases(bank)).toMatchObject([
      {
        id,
        description: 'AWS',
        amount: 287.53,
        foreign: { amount: 50, currency: 'USD', estimated: false, rate: '5.7506' },
      },
    ]);
    await expectLedgerConsistent(ctx, [bank.user]);
    // The next run finds the line in the typed row: nothing doubles, nothing changes.
    expect(await syncedOk(bank)).toMatchObject({ inserted: 0, matched: 0 });
    expect(await purchases(bank)).toHaveLength(1);
  });

  it("typed first: the bank's IOF line, days later, ends Grana's IOF estimate: one IOF", async () => {
    const bank = await connectedBank({ kind: 'card' });
    await typeAws(bank);
    bankListsAws(bank);
    // 3,5% of the bill's R$ 287,53 = R$ 10,06 (Grana's was 3,5% of R$ 275,00 = R$ 9,63), posted today, six days
    // after the purchase: past a card's five days, within the weeks a bill's IOF may come after it.
    pluggy().state.transactions.push(
      pluggyTransaction({
        accountId: bank.bankAccountId,
        date: `${addDays(purchaseDay(), 6)}T00:00:00.000Z`,
        description: 'IOF COMPRA INTERNACIONAL',
        type: 'DEBIT',
        amount: 10.06,
      }),
    );
    expect(await syncedOk(bank)).toMatchObject({ inserted: 0, matched: 2 });
    const rows = await rowsOf(bank);
    expect(rows.map((r) => [r.description, r.amount, r.estimated]).sort()).toEqual([
      ['AWS', 287.53, false],
      ['IOF compra no exterior: AWS', 10.06, false],
    ]);
    await expectLedgerConsistent(ctx, [bank.user]);
  });

  it('synced first: the typed purchase is a row of its own until the person merges the two, then the bank’s figures', async () => {
    const bank = await connectedBank({ kind: 'card' });
    bankListsAws(bank);
    expect(await syncedOk(bank)).toMatchObject({ inserted: 1 });
    const synced = (await rowsOf(bank))[0]!;
    // Typing is the person's word: the row is written, estimated, as any typed row beside an imported one.
    const id = await typeAws(bank);
    expect(await purchases(bank)).toHaveLength(2);
    // Its edit dialog offers the bank's row as the same purchase written twice.
    const as = actingAs(ctx, bank.user);
    const duplicates = await as.get(`/transactions/${id}/duplicates`);
    expect(duplicates.status).toBe(200);
    expect(duplicates.body.data).toEqual([
      { id: synced.id, date: addDays(purchaseDay(), 1), description: 'AMAZON WEB SERVICES', amount: 287.53 },
    ]);
    const merged = await as.post(`/transactions/${id}/merge`, { transactionId: synced.id });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data).toEqual({ id, merged: synced.id });
    expect(await purchases(bank)).toMatchObject([
      {
        id,
        description: 'AWS',
        amount: 287.53,
        foreign: { amount: 50, currency: 'USD', estimated: false, rate: '5.7506' },
      },
    ]);
    await expectLedgerConsistent(ctx, [bank.user]);
    // The bank's next run finds its line in the typed row.
    expect(await syncedOk(bank)).toMatchObject({ inserted: 0, matched: 0 });
    expect(await purchases(bank)).toHaveLength(1);
  });
});
