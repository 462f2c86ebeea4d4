/**
 * Subcategories in the measured person's book: the seed generator's categories are all top-level, so a few of its
 * busiest expense categories get children here, and most of their rows move under them (a third of a parent with
 * two children, a quarter with three, stays its own). The by-category report then rolls children into parents,
 * and opening a parent (?categoriaPaiId=) reads its breakdown. The month totals are rebuilt from the rows.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../server/db/connect';
import { ledger } from '../../server/features/ledger/public';

/** Parent (a category of the seed's catalogue, scripts/seed/catalog.ts) → its children. */
export const SUBCATEGORIES: Record<string, string[]> = {
  Supermercado: ['Hortifrúti', 'Açougue', 'Produtos de limpeza'],
  Restaurantes: ['Delivery', 'Almoço do trabalho'],
  Transporte: ['Aplicativos de transporte', 'Ônibus e metrô'],
  Saúde: ['Consultas', 'Exames'],
  Casa: ['Móveis', 'Utensílios'],
};

/** The parent the bench opens in the by-category report: the busiest of them. */
export const OPENED_PARENT = 'Supermercado';

export interface Subcategories {
  /** The opened parent's id and name. */
  opened: { id: number; name: string };
  children: number;
  /** Rows moved from a parent to one of its children. */
  movedRows: number;
}

export async function addSubcategories(db: Db, bookId: number): Promise<Subcategories> {
  let opened: Subcategories['opened'] | undefined;
  let children = 0;
  let movedRows = 0;
  for (const [parentName, names] of Object.entries(SUBCATEGORIES)) {
    const [parent] = await queryRows<{ id: number }>(
      db,
      sql`select id from categories where book_id = ${bookId} and type = 'despesa' and name = ${parentName}`,
    );
    if (!parent) throw new Error(`the seeded person has no expense category '${parentName}'`);
    const parentId = Number(parent.id);
    if (parentName === OPENED_PARENT) opened = { id: parentId, name: parentName };
    const ids: number[] = [];
    for (const name of names) {
      const [child] = await queryRows<{ id: number }>(
        db,
        sql`insert into categories (book_id, name, type, parent_id)
            values (${bookId}, ${name}, 'despesa', ${parentId}) returning id`,
      );
      ids.push(Number(child?.id));
    }
    children += ids.length;
    // Row k of the parent's goes to child k mod (children + 1); the remainder 0 stays under the parent.
    for (const [k, childId] of ids.entries()) {
      const moved = await queryRows<{ n: number }>(
        db,
        sql`with moved as (
              update transactions set category_id = ${childId}
              where book_id = ${bookId} and category_id = ${parentId} and id % ${ids.length + 1} = ${k + 1}
              returning 1)
            select count(*)::int as n from moved`,
      );
      movedRows += Number(moved[0]?.n ?? 0);
    }
  }
  if (!opened) throw new Error(`no '${OPENED_PARENT}' among the subcategories' parents`);
  await ledger.rebuildTotals(db, bookId);
  return { opened, children, movedRows };
}
