/**
 * Bank sync across processes (PostgreSQL only): two server processes whose jobs look for due connections at the
 * same moment run a connection once (the claim in the database), against a local server that speaks Pluggy's API.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../common/dates';
import {
  type FakePluggy,
  pluggyAccount,
  pluggyItem,
  pluggyTransaction,
  startFakePluggy,
} from '../../test/fake-pluggy';
import { as, expectData, signUp } from './http-client';
import { setupProcessLab } from './process-lab';
import { waitUntil } from './wait';

const lab = setupProcessLab();
let fake: FakePluggy;
beforeAll(async () => {
  fake = await startFakePluggy();
});
afterAll(async () => {
  await fake.close();
});

describe('bank sync with two server processes on one PostgreSQL database', () => {
  it('both jobs find the connection due at once: it runs once, and every line is written once', async () => {
    const item = pluggyItem();
    const account = pluggyAccount({ itemId: item.id, balance: 0 });
    fake.state.items.push(item);
    fake.state.accounts.push(account);
    for (let i = 0; i < 50; i++) {
      fake.state.transactions.push(
        pluggyTransaction({
          accountId: account.id,
          date: `${addDays(todayIn(), -(i % 25))}T00:00:00.000Z`,
          description: `COMPRA LOJA ${i + 1}`,
          amount: -(i + 1),
        }),
      );
    }
    // Every process opens the secrets with the same key, as an installation's processes do.
    const env = { PLUGGY_API_URL: fake.url, SYNC_ENCRYPTION_KEY: randomBytes(32).toString('base64url') };
    const database = await lab.freshDatabase();
    const setup = await lab.start('setup', database, { env: { ...env, SYNC_CHECK_SECONDS: '0' } });
    const user = await signUp(setup.origin, 'Bia das Conexões');
    const on = as(setup.origin, user);
    await expectData(
      on.put('/sync/credentials', { client_id: fake.clientId, client_secret: fake.clientSecret }),
    );
    const connection = await expectData(on.post('/sync/connections', { item_id: item.id }), 201);
    const bankAccount = connection.accounts[0];
    const linked = await expectData(on.put(`/sync/accounts/${bankAccount.id}`, { create: true }));
    expect(connection.last_run).toBeNull();

    // Two processes whose jobs run at start and every second: both see the connection due.
    await Promise.all([
      lab.start('A', database, { env: { ...env, SYNC_CHECK_SECONDS: '1' } }),
      lab.start('B', database, { env: { ...env, SYNC_CHECK_SECONDS: '1' } }),
    ]);
    const runs = async () =>
      expectData<Array<{ outcome: string; inserted: number }>>(
        on.get(`/sync/connections/${connection.id}/runs`),
      );
    await waitUntil('a run ended', async () => (await runs()).some((r) => r.outcome !== 'running'));
    // Once one ended, no other can start: a scheduled claim needs the connection still due, and it is due again
    // only after SYNC_INTERVAL_HOURS.
    const recorded = await runs();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ trigger: 'scheduled', outcome: 'ok', inserted: 50 });
    const listed = await expectData(
      on.get(
        `/transactions?accountId=${linked.account.id}&from=${addDays(todayIn(), -30)}&to=${todayIn()}&limit=1`,
      ),
    );
    expect(listed.totals).toMatchObject({ count: 50, despesas: (50 * 51) / 2 });
  });
});
