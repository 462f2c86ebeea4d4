import { sql } from 'drizzle-orm';
import { ACCOUNT_NOT_FOUND } from '../../../common/contract/accounts';
import type { Executor } from '../../db/connect';
import { notFound } from '../../http/errors';
import { namedListRepository } from '../shared/named-list';
import { categoriesSpec, payeesSpec, tagsSpec } from '../shared/named-list-specs';
import { ownedAccountRow } from '../shared/owned-account';

const categories = namedListRepository(categoriesSpec);
const payees = namedListRepository(payeesSpec);
const tags = namedListRepository(tagsSpec);

/**
 * Every id that comes in with a transaction is checked against the signed-in user here: a foreign or
 * unknown id is "not found", never someone else's row.
 */
export const references = {
  /** The account, locked against deletion until the transaction ends when `keep` (see ownedAccountRow). */
  async account(db: Executor, bookId: number, id: number, keep = false) {
    const account = await ownedAccountRow(db, bookId, id, keep);
    if (!account) throw notFound(ACCOUNT_NOT_FOUND);
    return account;
  },

  async category(db: Executor, bookId: number, id: number | null | undefined): Promise<number | null> {
    if (!id) return null;
    if (!(await categories.findOwned(db, bookId, id))) throw notFound(categoriesSpec.messages.notFound);
    return id;
  },

  async payee(db: Executor, bookId: number, id: number | null | undefined): Promise<number | null> {
    if (!id) return null;
    if (!(await payees.findOwned(db, bookId, id))) throw notFound(payeesSpec.messages.notFound);
    return id;
  },

  /** A typed payee name: the existing payee with that name ignoring case, or a new one. Blank means none. */
  async payeeByName(db: Executor, bookId: number, name: string | undefined): Promise<number | null> {
    const trimmed = name?.trim();
    if (!trimmed) return null;
    return (await payees.findOrCreate(db, bookId, trimmed)).id;
  },

  /** A payee's CPF or CNPJ read from a receipt: kept when the payee has none, never replacing one. */
  async keepPayeeDocument(db: Executor, bookId: number, payeeId: number, document: string): Promise<void> {
    await db.execute(
      sql`update payees set document = ${document} where id = ${payeeId} and book_id = ${bookId} and document is null`,
    );
  },

  /** Tag names, matched ignoring case and created when new, without duplicates. */
  async tagIds(db: Executor, bookId: number, names: string[] | undefined): Promise<number[]> {
    const unique = new Map<string, string>();
    for (const raw of names ?? []) {
      const name = raw.trim();
      if (name && !unique.has(name.toLowerCase())) unique.set(name.toLowerCase(), name);
    }
    const ids: number[] = [];
    for (const name of unique.values()) ids.push((await tags.findOrCreate(db, bookId, name)).id);
    return ids;
  },
};
