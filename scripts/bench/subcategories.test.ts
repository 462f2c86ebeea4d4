import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, todayIn } from '../../common/dates';
import { queryRows } from '../../server/db/connect';
import { call, setupTestApp } from '../../server/test/test-app';
import { seedUsers } from '../seed';
import { periodsFor, readOperations } from './operations';
import { addSubcategories, OPENED_PARENT, SUBCATEGORIES } from './subcategories';

const ctx = setupTestApp();

interface Row {
  id: number | null;
  name: string;
  type: string;
  total: number;
}

describe("the bench's subcategories of the measured person", () => {
  it('move part of the parents’ rows under children, and the report still sums each parent as before', async () => {
    const db = ctx.database.db;
    const email = 'subcategorias@grana.local';
    const password = 'bench-senha-segura-123';
    const { users } = await seedUsers(db, {
      emails: [email],
      password,
      name: 'Subcategorias',
      plan: { transactions: 2000, years: 1, payees: 20, tags: 5, today: todayIn(DEFAULT_TIME_ZONE) },
      seed: 9,
      timeZone: DEFAULT_TIME_ZONE,
      replace: true,
    });
    const id = users[0]!.id;
    const login = await call(ctx.app, 'POST', '/api/v1/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    const token = login.body.data.accessToken as string;
    const user = { id, email, password, timeZone: DEFAULT_TIME_ZONE, accountId: 0 };
    const get = async (path: string) => {
      const res = await call(ctx.app, 'GET', `/api/v1${path}`, { token });
      expect(res.status, `${path}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
      return res.body.data as Row[];
    };
    const topLevel = () =>
      get(readOperations(periodsFor(user)).find((op) => op.key === 'report-category')!.path);
    const before = await topLevel();

    const added = await addSubcategories(db, id);
    const children = Object.values(SUBCATEGORIES).flat();
    expect(added.children).toBe(children.length);
    expect(added.opened.name).toBe(OPENED_PARENT);
    const [under] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from transactions t join categories c on c.id = t.category_id
          where t.book_id = ${id} and c.parent_id is not null`,
    );
    expect(under?.n).toBe(added.movedRows);
    expect(added.movedRows).toBeGreaterThan(0);

    // Rolled up, the top-level report is the same rows with the same totals: the children sum into their parents.
    const totals = (rows: Row[]) => Object.fromEntries(rows.map((r) => [`${r.type}|${r.name}`, r.total]));
    expect(totals(await topLevel())).toEqual(totals(before));
    const opened = readOperations(periodsFor(user), added.opened).find(
      (op) => op.key === 'report-category-parent',
    );
    const breakdown = await get(opened!.path);
    const names = breakdown.map((r) => r.name);
    for (const child of SUBCATEGORIES[OPENED_PARENT]!) expect(names).toContain(child);
    const parentTotal = before.find((r) => r.name === OPENED_PARENT)?.total ?? 0;
    expect(breakdown.reduce((sum, r) => sum + Math.round(r.total * 100), 0)).toBe(
      Math.round(parentTotal * 100),
    );
  });
});
