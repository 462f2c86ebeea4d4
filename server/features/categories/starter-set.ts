import { sql } from 'drizzle-orm';
import type { CategoryColor, CategoryIcon, CategoryType } from '../../../common/contract/categories';
import { STARTER_TAX_MAPPINGS } from '../../../common/income-tax-declaration';
import type { Executor } from '../../db/connect';

export interface StarterCategory {
  name: string;
  type: CategoryType;
  icon: CategoryIcon;
  color: CategoryColor;
}

/**
 * The categories every new person starts with (sign-up creates them), so the first transaction has somewhere
 * to go: the usual headings of a Brazilian household's money. The person renames or deletes them like any other.
 */
export const STARTER_CATEGORIES: readonly StarterCategory[] = [
  { name: 'Mercado', type: 'despesa', icon: 'shopping-cart', color: 'emerald' },
  { name: 'Moradia', type: 'despesa', icon: 'house', color: 'blue' },
  { name: 'Contas da casa', type: 'despesa', icon: 'zap', color: 'amber' },
  { name: 'Transporte', type: 'despesa', icon: 'car', color: 'sky' },
  { name: 'Saúde', type: 'despesa', icon: 'heart-pulse', color: 'red' },
  { name: 'Educação', type: 'despesa', icon: 'graduation-cap', color: 'indigo' },
  { name: 'Lazer', type: 'despesa', icon: 'party-popper', color: 'pink' },
  { name: 'Restaurantes', type: 'despesa', icon: 'utensils', color: 'orange' },
  { name: 'Assinaturas', type: 'despesa', icon: 'repeat', color: 'violet' },
  { name: 'Roupas', type: 'despesa', icon: 'shirt', color: 'teal' },
  { name: 'Presentes', type: 'despesa', icon: 'gift', color: 'lime' },
  { name: 'Viagens', type: 'despesa', icon: 'plane', color: 'sky' },
  { name: 'Impostos e taxas', type: 'despesa', icon: 'receipt', color: 'slate' },
  { name: 'Farmácia', type: 'despesa', icon: 'pill', color: 'red' },
  { name: 'Pets', type: 'despesa', icon: 'paw-print', color: 'amber' },
  { name: 'Compras', type: 'despesa', icon: 'shopping-bag', color: 'indigo' },
  { name: 'Salário', type: 'receita', icon: 'briefcase', color: 'emerald' },
  { name: 'Rendimentos', type: 'receita', icon: 'trending-up', color: 'teal' },
  { name: 'Outras receitas', type: 'receita', icon: 'wallet', color: 'lime' },
];

/**
 * The starter set's subcategories, under their parent and with its icon and colour: the headings people split
 * most often. None is a name the merchants' list prefers (common/merchants-data.ts), so no suggestion changes; no
 * declaration code of their own, so each counts as its parent does in the IRPF figures.
 */
export const STARTER_SUBCATEGORIES: ReadonlyArray<{ name: string; parent: string }> = [
  { name: 'Aluguel', parent: 'Moradia' },
  { name: 'Condomínio', parent: 'Moradia' },
  { name: 'Energia', parent: 'Contas da casa' },
  { name: 'Água e esgoto', parent: 'Contas da casa' },
  { name: 'Aplicativos de transporte', parent: 'Transporte' },
  { name: 'Delivery', parent: 'Restaurantes' },
  { name: 'Streaming', parent: 'Assinaturas' },
];

/**
 * (lower(name), type) of the starter set and its subcategories (all expenses), for SQL that tells an untouched
 * starter category from one typed.
 */
const starterKeys = () =>
  sql.join(
    [
      ...STARTER_CATEGORIES.map((c) => sql`(${c.name.toLowerCase()}, ${c.type})`),
      ...STARTER_SUBCATEGORIES.map((c) => sql`(${c.name.toLowerCase()}, 'despesa')`),
    ],
    sql`, `,
  );

/** Gives a new person the starter set (in the sign-up's transaction), those the declaration knows mapped to it. */
export async function giveStarterCategories(tx: Executor, bookId: number): Promise<void> {
  const mapped = Object.entries(STARTER_TAX_MAPPINGS).map(([key, code]) => {
    const [name, type] = key.split('|') as [string, string];
    return sql`(${name}, ${type}, ${code})`;
  });
  await tx.execute(
    sql`with created as (
          insert into categories (book_id, name, type, icon, color) values ${sql.join(
            STARTER_CATEGORIES.map((c) => sql`(${bookId}, ${c.name}, ${c.type}, ${c.icon}, ${c.color})`),
            sql`, `,
          )}
          returning id, name, type)
        insert into category_tax_codes (book_id, category_id, code)
        select ${bookId}, created.id, m.code from created
        join (values ${sql.join(mapped, sql`, `)}) as m(name, type, code)
          on created.name = m.name and created.type = m.type`,
  );
  await tx.execute(
    sql`insert into categories (book_id, name, type, icon, color, parent_id)
        select ${bookId}, s.name, 'despesa', p.icon, p.color, p.id
          from (values ${sql.join(
            STARTER_SUBCATEGORIES.map((c) => sql`(${c.name}, ${c.parent})`),
            sql`, `,
          )}) as s(name, parent)
          join categories p on p.book_id = ${bookId} and p.type = 'despesa' and p.parent_id is null and p.name = s.parent`,
  );
}

/**
 * SQL true when the person has a category that is not an untouched starter one: typed by them, or a starter
 * one renamed. Deleted starter categories leave nothing behind, so they count as untouched.
 */
export const ownCategoryExists = (bookId: number) =>
  sql`exists (select 1 from categories where book_id = ${bookId}
                and (lower(name), type) not in (${starterKeys()}))`;

/**
 * Deletes the person's untouched starter categories (a restore replaces them): parents and children in one
 * statement, which the parent's foreign key (checked at the statement's end) allows.
 */
export async function deleteUntouchedStarterCategories(tx: Executor, bookId: number): Promise<void> {
  await tx.execute(
    sql`delete from categories where book_id = ${bookId} and (lower(name), type) in (${starterKeys()})`,
  );
}
