import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Category,
  type categoryCreateBody,
  type categoryUpdateBody,
  SUBCATEGORY_MESSAGES as M,
} from '../../../common/contract/categories';
import type { Deleted } from '../../../common/contract/undo';
import type { AuthUser } from '../../auth-user';
import { type Executor, queryRows } from '../../db/connect';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { conflict, notFound } from '../../http/errors';
import { namedListRepository } from '../shared/named-list';
import { categoriesSpec } from './spec';

const repo = namedListRepository(categoriesSpec);

interface Locked {
  id: number;
  type: string;
  parent_id: number | null;
  children: number;
}

/**
 * Locks the named categories of the book (in id order, so two requests never wait on each other in a circle) and
 * answers them with how many children each has. Every change of the tree locks the rows it reads: the category
 * that moves and its new parent. Two requests that would together make two levels (X under P while P goes under
 * Q) both lock P, so the second sees the first's change.
 *
 * The rows are read again once locked, by a statement of their own: on PostgreSQL a statement that waited for a lock
 * sees the locked row's new version but counts its children in the snapshot it started with, before the other
 * request's move (both moves were then allowed, and made two levels).
 */
async function lockCategories(tx: Executor, bookId: number, ids: number[]): Promise<Map<number, Locked>> {
  const named = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(
    sql`select c.id from categories c where c.book_id = ${bookId} and c.id in (${named}) order by c.id for update`,
  );
  const rows = await queryRows<Locked>(
    tx,
    sql`select c.id, c.type, c.parent_id,
               (select count(*)::int from categories k where k.book_id = c.book_id and k.parent_id = c.id) as children
          from categories c
         where c.book_id = ${bookId} and c.id in (${named})`,
  );
  return new Map(
    rows.map((r) => [Number(r.id), { ...r, parent_id: r.parent_id === null ? null : Number(r.parent_id) }]),
  );
}

/**
 * The one owner of the tree's rules: the parent exists in the book, has the type, and is top-level. A refusal is a
 * 409: the ids were found, and it is the tree as it stands that forbids the change.
 */
function checkParent(parent: Locked | undefined, type: string, moving?: Locked): void {
  if (!parent) throw notFound(M.parentNotFound);
  if (parent.type !== type) throw conflict(M.parentType);
  if (parent.parent_id !== null) throw conflict(M.parentIsChild);
  if (moving && moving.children > 0) throw conflict(M.hasChildren);
}

export function categoriesService(db: Executor) {
  return {
    list: async (user: AuthUser) => (await repo.list(db, user.bookId)) as Category[],

    create: (user: AuthUser, body: z.output<typeof categoryCreateBody>) =>
      db.transaction(async (tx) => {
        const parentId = body.paiId ?? null;
        if (parentId !== null) {
          const locked = await lockCategories(tx, user.bookId, [parentId]);
          checkParent(locked.get(parentId), body.tipo);
        }
        const [row] = await queryRows<Category>(
          tx,
          sql`insert into categories (book_id, name, type, parent_id)
              values (${user.bookId}, ${body.nome}, ${body.tipo}, ${parentId})
              on conflict do nothing
              returning id, name, type, icon, color, parent_id as "parentId"`,
        );
        if (!row) throw conflict(categoriesSpec.messages.duplicate);
        return row;
      }),

    /** Renames, and moves under `paiId` when it is sent: the category's rows, budgets and rules stay with it. */
    update: (user: AuthUser, body: z.output<typeof categoryUpdateBody>) =>
      db.transaction(async (tx) => {
        const parentId = body.paiId;
        if (parentId !== undefined) {
          if (parentId === body.id) throw conflict(M.ownParent);
          const locked = await lockCategories(
            tx,
            user.bookId,
            parentId === null ? [body.id] : [body.id, parentId],
          );
          const moving = locked.get(body.id);
          if (!moving) throw notFound(categoriesSpec.messages.notFound);
          if (parentId !== null) checkParent(locked.get(parentId), moving.type, moving);
          // A sibling of the same name under the new parent refuses the move (names are unique among siblings).
          await tx
            .execute(
              sql`update categories set parent_id = ${parentId} where id = ${body.id} and book_id = ${user.bookId}`,
            )
            .catch((error: unknown) => {
              if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(categoriesSpec.messages.duplicate);
              throw error;
            });
        }
        const row = await repo.rename(tx, user.bookId, body.id, body.nome);
        if (!row) throw notFound(categoriesSpec.messages.notFound);
        return row as Category;
      }),

    /** Refused while it has children: deleting them along would surprise; moving them is the person's choice. */
    delete: (user: AuthUser, id: number) =>
      db.transaction(async (tx): Promise<Deleted> => {
        const locked = (await lockCategories(tx, user.bookId, [id])).get(id);
        if (!locked) throw notFound(categoriesSpec.messages.notFound);
        if (locked.children > 0) throw conflict(M.deleteWithChildren);
        await repo.delete(tx, user.bookId, id);
        return { id };
      }),
  };
}
