import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_ACCOUNTS } from '../../common/contract/accounts';
import { ruleCondition } from '../../common/contract/rules';
import { inPersonalBook } from '../../server/auth-user';
import { queryRows } from '../../server/db/connect';
import { call, setupTestApp } from '../../server/test/test-app';
import { heavyOperations } from './heavy-operations';
import { HEAVY, heavyInstallments, seedHeavyPerson } from './heavy-person';

const ctx = setupTestApp();

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(ctx.database.db, query))[0]?.n);

describe("the bench's heavy person", () => {
  it('holds what the operations name, in shapes the app reads, and each operation answers as they are', async () => {
    const heavy = await seedHeavyPerson(ctx.database);
    const u = heavy.user.id;
    expect(await count(sql`select count(*) as n from transactions where book_id = ${u}`)).toBe(HEAVY.rows);
    expect(
      await count(
        sql`select count(*) as n from transactions where book_id = ${u} and installment_group is not null`,
      ),
    ).toBe(heavyInstallments);
    // Every card with its terms and the account that pays it; no more accounts than a person may have.
    expect(
      await count(sql`select count(*) as n from accounts where book_id = ${u} and type = 'credit_card'
                      and closing_day is not null and due_day is not null and credit_limit > 0
                      and payment_account_id = ${heavy.user.accountId}`),
    ).toBe(HEAVY.cards);
    expect(await count(sql`select count(*) as n from accounts where book_id = ${u}`)).toBe(MAX_ACCOUNTS);
    expect(
      await count(sql`select count(*) as n from recurring where book_id = ${u} and next_run < '2020-01-01'`),
    ).toBe(HEAVY.fixed / 2);

    // The rules' conditions are what the contract stores: parsing them again changes nothing.
    const rules = await queryRows<{ conditions: unknown[] }>(
      ctx.database.db,
      sql`select conditions from rules where book_id = ${u}`,
    );
    expect(rules).toHaveLength(HEAVY.rules);
    for (const r of rules) expect(r.conditions.map((c) => ruleCondition.parse(c))).toEqual(r.conditions);

    const login = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: HEAVY.email, password: HEAVY.password },
    });
    expect(login.status).toBe(200);
    const token = login.body.data.accessToken as string;
    const answers = new Map<string, any>();
    for (const op of heavyOperations(heavy)) {
      const res = await call(ctx.app, op.body ? 'POST' : 'GET', `/api/v1${op.path}`, {
        token,
        body: op.body,
      });
      expect(res.status, `${op.key}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
      answers.set(op.key, res.body.data);
    }
    // Half the statement's lines are installments already stored, the first half.
    const recorded = (answers.get('import-hints') as Array<{ installmentRecorded: boolean }>).map(
      (h) => h.installmentRecorded,
    );
    const half = HEAVY.hintLines / 2;
    expect(recorded).toEqual([...Array(half).fill(true), ...Array(half).fill(false)]);
    expect(answers.get('rules-preview')).toMatchObject({ applied: false });
    expect(answers.get('rules-preview').count).toBeGreaterThan(0);
    // The preview after a row changed (timed in-process only): a row rewritten as it was, the same answer.
    const changed = heavyOperations(heavy).find((op) => op.key === 'rules-preview-changed')!;
    const before = await queryRows<{ xmin: string }>(
      ctx.database.db,
      sql`select sum(xmin::text::bigint)::text as xmin from transactions where book_id = ${u}`,
    );
    expect(await changed.run(ctx.database, inPersonalBook(heavy.user))).toEqual(answers.get('rules-preview'));
    const after = await queryRows<{ xmin: string }>(
      ctx.database.db,
      sql`select sum(xmin::text::bigint)::text as xmin from transactions where book_id = ${u}`,
    );
    expect(after[0]!.xmin).not.toBe(before[0]!.xmin);
    expect(answers.get('cards-many')).toHaveLength(HEAVY.cards);
    expect(answers.get('forecast-fixed').items.length).toBeGreaterThan(HEAVY.fixed);
  }, 120_000);
});
