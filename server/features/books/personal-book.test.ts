import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect';
import { actingAs, createAccount, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';
import { PERSONAL_BOOK_NAME } from './personal-book';

const ctx = setupTestApp();

const booksOf = (userId: number) =>
  queryRows<{ id: number; name: string; personal_user_id: number | null; role: string }>(
    ctx.database.db,
    sql`select b.id, b.name, b.personal_user_id, m.role
        from book_members m join books b on b.id = m.book_id
        where m.user_id = ${userId}`,
  );

describe('the personal book', () => {
  it('sign-up gives the person exactly one book: personal, with their id, and they are its dono', async () => {
    const user = await createUser(ctx, { starterCategories: true });
    const books = await booksOf(user.id);
    expect(
      books.map((b) => ({ ...b, id: Number(b.id), personal_user_id: Number(b.personal_user_id) })),
    ).toEqual([{ id: user.id, name: PERSONAL_BOOK_NAME, personal_user_id: user.id, role: 'dono' }]);
    // The starter categories went to it.
    const [categories] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from categories where book_id = ${user.id}`,
    );
    expect(Number(categories?.n)).toBeGreaterThan(0);
  });

  it("a person's rows are written in their book and read by no one else", async () => {
    const [ana, bia] = [await createUser(ctx), await createUser(ctx)];
    const account = await createAccount(ctx, ana, { name: 'Conta da Ana' });
    const [row] = await queryRows<{ book_id: number }>(
      ctx.database.db,
      sql`select book_id from accounts where id = ${account.id}`,
    );
    expect(Number(row?.book_id)).toBe(ana.id);
    expect((await actingAs(ctx, bia).get('/accounts')).body.data).toEqual([]);
  });

  it('deleting the person deletes their book and its rows with them', async () => {
    const user = await createUser(ctx);
    await createAccount(ctx, user, { name: 'Conta' });
    await ctx.database.db.execute(sql`delete from users where id = ${user.id}`);
    const [left] = await queryRows<{ books: number; accounts: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from books where id = ${user.id}) as books,
                 (select count(*)::int from accounts where book_id = ${user.id}) as accounts`,
    );
    expect(left).toEqual({ books: 0, accounts: 0 });
  });
});
