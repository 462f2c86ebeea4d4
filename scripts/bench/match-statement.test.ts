import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importHintsBody, MAX_HINT_LINES } from '../../common/contract/import';
import { DEFAULT_TIME_ZONE } from '../../common/dates';
import { queryRows } from '../../server/db/connect';
import { uploadStatement } from '../../server/test/statement-upload';
import { call, setupTestApp } from '../../server/test/test-app';
import { seedUsers } from '../seed';
import { buildMatchStatement, STATEMENT_LINES, statementCsv, statementHintBodies } from './match-statement';

const ctx = setupTestApp();

const EMAIL = 'extrato@grana.local';
const PASSWORD = 'senha-do-extrato-1';
const TODAY = '2026-11-21';

async function seededPerson() {
  const { users } = await seedUsers(ctx.database.db, {
    emails: [EMAIL],
    password: PASSWORD,
    name: 'Pessoa do Extrato',
    plan: { transactions: 4000, years: 1, payees: 40, tags: 10, today: TODAY },
    seed: 11,
    timeZone: DEFAULT_TIME_ZONE,
    replace: true,
  });
  const id = users[0]!.id;
  const [account] = await queryRows<{ id: number }>(
    ctx.database.db,
    sql`select id from accounts where book_id = ${id} and name = 'Conta Corrente'`,
  );
  return {
    id,
    email: EMAIL,
    password: PASSWORD,
    timeZone: DEFAULT_TIME_ZONE,
    accountId: Number(account!.id),
  };
}

describe("the bench's statement for issue 33's matching", () => {
  it('holds the bank version of recorded rows, the fixed items and new lines, and the API takes it', async () => {
    const user = await seededPerson();
    const statement = await buildMatchStatement(ctx.database, user, TODAY, 42);
    expect(await buildMatchStatement(ctx.database, user, TODAY, 42)).toEqual(statement);

    const { lines } = statement;
    expect(lines).toHaveLength(STATEMENT_LINES);
    expect(statement.matching + statement.fixed + statement.fresh).toBe(STATEMENT_LINES);
    expect(statement.matching).toBeGreaterThan(0);
    expect(statement.matching).toBeLessThanOrEqual(STATEMENT_LINES / 2);
    expect(statement.fixed).toBeGreaterThan(0);
    expect(lines.map((l) => l.date)).toEqual(lines.map((l) => l.date).sort());
    expect(lines.every((l) => l.amountCents > 0 && l.description.length > 0)).toBe(true);

    // Each recorded row's line: same amount and type, dated that day or 1–2 days later, another text.
    const [recorded] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
            as l(date date, description text, type text, "amountCents" bigint)
          where exists (select 1 from transactions t
                        where t.book_id = ${user.id} and t.account_id = ${user.accountId}
                          and t.transfer_id is null and t.amount = l."amountCents" and t.type = l.type
                          and t.date between l.date - 2 and l.date
                          and upper(t.description) <> l.description)`,
    );
    expect(recorded!.n).toBeGreaterThanOrEqual(statement.matching);
    // The fixed items' lines: same amount and type, on their next run or the day after.
    const [fixed] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
            as l(date date, type text, "amountCents" bigint)
          where exists (select 1 from recurring r
                        where r.book_id = ${user.id} and r.account_id = ${user.accountId}
                          and r.amount = l."amountCents" and r.type = l.type
                          and r.next_run between l.date - 1 and l.date)`,
    );
    expect(fixed!.n).toBeGreaterThanOrEqual(statement.fixed);

    // The CSV: a header and one line of three fields per statement line.
    const csv = statementCsv(statement).trimEnd().split('\n');
    expect(csv).toHaveLength(STATEMENT_LINES + 1);
    expect(csv.every((line) => line.split(',').length === 3)).toBe(true);

    // The preview's calls, each within the contract, then the import: every line read, none refused.
    const bodies = statementHintBodies(statement);
    expect(bodies).toHaveLength(Math.ceil(STATEMENT_LINES / MAX_HINT_LINES));
    for (const body of bodies) expect(importHintsBody.safeParse(body).success).toBe(true);
    const login = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: EMAIL, password: PASSWORD },
    });
    const token = login.body.data.accessToken as string;
    for (const body of bodies) {
      const res = await call(ctx.app, 'POST', '/api/v1/transactions/import-hints', { token, body });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(body.rows.length);
    }
    const imported = await uploadStatement(
      ctx,
      { token },
      { content: statementCsv(statement) },
      { defaultAccountId: user.accountId, dateFormat: 'YYYY-MM-DD', delimiter: ',', amountFormat: 'dot' },
    );
    expect(imported.status).toBe(200);
    expect(imported.body.data.errorCount).toBe(0);
    expect(imported.body.data.inserted).toBeGreaterThan(0);
  }, 120_000);
});
