import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { categories, payees } from './categories-tags-payees';
import { bookId } from './owner-columns';

/**
 * What a category is in the IRPF declaration (common/income-tax-declaration.ts): a deductible payment's code
 * ('10' médicos) or an income's kind ('carne_leao'). One per category; a category without one is left out of the
 * declaration's figures. The starter set comes mapped.
 */
export const categoryTaxCodes = pgTable(
  'category_tax_codes',
  {
    bookId: bookId(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.categoryId] }),
    foreignKey({
      columns: [t.categoryId, t.bookId],
      foreignColumns: [categories.id, categories.bookId],
    }).onDelete('cascade'),
    check('category_tax_codes_code_check', sql`${t.code} ~ '^([0-9]{2}|[a-z_]{1,20})$'`),
  ],
);

/** What the declaration of a year needs that the rows do not say: the number of dependents. */
export const incomeTaxYears = pgTable(
  'income_tax_years',
  {
    bookId: bookId(),
    year: integer('year').notNull(),
    dependents: integer('dependents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.year] }),
    check('income_tax_years_year_check', sql`${t.year} between 2000 and 2100`),
    check('income_tax_years_dependents_check', sql`${t.dependents} between 0 and 30`),
  ],
);

/**
 * Whom a payee's instrução was for, when not the titular (k: the k-th dependent): the yearly limit of instrução applies
 * per person (common/income-tax-declaration.ts). A payee without a row is the titular's.
 */
export const incomeTaxBeneficiaries = pgTable(
  'income_tax_beneficiaries',
  {
    bookId: bookId(),
    payeeId: bigint('payee_id', { mode: 'number' }).notNull(),
    person: integer('person').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.payeeId] }),
    foreignKey({ columns: [t.payeeId, t.bookId], foreignColumns: [payees.id, payees.bookId] }).onDelete(
      'cascade',
    ),
    check('income_tax_beneficiaries_person_check', sql`${t.person} between 1 and 30`),
  ],
);
