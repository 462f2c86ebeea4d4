import { expect, it } from 'vitest';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../common/dates';
import { actingAs, createAccount, createTransaction, createUser, succeeded } from '../test/factories';
import { pluggyTransaction } from '../test/fake-pluggy';
import { casaOfAnaAndBia } from '../test/fixtures/casa';
import { partitionsReadBy } from '../test/partition-plans';
import { setupTestAppWithPluggy } from '../test/pluggy-app';
import { uploadStatement } from '../test/statement-upload';

/**
 * The partition plan check of the writes (docs/SCALE.md): what changes a book's rows reads one partition of each
 * partitioned table too, the book's. The hot reads are checked in partition-plans.partitioned.test.ts.
 */
const { ctx, pluggy, connectedBank } = setupTestAppWithPluggy();

type Request = () => Promise<{ status: number; body?: unknown }>;

async function expectOnePartition(requests: Record<string, Request>) {
  for (const [name, request] of Object.entries(requests)) {
    const { spread, plannedSpread, touched } = await partitionsReadBy(ctx, request);
    expect(spread, name).toEqual([]);
    // Nor planned for more: PostgreSQL would plan every partition on every call (and Citus ask every node).
    expect(plannedSpread, name).toEqual([]);
    // Each request does reach the partitioned tables: the check reads real plans.
    expect(touched, name).toBeGreaterThan(0);
  }
}

/** Other people's rows in other partitions: a statement that scanned them all would show it. */
async function neighbours() {
  for (let i = 0; i < 6; i++) {
    const other = await createUser(ctx);
    const account = await createAccount(ctx, other);
    await createTransaction(ctx, other, account.id, { description: 'Mercado vizinho', date: '2026-10-10' });
  }
}

it("records, changes, transfers and deletes a book's rows, imports a statement and syncs a bank in one partition of each table", async () => {
  await neighbours();
  const bank = await connectedBank();
  const as = actingAs(ctx, bank.user);
  const savings = await createAccount(ctx, bank.user, { name: 'Poupança' });
  const yesterday = addDays(todayIn(DEFAULT_TIME_ZONE), -1);
  for (let day = 1; day <= 10; day++)
    await createTransaction(ctx, bank.user, bank.accountId, {
      description: `Padaria ${day}`,
      date: addDays(yesterday, -day),
    });
  const row = await succeeded<{ id: number }>(
    as.post('/transactions', {
      accountId: bank.accountId,
      type: 'DESPESA',
      amount: 42.5,
      date: yesterday,
      description: 'Farmácia',
    }),
  );
  pluggy().state.transactions.push(
    pluggyTransaction({
      accountId: bank.bankAccountId,
      date: `${yesterday}T00:00:00.000Z`,
      description: 'COMPRA CARTAO DEB FARMACIA',
      type: 'DEBIT',
      amount: -42.5,
    }),
    pluggyTransaction({
      accountId: bank.bankAccountId,
      date: `${yesterday}T00:00:00.000Z`,
      description: 'PIX RECEBIDO JOAO',
      type: 'CREDIT',
      amount: 150,
    }),
  );
  const statement = [
    'date,description,amount',
    `${yesterday},Padaria do extrato,-12.30`,
    `${yesterday},Farmácia,-42.50`,
  ].join('\n');

  await expectOnePartition({
    'a new expense': () =>
      as.post('/transactions', {
        accountId: bank.accountId,
        type: 'DESPESA',
        amount: 19.9,
        date: yesterday,
        description: 'Livraria',
      }),
    'its change': () =>
      as.put('/transactions', {
        id: row.id,
        accountId: bank.accountId,
        type: 'DESPESA',
        amount: 43.5,
        date: yesterday,
        description: 'Farmácia Nova',
      }),
    'a transfer': () =>
      as.post('/transfers', {
        date: yesterday,
        amount: 100,
        fromAccountId: bank.accountId,
        toAccountId: savings.id,
      }),
    "the import's preview": () =>
      as.post('/transactions/import-hints', {
        accountId: bank.accountId,
        rows: [{ date: yesterday, description: 'Padaria do extrato', type: 'DESPESA', amount: 12.3 }],
      }),
    'the import': () =>
      uploadStatement(
        ctx,
        bank.user,
        { content: statement },
        { dateFormat: 'YYYY-MM-DD', defaultAccountId: bank.accountId },
      ),
    "the bank's sync": () => as.post(`/sync/connections/${bank.connectionId}/sync`),
    "the bank's runs": () => as.get(`/sync/connections/${bank.connectionId}/runs`),
    'a deletion': () => as.delete('/transactions', { id: row.id }),
  });
});

it('divides an expense and settles up in a shared book in one partition of each table', async () => {
  await neighbours();
  const { ana, bia, asAna, asBia, expense, anaAccount, biaAccount } = await casaOfAnaAndBia(ctx);
  const market = await expense(asAna, 100.01, 'Mercado');
  await expense(asBia, 80, 'Farmácia');
  const november = { from: '2026-11-01', to: '2026-11-30' };
  await expectOnePartition({
    'dividing an expense': () =>
      asBia.put('/transactions/share', { id: market.id, payerId: ana.id, mode: 'equal' }),
    'who owes whom': () => asAna.get('/settlement', november),
    'settling up': () =>
      asBia.post('/settlements', {
        fromUserId: bia.id,
        toUserId: ana.id,
        amount: 20,
        date: '2026-11-20',
        fromAccountId: biaAccount.id,
        toAccountId: anaAccount.id,
      }),
  });
});
