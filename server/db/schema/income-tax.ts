import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { categories, payees } from './categories-tags-payees';
import { bookKey, cents, createdAt, id, updatedAt } from './columns';
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

/**
 * What the declaration of a year needs that the rows do not say: the number of dependents, and the Carnê-Leão paid
 * in the year when it differs from the DARFs Grana works out (null: those DARFs, as worked).
 */
export const incomeTaxYears = pgTable(
  'income_tax_years',
  {
    bookId: bookId(),
    year: integer('year').notNull(),
    dependents: integer('dependents').notNull().default(0),
    carneLeaoPaidCents: cents('carne_leao_paid_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.year] }),
    check('income_tax_years_year_check', sql`${t.year} between 2000 and 2100`),
    check('income_tax_years_dependents_check', sql`${t.dependents} between 0 and 30`),
    check('income_tax_years_carne_leao_paid_check', sql`${t.carneLeaoPaidCents} >= 0`),
  ],
);

/**
 * An informe de rendimentos: what one paying source (a CNPJ, or a CPF) says it paid a person of the book in the
 * year, in the Receita's model's quadros (IN RFB nº 2.060/2021): the taxable income, the official pension
 * contribution, the IRRF; the 13º and PLR with their own IRRF (tributação exclusiva); what was exempt. Its figures
 * replace the rows of that source's income in the declaration (common/income-tax-result.ts's inputs). `person`:
 * 0 the titular, k the k-th dependent.
 */
export const incomeTaxStatements = pgTable(
  'income_tax_statements',
  {
    id: id(),
    bookId: bookId(),
    year: integer('year').notNull(),
    person: integer('person').notNull().default(0),
    payerName: text('payer_name').notNull(),
    payerDocument: text('payer_document').notNull(),
    taxableCents: cents('taxable_cents').notNull().default(0),
    officialPensionCents: cents('official_pension_cents').notNull().default(0),
    withheldCents: cents('withheld_cents').notNull().default(0),
    thirteenthCents: cents('thirteenth_cents').notNull().default(0),
    thirteenthWithheldCents: cents('thirteenth_withheld_cents').notNull().default(0),
    plrCents: cents('plr_cents').notNull().default(0),
    plrWithheldCents: cents('plr_withheld_cents').notNull().default(0),
    exemptCents: cents('exempt_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('income_tax_statements_pkey', t),
    unique('income_tax_statements_source_key').on(t.bookId, t.year, t.person, t.payerDocument),
    check('income_tax_statements_year_check', sql`${t.year} between 2000 and 2100`),
    check('income_tax_statements_person_check', sql`${t.person} between 0 and 30`),
    check(
      'income_tax_statements_money_check',
      sql`least(${t.taxableCents}, ${t.officialPensionCents}, ${t.withheldCents}, ${t.thirteenthCents},
                ${t.thirteenthWithheldCents}, ${t.plrCents}, ${t.plrWithheldCents}, ${t.exemptCents}) >= 0`,
    ),
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
