import { bigint, foreignKey, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { RuleCondition } from '../../../common/contract/rules';
import { categories, payees, tags } from './categories-tags-payees';
import { bookKey, createdAt, id, updatedAt } from './columns';
import { bookId } from './owner-columns';

/**
 * Rules (regras): when every condition holds, the actions set a category, a payee, tags or a new description.
 * Conditions are a small list checked by the contract (common/contract/rules.ts) and read by common/rules.ts;
 * what the actions set are columns with foreign keys, so a category, payee or tag in use by a rule stays.
 */
export const rules = pgTable(
  'rules',
  {
    id: id(),
    bookId: bookId(),
    name: text('name').notNull(),
    /** The order rules run in, from 1; the first matching rule that sets a field wins. */
    position: integer('position').notNull(),
    conditions: jsonb('conditions').$type<RuleCondition[]>().notNull(),
    categoryId: bigint('category_id', { mode: 'number' }),
    payeeId: bigint('payee_id', { mode: 'number' }),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('rules_pkey', t),
    foreignKey({ columns: [t.categoryId, t.bookId], foreignColumns: [categories.id, categories.bookId] }),
    foreignKey({ columns: [t.payeeId, t.bookId], foreignColumns: [payees.id, payees.bookId] }),
    index('rules_user_position_idx').on(t.bookId, t.position),
  ],
);

/** The tags a rule adds. */
export const ruleTags = pgTable(
  'rule_tags',
  {
    bookId: bookId(),
    ruleId: bigint('rule_id', { mode: 'number' }).notNull(),
    tagId: bigint('tag_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.ruleId, t.tagId] }),
    foreignKey({ columns: [t.ruleId, t.bookId], foreignColumns: [rules.id, rules.bookId] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tagId, t.bookId], foreignColumns: [tags.id, tags.bookId] }),
    index('rule_tags_tag_idx').on(t.tagId),
  ],
);
