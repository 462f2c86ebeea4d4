/**
 * SIGTERM (what a process manager or a deploy sends) while a large import is in flight, on PGlite and on
 * PostgreSQL: the import is answered in full, new connections are refused once the signal is handled, the
 * process exits with code 0, and the database was closed cleanly (it reopens with the import there).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { call, tryConnect, type Upload, uploadStatement } from './http-client';
import { importingPerson, STATEMENT_CATEGORIES, seenBy } from './importing-person';
import { PROBE_NAME, type ProcessDatabase, pgControlState, setupProcessLab } from './process-lab';
import type { ServerProcess } from './server-process';
import { statementFile } from './statement-file';
import { waitUntil } from './wait';

const lab = setupProcessLab();
const ROWS = 12_000;

/** Connections of the server processes to the database (the test's own probe left out). */
async function sessionsOn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1 and application_name <> $2',
      [new URL(url).pathname.slice(1), PROBE_NAME],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** Sends SIGTERM; once the server says it is shutting down, a new connection must be refused. */
async function terminate(server: ServerProcess): Promise<{ signalledAt: number; refusedAt: number }> {
  const signalledAt = Date.now();
  server.signal('SIGTERM');
  // On PGlite not before the import in flight has ended (see the second test).
  await waitUntil(
    'the server to log its shutdown',
    () => server.logs().some((l) => l.msg === 'shutting down'),
    {
      timeoutMs: 120_000,
    },
  );
  let connection = await tryConnect(server.port);
  for (let i = 0; connection !== 'refused' && i < 20; i++) {
    await new Promise((r) => setTimeout(r, 50));
    connection = await tryConnect(server.port);
  }
  expect(connection).toBe('refused');
  return { signalledAt, refusedAt: Date.now() };
}

/**
 * The import answered in full; the process ends with code 0 although the client keeps its connection open (as
 * a browser does); the database was closed cleanly.
 */
async function expectDrained(
  server: ServerProcess,
  upload: Upload,
  database: ProcessDatabase,
): Promise<void> {
  try {
    const answer = await upload.response;
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ inserted: ROWS, skipped: 0 });
    const exit = await Promise.race([
      server.exited,
      new Promise<'still running'>((r) => setTimeout(() => r('still running'), 20_000)),
    ]);
    expect(exit).toEqual({ code: 0, signal: null });
  } finally {
    upload.close();
  }

  // PGlite wrote its shutdown checkpoint (the next start needs no recovery) and removed its lock file; the
  // PostgreSQL pool ended every connection.
  if (database.dataDir) {
    expect(pgControlState(database.dataDir)).toBe('shut down');
    expect(existsSync(path.join(database.dataDir, 'postmaster.pid'))).toBe(false);
  }
  const url = database.url;
  if (url) {
    await waitUntil('the server sessions to end', async () => (await sessionsOn(url)) === 0, {
      timeoutMs: 10_000,
    });
  }
}

describe(`SIGTERM with an import of ${ROWS.toLocaleString('en')} rows in flight`, () => {
  it('while the file is still arriving: refuses new connections, answers the import in full, exits 0', async () => {
    const file = statementFile(ROWS, STATEMENT_CATEGORIES);
    const database = await lab.freshDatabase();
    const server = await lab.start('drain-upload', database);
    const person = await importingPerson(server.origin);

    const upload = uploadStatement(server.origin, person.token, file.bytes, file.settings(person.accountId), {
      holdBack: true,
    });
    // Half the body is on its way; a request sent after it is answered, so the server has read the upload's
    // beginning and is in the import's handler, waiting for the rest.
    await upload.sent;
    expect((await call(server.origin, 'GET', '/health')).status).toBe(200);
    const { refusedAt } = await terminate(server);
    expect(upload.answeredAt()).toBeUndefined();
    upload.release();
    await expectDrained(server, upload, database);
    expect(upload.answeredAt()!).toBeGreaterThan(refusedAt);
  }, 180_000);

  it('while the import writes its rows: answers it in full, then exits 0 with the database closed cleanly', async () => {
    const file = statementFile(ROWS, STATEMENT_CATEGORIES);
    const database = await lab.freshDatabase();
    const server = await lab.start('drain-write', database);
    const person = await importingPerson(server.origin);

    const base = await database.transactionsBytes();
    const upload = uploadStatement(server.origin, person.token, file.bytes, file.settings(person.accountId));
    await waitUntil('the import to write its rows', async () => (await database.transactionsBytes()) > base, {
      timeoutMs: 120_000,
      everyMs: 5,
    });
    expect(upload.answeredAt()).toBeUndefined();
    const { signalledAt, refusedAt } = await terminate(server);
    await expectDrained(server, upload, database);
    // Started again, the server opens the database and the import is there.
    const again = await lab.start('drain-write-reopened', database);
    expect(await seenBy(again.origin, person)).toEqual({ count: ROWS, balance: file.netCents / 100 });
    expect(await again.stop()).toEqual({ code: 0, signal: null });
    const answered = upload.answeredAt()!;
    // PostgreSQL: the signal is handled at once, the import goes on, new connections are already refused.
    // PGlite runs inside the server's thread, and a chain of its queries never gives the event loop a turn:
    // the signal is handled when the import's transaction has ended (the answer is complete either way).
    if (lab.kind === 'postgres') expect(answered).toBeGreaterThan(refusedAt);
    console.info(
      `[${lab.kind}] SIGTERM during the writing: answered ${answered - signalledAt} ms after the signal, ` +
        `new connections refused ${refusedAt - signalledAt} ms after it`,
    );
  }, 180_000);
});
