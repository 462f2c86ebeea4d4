/**
 * The server killed with SIGKILL while a large import is being written (on PGlite and on PostgreSQL): after a
 * restart on the same data the database opens, and each import is wholly there or wholly absent.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect';
import { expectLedgerConsistent } from '../world';
import { uploadStatement } from './http-client';
import { importingPerson, STATEMENT_CATEGORIES, seenBy } from './importing-person';
import { pgControlState, setupProcessLab } from './process-lab';
import { statementFile } from './statement-file';
import { waitUntil } from './wait';

const lab = setupProcessLab();
const ROWS = 12_000;
/** Where in the writing of the import each kill lands: a share of the bytes a whole import adds to the table. */
const KILL_POINTS = [0, 0.6, 0.95];

describe(`SIGKILL during an import of ${ROWS.toLocaleString('en')} rows`, () => {
  it('after a restart the database opens and every import is wholly there or wholly absent', async () => {
    const file = statementFile(ROWS, STATEMENT_CATEGORIES);
    const database = await lab.freshDatabase();
    let server = await lab.start('import-before-kills', database);
    const whole = await importingPerson(server.origin);
    const victims = [];
    for (const _ of KILL_POINTS) victims.push(await importingPerson(server.origin));

    // A whole import first: it must survive every crash after it, and it says how much an import writes.
    const bytesBefore = await database.transactionsBytes();
    const startedAt = Date.now();
    const done = await uploadStatement(server.origin, whole.token, file.bytes, file.settings(whole.accountId))
      .response;
    const importMs = Date.now() - startedAt;
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ inserted: ROWS, skipped: 0 });
    const importBytes = (await database.transactionsBytes()) - bytesBefore;
    expect(importBytes).toBeGreaterThan(0);

    const kills: Array<{ point: number; writtenBytes: number; answered: boolean; restartMs: number }> = [];
    for (const [i, point] of KILL_POINTS.entries()) {
      const victim = victims[i]!;
      const base = await database.transactionsBytes();
      const target = base + Math.max(1, Math.floor(point * importBytes));
      const upload = uploadStatement(
        server.origin,
        victim.token,
        file.bytes,
        file.settings(victim.accountId),
      );
      let written = 0;
      await waitUntil(
        'the import to write its rows',
        async () => {
          written = (await database.transactionsBytes()) - base;
          return base + written >= target || upload.answeredAt() !== undefined;
        },
        { timeoutMs: 120_000, everyMs: 5 },
      );
      await server.kill();
      const answered = await upload.response.then(
        () => true,
        () => false,
      );
      const restartedAt = Date.now();
      server = await lab.start(`import-after-kill-${i + 1}`, database);
      kills.push({ point, writtenBytes: written, answered, restartMs: Date.now() - restartedAt });

      // The import that was cut: nothing of it, or (had it committed just before the kill) all of it.
      const after = await seenBy(server.origin, victim);
      if (answered) expect(after).toEqual({ count: ROWS, balance: file.netCents / 100 });
      else expect([0, ROWS]).toContain(after.count);
      expect(after.balance).toBe(after.count === 0 ? 0 : file.netCents / 100);
      // The import committed before the crashes is all there.
      expect(await seenBy(server.origin, whole)).toEqual({ count: ROWS, balance: file.netCents / 100 });
    }
    console.info(
      `[${lab.kind}] whole import ${importMs} ms (${importBytes} bytes of rows); kills: ${JSON.stringify(kills)}`,
    );
    // The kills happened with the request in flight, while its rows were being written.
    expect(kills.filter((k) => !k.answered && k.writtenBytes > 0).length).toBeGreaterThanOrEqual(1);

    const exit = await server.stop();
    expect(exit).toEqual({ code: 0, signal: null });
    if (database.dataDir) expect(pgControlState(database.dataDir)).toBe('shut down');

    // Balances and month totals equal what the transactions say, for everyone.
    const inspection = await lab.inspect(database);
    try {
      await expectLedgerConsistent(inspection.ctx, [whole, ...victims]);
      const counts = await queryRows<{ book_id: number; n: number }>(
        inspection.ctx.database.db,
        sql`select book_id, count(*)::int as n from transactions group by book_id`,
      );
      for (const row of counts) expect([0, ROWS]).toContain(Number(row.n));
    } finally {
      await inspection.close();
    }
  }, 300_000);
});
