/**
 * The browser tests' Pluggy: server/test/fake-pluggy.ts on a fixed port, holding the bank of e2e/fake-bank.ts.
 * playwright.config.ts starts it beside the app (whose PLUGGY_API_URL points here) and waits for its health path.
 *   npx tsx e2e/fake-pluggy-server.ts <port>
 */
import { startFakePluggy } from '../server/test/fake-pluggy';
import { FAKE_PLUGGY_CLIENT_ID, FAKE_PLUGGY_CLIENT_SECRET, fakeBankState } from './fake-bank';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: fake-pluggy-server.ts <port>');

const fake = await startFakePluggy({
  clientId: FAKE_PLUGGY_CLIENT_ID,
  clientSecret: FAKE_PLUGGY_CLIENT_SECRET,
  port,
});
fake.state = fakeBankState();

const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
