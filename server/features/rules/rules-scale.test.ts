import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_RULE_CONDITIONS,
  MAX_RULES,
  RULE_TOO_MANY_CONDITIONS_MESSAGE,
  TOO_MANY_RULES_MESSAGE,
} from '../../../common/contract/rules';
import { inPersonalBook } from '../../auth-user';
import { type Db, queryRows } from '../../db/connect';
import { actingAs, createAccount, createCategory, createUser, succeeded } from '../../test/factories';
import { seedRules, seedTransactions } from '../../test/rules-scale-seed';
import { setupTestApp } from '../../test/test-app';
import { writeRuleChangesInSteps } from './apply-writes';
import { createRulesService } from './service';

const ctx = setupTestApp();
const db = () => ctx.app.deps.database.db;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db(), query);
  return Number(row?.n);
}

/**
 * The database as the service sees it, counting the statements it starts (each query builder or execute on the
 * database or on a transaction of it is one statement).
 */
function countingStatements() {
  const counter = { statements: 0 };
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object);
        if (typeof value !== 'function') return value;
        if (property === 'transaction')
          return (work: (tx: unknown) => Promise<unknown>, ...rest: unknown[]) =>
            value.call(object, (tx: object) => work(wrap(tx)), ...rest);
        if (['execute', 'select', 'insert', 'update', 'delete'].includes(String(property)))
          return (...args: unknown[]) => {
            counter.statements += 1;
            return value.apply(object, args);
          };
        return value.bind(object);
      },
    });
  const database = { kind: ctx.app.deps.database.kind, db: wrap(db()) as Db };
  return { database, counter };
}

describe('rules at scale', () => {
  it(`a rule past the ${MAX_RULES} a person may have is refused before anything is written, payee and tags included`, async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    await seedRules(db(), user.id, MAX_RULES);
    const res = await as.post('/rules', {
      name: 'Uma a mais',
      conditions: [{ field: 'description', operator: 'contains', value: 'uber' }],
      actions: { payee_name: 'Uber do Brasil', tag_names: ['corrida'] },
    });
    expect([res.status, res.body.error?.message]).toEqual([409, TOO_MANY_RULES_MESSAGE]);
    expect(TOO_MANY_RULES_MESSAGE).toBe(
      'Você já tem 500 regras, o limite. Apague alguma antes de criar outra.',
    );
    expect(await count(sql`select count(*) as n from rules where book_id = ${user.id}`)).toBe(MAX_RULES);
    expect(await count(sql`select count(*) as n from payees where book_id = ${user.id}`)).toBe(0);
    expect(await count(sql`select count(*) as n from tags where book_id = ${user.id}`)).toBe(0);

    // One fewer, and the next one fits again.
    const last = (await as.get('/rules')).body.data.at(-1) as { id: number };
    await succeeded(as.delete('/rules', { id: last.id }));
    await succeeded(
      as.post('/rules', {
        name: 'Agora cabe',
        conditions: [{ field: 'description', operator: 'contains', value: 'uber' }],
        actions: { tag_names: ['corrida'] },
      }),
    );
  });

  it(`a rule with more than ${MAX_RULE_CONDITIONS} conditions is refused`, async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const conditions = Array.from({ length: MAX_RULE_CONDITIONS + 1 }, (_, i) => ({
      field: 'description',
      operator: 'contains',
      value: `palavra ${i}`,
    }));
    const res = await as.post('/rules', { name: 'Longa', conditions, actions: { tag_names: ['x'] } });
    expect([res.status, res.body.error?.message]).toEqual([400, RULE_TOO_MANY_CONDITIONS_MESSAGE]);
    expect(await count(sql`select count(*) as n from rules where book_id = ${user.id}`)).toBe(0);
  });

  it('applying a rule with 10 tags to 5,000 rows writes every tag in a bounded number of statements', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    const food = await createCategory(ctx, user, { nome: 'Alimentação' });
    await seedTransactions(db(), user.id, account.id, 5_000);
    const tagNames = Array.from({ length: 10 }, (_, i) => `tag ${i}`);
    const rule = await succeeded<{ id: number }>(
      as.post('/rules', {
        name: 'Despesas',
        conditions: [{ field: 'type', value: 'DESPESA' }],
        actions: { category_id: food.id, tag_names: tagNames },
      }),
    );
    const totalBefore = (await as.get('/accounts')).body.data[0].balance;

    const { database, counter } = countingStatements();
    const result = await createRulesService(database).apply(
      inPersonalBook({ id: user.id, timeZone: 'America/Sao_Paulo' }),
      { rule_id: rule.id, only_uncategorized: true, preview: false },
    );
    expect(result).toMatchObject({ count: 5_000, applied: true });
    expect(await count(sql`select count(*) as n from transaction_tags where book_id = ${user.id}`)).toBe(
      50_000,
    );
    expect(
      await count(
        sql`select count(*) as n from transactions where book_id = ${user.id} and category_id = ${food.id}`,
      ),
    ).toBe(5_000);
    // One statement per row and tag was 55,000 (50,000 inserts and 5,000 updates); in bulk, a few per step.
    expect(counter.statements).toBeLessThan(400);

    // The month totals followed the categories; the balances did not move.
    const spent = await count(
      sql`select coalesce(sum(amount), 0) as n from category_month_totals
          where book_id = ${user.id} and category_id = ${food.id}`,
    );
    const rows = await count(sql`select sum(amount) as n from transactions where book_id = ${user.id}`);
    expect(spent).toBe(rows);
    expect((await as.get('/accounts')).body.data[0].balance).toBe(totalBefore);

    // Applied again, nothing is left to change.
    expect(
      await succeeded(as.post('/rules/apply', { rule_id: rule.id, only_uncategorized: false })),
    ).toMatchObject({ count: 0, applied: true });
  });

  it('writing in steps is all or nothing: a step that fails takes back the steps before it', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    const food = await createCategory(ctx, user, { nome: 'Alimentação' });
    await seedTransactions(db(), user.id, account.id, 3_000);
    const [tag] = await queryRows<{ id: number }>(
      db(),
      sql`insert into tags (book_id, name) values (${user.id}, 'mercado') returning id`,
    );
    const tagId = Number(tag!.id);
    const ids = (
      await queryRows<{ id: number }>(
        db(),
        sql`select id from transactions where book_id = ${user.id} order by id`,
      )
    ).map((r) => Number(r.id));
    const writes = ids.map((id) => ({
      id,
      values: { categoryId: food.id, payeeId: null, description: 'Mercado' },
      before: { categoryId: null, payeeId: null, description: '?' },
      // The last row names a tag that does not exist: its step fails after several have been written.
      addedTags: id === ids.at(-1) ? [tagId, 987_654_321] : [tagId],
    }));
    // The seeded descriptions, as they were.
    const before = new Map(
      (
        await queryRows<{ id: number; description: string }>(
          db(),
          sql`select id, description from transactions where book_id = ${user.id}`,
        )
      ).map((r) => [Number(r.id), r.description]),
    );
    for (const w of writes) w.before.description = before.get(w.id)!;

    await expect(
      writeRuleChangesInSteps(db(), { userId: user.id, way: 'rules' }, user.id, writes),
    ).rejects.toThrow();
    expect(await count(sql`select count(*) as n from transaction_tags where book_id = ${user.id}`)).toBe(0);
    expect(
      await count(
        sql`select count(*) as n from transactions where book_id = ${user.id} and category_id is not null`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*) as n from transactions where book_id = ${user.id} and description = 'Mercado'`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from category_month_totals where book_id = ${user.id} and amount <> 0
                      and category_id <> 0`),
    ).toBe(0);
  });
});
