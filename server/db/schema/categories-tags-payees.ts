import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookKey, createdAt, folded, id } from './columns';
import { bookId } from './owner-columns';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    bookId: bookId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    // A Lucide icon's name and a palette key (CATEGORY_ICONS, CATEGORY_COLORS); the starter set has them.
    icon: text('icon'),
    color: text('color'),
    // One level of subcategories: a child names its parent (same book, same type, itself top-level; the
    // categories' service keeps the last two, under a lock). Reports and budgets roll a child into its parent.
    parentId: bigint('parent_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('categories_pkey', t),
    // No action (checked at the statement's end): deleting a parent and its children in one statement works;
    // deleting a parent alone is refused, and the service says why first.
    foreignKey({
      name: 'categories_parent_fkey',
      columns: [t.parentId, t.bookId],
      foreignColumns: [t.id, t.bookId],
    }),
    index('categories_parent_idx').on(t.bookId, t.parentId).where(sql`${t.parentId} is not null`),
    check('categories_parent_self_check', sql`${t.parentId} <> ${t.id}`),
    // A name is unique among its siblings (same parent; top-level ones share 0), once as income and once as
    // expense ('Outros'): 'Seguros:Automóvel' beside a top-level 'Automóvel' are two categories.
    uniqueIndex('categories_sibling_name_key').on(
      t.bookId,
      t.type,
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
    check('categories_type_check', sql`${t.type} in ('receita','despesa')`),
    // The contract checks the names against its lists; the database only keeps them short and plain.
    check('categories_icon_check', sql`${t.icon} ~ '^[a-z][a-z-]{0,39}$'`),
    check('categories_color_check', sql`${t.color} ~ '^[a-z]{1,20}$'`),
  ],
);

export const tags = pgTable(
  'tags',
  { id: id(), bookId: bookId(), name: text('name').notNull(), createdAt: createdAt() },
  (t) => [bookKey('tags_pkey', t), uniqueIndex('tags_user_name_key').on(t.bookId, sql`lower(${t.name})`)],
);

export const payees = pgTable(
  'payees',
  {
    id: id(),
    bookId: bookId(),
    name: text('name').notNull(),
    searchName: text('search_name').generatedAlwaysAs(folded('name')),
    /** A CPF (11 digits) or CNPJ (14, letters allowed since July 2026) without punctuation: common/documents.ts. */
    document: text('document'),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('payees_pkey', t),
    uniqueIndex('payees_user_name_key').on(t.bookId, sql`lower(${t.name})`),
    index('payees_document_idx').on(t.bookId, t.document).where(sql`${t.document} is not null`),
    check('payees_document_check', sql`${t.document} ~ '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'`),
  ],
);
