import { describe, expect, it } from 'vitest';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../../common/dates';
import { actingAs } from '../../test/factories';
import { pluggyTransaction } from '../../test/fake-pluggy';
import { type ConnectedBank, setupTestAppWithPluggy } from '../../test/pluggy-app';

const { ctx, pluggy, connectedBank, syncedOk } = setupTestAppWithPluggy();

const purchaseDay = () => addDays(todayIn(DEFAULT_TIME_ZONE), -6);

interface Row {
  id: number;
  description: string;
  amount: number;
  foreign: { amount: number; currency: string; estimated: boolean; rate: string } | null;
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
