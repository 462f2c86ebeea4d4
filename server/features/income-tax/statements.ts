// The informes de rendimentos: typed per source, listed with the year's figures, replacing that source's rows of
// taxable income in the declaration (declaration-result.ts).
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { TaxIncomeLine } from '../../../common/contract/income-tax';
import {
  STATEMENT_MESSAGES as M,
  MAX_STATEMENTS_PER_BOOK,
  type statementBody,
  type statementUpdateBody,
  type TaxStatement,
} from '../../../common/contract/income-tax-statements';
import { documentKind, fullDocument, shownDocument } from '../../../common/documents';
import { centsToReais, reaisToCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Db, Executor } from '../../db/connect';
import { incomeTaxStatements } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { ensureRoomFor, lockBook } from '../shared/person-limits';
import { codeLinesRepository } from './code-lines-repository';
import { codesOf, incomeTaxRepository } from './repository';
import {
  statementsRepository as repo,
  type StatementRow,
  type StatementValues,
} from './statements-repository';

type StatementInput = z.output<typeof statementBody>;

const valuesOf = (input: Omit<StatementInput, 'payer_document'>, payerDocument: string): StatementValues => ({
  year: input.ano,
  person: input.person,
  payerName: input.payer_name,
  payerDocument,
  taxableCents: reaisToCents(input.taxable),
  officialPensionCents: reaisToCents(input.official_pension),
  withheldCents: reaisToCents(input.withheld),
  thirteenthCents: reaisToCents(input.thirteenth),
  thirteenthWithheldCents: reaisToCents(input.thirteenth_withheld),
  plrCents: reaisToCents(input.plr),
  plrWithheldCents: reaisToCents(input.plr_withheld),
  exemptCents: reaisToCents(input.exempt),
});

/**
 * An informe as listed. `replaced`: the year's rows of taxable income from payees with the source's CPF/CNPJ, in
 * cents. The CPF masked as on every screen, or in full where `full` (the files made for the declaration).
 */
export function presentStatement(row: StatementRow, replacedCents: number, full = false): TaxStatement {
  return {
    id: row.id,
    year: row.year,
    person: row.person,
    payerName: row.payerName,
    payerDocument: full ? fullDocument(row.payerDocument) : shownDocument(row.payerDocument),
    payerDocumentKind: documentKind(row.payerDocument),
    taxable: centsToReais(row.taxableCents),
    officialPension: centsToReais(row.officialPensionCents),
    withheld: centsToReais(row.withheldCents),
    thirteenth: centsToReais(row.thirteenthCents),
    thirteenthWithheld: centsToReais(row.thirteenthWithheldCents),
    plr: centsToReais(row.plrCents),
    plrWithheld: centsToReais(row.plrWithheldCents),
    exempt: centsToReais(row.exemptCents),
    rowsReplaced: centsToReais(replacedCents),
  };
}

/** Refuses a second informe of the same source for the same person and year (another than `except`). */
async function ensureOnlyOne(tx: Executor, bookId: number, values: StatementValues, except?: number) {
  const same = await tx
    .select({ id: incomeTaxStatements.id })
    .from(incomeTaxStatements)
    .where(
      and(
        eq(incomeTaxStatements.bookId, bookId),
        eq(incomeTaxStatements.year, values.year),
        eq(incomeTaxStatements.person, values.person ?? 0),
        eq(incomeTaxStatements.payerDocument, values.payerDocument),
        ...(except === undefined ? [] : [ne(incomeTaxStatements.id, except)]),
      ),
    )
    .limit(1);
  if (same.length > 0) throw conflict(M.duplicate);
}

/** Each informe as a line of the taxable income from PJ: its source and its figure. */
export const statementLines = (
  statements: readonly StatementRow[],
  fullDocuments: boolean,
): TaxIncomeLine[] =>
  statements.map((st) => {
    const shown = presentStatement(st, 0, fullDocuments);
    return {
      payeeId: null,
      name: st.payerName,
      document: shown.payerDocument,
      documentKind: shown.payerDocumentKind,
      total: shown.taxable,
      statementId: st.id,
    };
  });

export function createStatementsService(db: Db) {
  /** The informe as the write left it, with the rows of its source it replaces. */
  async function one(user: AuthUser, id: number): Promise<TaxStatement> {
    const row = await repo.find(db, user.bookId, id);
    if (!row) throw notFound(M.notFound);
    const codes = codesOf(await incomeTaxRepository.categories(db, user.bookId));
    const replaced = await codeLinesRepository.taxableOfDocuments(db, user.bookId, row.year, codes, [
      row.payerDocument,
    ]);
    return presentStatement(row, replaced.get(row.payerDocument) ?? 0);
  }

  return {
    async create(user: AuthUser, input: StatementInput): Promise<TaxStatement> {
      const values = valuesOf(input, input.payer_document);
      const id = await db.transaction(async (tx) => {
        await ensureRoomFor(tx, user.bookId, 'income_tax_statements', MAX_STATEMENTS_PER_BOOK, M.tooMany);
        await ensureOnlyOne(tx, user.bookId, values);
        return repo.insert(tx, user.bookId, values);
      });
      return one(user, id);
    },

    async update(user: AuthUser, input: z.output<typeof statementUpdateBody>): Promise<TaxStatement> {
      await db.transaction(async (tx) => {
        await lockBook(tx, user.bookId);
        const stored = await repo.find(tx, user.bookId, input.id);
        if (!stored) throw notFound(M.notFound);
        const values = valuesOf(input, input.payer_document ?? stored.payerDocument);
        await ensureOnlyOne(tx, user.bookId, values, input.id);
        await repo.update(tx, user.bookId, input.id, values);
      });
      return one(user, input.id);
    },

    async delete(user: AuthUser, id: number): Promise<void> {
      if (!(await repo.delete(db, user.bookId, id))) throw notFound(M.notFound);
    },
  };
}
