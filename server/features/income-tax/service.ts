// The year's declaration figures from the book's rows (common/income-tax-declaration.ts has the codes and limits;
// common/income-tax-tables.ts the monthly table the Carnê-Leão pays by).

import type { z } from 'zod';
import type {
  IncomeTaxResponse,
  TaxIncomeLine,
  TaxOthers,
  TaxPaymentGroup,
} from '../../../common/contract/income-tax';
import {
  INCOME_TAX_MESSAGES,
  type TaxYearSettings,
  type taxYearBody,
} from '../../../common/contract/income-tax';
import { documentKind, fullDocument, shownDocument } from '../../../common/documents';
import {
  type DeclarationYear,
  declarationYear,
  type IncomeKind,
  isIncomeKind,
  mappingFitsType,
  paymentCode,
  shareOf,
} from '../../../common/income-tax-declaration';
import { centsToReais, reaisToCents, roundToCents, sumCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { badRequest, notFound } from '../../http/errors';
import { oneByOne } from '../../threads/turns';
import { comeCotasOfYear, taxesOfYear } from '../variable-income/public';
import { carneLeaoMonths, carneLeaoMonthsInCents } from './carne-leao';
import { type CodeTotalRow, codeLinesRepository, type ListedPartyRow } from './code-lines-repository';
import { contributesToOfficialPension, resultOfYear, statementItems, taxableOf } from './declaration-result';
import { foreignApplicationsOf } from './foreign-applications';
import { investmentIncomeRepository } from './investment-income-repository';
import { exemptAndExclusive } from './investment-items';
import type { PartyTotal } from './lines';
import { minimumTaxOf } from './minimum-tax';
import { ownedAtYearEnds } from './owned';
import { pendingOf } from './pending';
import { codesOf, incomeTaxRepository } from './repository';
import { presentStatement, statementLines } from './statements';
import { statementsRepository } from './statements-repository';

const n = (v: number | string) => Number(v);

/**
 * A payee as the figures name it: its CPF masked as every screen shows it, or in full where `full` (the files made
 * for the declaration, which asks for it).
 */
const partyOf = (row: Pick<PartyTotal, 'payee_id' | 'name' | 'document'>, full = false) => ({
  payeeId: row.payee_id === null ? null : Number(row.payee_id),
  name: row.name,
  document: row.document === null ? null : full ? fullDocument(row.document) : shownDocument(row.document),
  documentKind: row.document === null ? null : documentKind(row.document),
});

/**
 * What the declaration deducts of a group of payments (its lines' cents, with whom each instrução was for): all of
 * health and pensão; instrução up to the limit per person (the titular and each dependent); PGBL up to 12% of the
 * taxable income, for whom contributes to an official regime; doações lower the tax, not the base.
 */
function deductibleOf(
  kind: string,
  lines: ReadonlyArray<{ cents: number; person: number | null }>,
  taxable: { cents: number; contributes: boolean },
  figures: DeclarationYear | null,
): number | null {
  const totalCents = sumCents(lines.map((l) => l.cents));
  if (kind === 'saude' || kind === 'pensao') return totalCents;
  if (kind === 'doacao' || !figures) return null;
  if (kind === 'previdencia')
    return taxable.contributes
      ? Math.min(totalCents, shareOf(taxable.cents, figures.pensionShareBasisPoints))
      : 0;
  const byPerson = new Map<number, number>();
  for (const l of lines) byPerson.set(l.person ?? 0, (byPerson.get(l.person ?? 0) ?? 0) + l.cents);
  return sumCents([...byPerson.values()].map((cents) => Math.min(cents, figures.instructionLimitCents)));
}

/** The informes' items first, then the investments'. */
const incomeItems = (
  fromStatements: ReturnType<typeof statementItems>,
  fromInvestments: ReturnType<typeof exemptAndExclusive>,
) => ({
  exempt: [...fromStatements.exempt, ...fromInvestments.exempt],
  exclusive: [...fromStatements.exclusive, ...fromInvestments.exclusive],
});

/** The year's limits as the page shows them, in reais. */
const limitsOf = (figures: DeclarationYear) => ({
  instructionLimit: centsToReais(figures.instructionLimitCents),
  pensionShare: figures.pensionShareBasisPoints / 100,
  dependentDeduction: centsToReais(figures.dependentCents),
  simplifiedLimit: centsToReais(figures.simplifiedLimitCents),
  source: figures.source,
});

/** The year's lines by code: the listed payees, the totals over every line and the payees past the listed ones. */
function linesOfYear(listed: ListedPartyRow[], totals: CodeTotalRow[]) {
  const parties: PartyTotal[] = listed.map((r) => ({
    code: r.code,
    payee_id: r.payee_id === null ? null : Number(r.payee_id),
    name: r.name,
    document: r.document,
    cents: n(r.cents),
    count: n(r.count),
  }));
  const listedOf = (code: string) => parties.filter((p) => p.code === code);
  const totalsOf = (code: string) => totals.filter((t) => t.code === code);
  const centsOf = (code: string) => sumCents(totalsOf(code).map((t) => n(t.cents)));
  /** The payees past the listed ones: how many and their money (the code's total less the listed lines'). */
  const othersOf = (code: string): TaxOthers | null => {
    const shown = listedOf(code);
    const count = sumCents(totalsOf(code).map((t) => n(t.payees))) - shown.length;
    return count <= 0
      ? null
      : { count, total: centsToReais(centsOf(code) - sumCents(shown.map((p) => p.cents))) };
  };

  return { listedOf, totalsOf, centsOf, othersOf };
}

/** Everything the year's page reads, one read at a time. */
async function readYear(
  db: Executor,
  bookId: number,
  year: number,
  today: string,
  codes: Map<number, string>,
) {
  // One by one, a turn between: sent together, they ran back to back on PGlite as one hold of its thread.
  const [
    months,
    pending,
    listed,
    totals,
    redemptions,
    incomes,
    settingsRows,
    beneficiaryRows,
    statements,
    dividends,
  ] = await oneByOne([
    () => codeLinesRepository.carneLeaoMoney(db, bookId, year, codes),
    () => pendingOf(db, bookId, year, codes),
    () => codeLinesRepository.listedParties(db, bookId, year, codes),
    () => codeLinesRepository.totalsByCode(db, bookId, year, codes),
    () => investmentIncomeRepository.redemptions(db, bookId, year),
    () => investmentIncomeRepository.incomes(db, bookId, year),
    () => incomeTaxRepository.yearSettings(db, bookId, year),
    () => incomeTaxRepository.beneficiaries(db, bookId),
    () => statementsRepository.ofYear(db, bookId, year),
    () => investmentIncomeRepository.dividendsByMonth(db, bookId, year),
  ] as const);
  const beneficiaries = new Map(beneficiaryRows.map((b) => [Number(b.payee_id), Number(b.person)]));
  const documents = [...new Set(statements.map((st) => st.payerDocument))];
  const [owned, variableIncome, abroad, replaced, comeCotas] = await oneByOne([
    () => ownedAtYearEnds(db, bookId, year),
    () => taxesOfYear(db, bookId, year, today),
    () => foreignApplicationsOf(db, bookId, year),
    () => codeLinesRepository.taxableOfDocuments(db, bookId, year, codes, documents),
    () => comeCotasOfYear(db, bookId, year),
  ] as const);
  const settings = settingsRows[0];
  const dependents = settings?.dependents ?? 0;
  const carneLeaoPaidCents =
    settings?.carne_leao_paid_cents === null || settings?.carne_leao_paid_cents === undefined
      ? null
      : Number(settings.carne_leao_paid_cents);

  return {
    months,
    pending,
    listed,
    totals,
    redemptions,
    incomes,
    dividends,
    beneficiaries,
    statements,
    owned,
    variableIncome,
    abroad,
    replaced,
    comeCotas,
    dependents,
    carneLeaoPaidCents,
  };
}

export async function incomeTaxOfYear(
  db: Executor,
  user: AuthUser,
  year: number,
  today: string,
  /** The CPFs in full (the PDF and the spreadsheets, to whom seesFullDocuments), not masked as on the page. */
  fullDocuments = false,
): Promise<IncomeTaxResponse> {
  const bookId = user.bookId;
  const figures = declarationYear(year);
  const categories = await incomeTaxRepository.categories(db, bookId);
  const codes = codesOf(categories);
  const read = await readYear(db, bookId, year, today, codes);

  const { listedOf, totalsOf, centsOf, othersOf } = linesOfYear(read.listed, read.totals);

  const informed = new Set(read.statements.map((st) => st.payerDocument));
  const incomeLines = (kind: IncomeKind): TaxIncomeLine[] =>
    listedOf(kind)
      // A source with an informe is the informe's line: its rows are the same money, received net.
      .filter((p) => kind !== 'tributavel_pj' || p.document === null || !informed.has(p.document))
      .map((p) => ({ ...partyOf(p, fullDocuments), total: centsToReais(p.cents), statementId: null }));
  const taxable = taxableOf(read.statements, read.replaced, centsOf('tributavel_pj'), centsOf('carne_leao'));

  const payments: TaxPaymentGroup[] = [];
  const paymentCodes = [...new Set(read.totals.map((t) => t.code))]
    .filter((c) => !isIncomeKind(c))
    .sort((a, b) => a.localeCompare(b));
  for (const declared of paymentCodes) {
    const code = paymentCode(declared);
    if (!code) continue;
    const lines = listedOf(declared).map((row) => ({
      ...partyOf(row, fullDocuments),
      total: centsToReais(row.cents),
      count: row.count,
      person: code.kind === 'instrucao' ? (read.beneficiaries.get(Number(row.payee_id)) ?? 0) : null,
    }));
    // What each person was paid over every line, not only the listed ones: the limit is per person.
    const byPerson = totalsOf(declared).map((t) => ({
      cents: n(t.cents),
      person: code.kind === 'instrucao' ? n(t.person) : null,
    }));
    const deductible = deductibleOf(
      code.kind,
      byPerson,
      { cents: taxable.cents, contributes: contributesToOfficialPension(read.statements) },
      figures,
    );
    payments.push({
      ...code,
      lines,
      others: othersOf(declared),
      total: centsToReais(centsOf(declared)),
      deductible: deductible === null ? null : centsToReais(deductible),
    });
  }

  const result = resultOfYear({
    year,
    statements: read.statements,
    taxable,
    payments: read.totals
      .filter((t) => !isIncomeKind(t.code))
      .map((t) => ({ code: t.code, person: n(t.person), cents: n(t.cents) })),
    dependents: read.dependents,
    carneLeaoPaidCents: read.carneLeaoPaidCents,
    carneLeaoDarfsCents: sumCents(carneLeaoMonthsInCents(read.months, read.dependents).map((m) => m.darf)),
  });
  return {
    year,
    figures: figures && limitsOf(figures),
    dependents: read.dependents,
    carneLeaoPaid: read.carneLeaoPaidCents === null ? null : centsToReais(read.carneLeaoPaidCents),
    statements: read.statements.map((st) =>
      presentStatement(st, read.replaced.get(st.payerDocument) ?? 0, fullDocuments),
    ),
    result,
    minimumTax: minimumTaxOf({ ...read, year, result, taxableCents: taxable.cents }),
    categories: categories.map((c) => ({ id: Number(c.id), name: c.name, type: c.type, code: c.code })),
    payments,
    pending: { ...read.pending, withoutInforme: incomeLines('tributavel_pj') },
    comeCotas: read.comeCotas,
    income: {
      taxable: [...statementLines(read.statements, fullDocuments), ...incomeLines('tributavel_pj')],
      taxableOthers: othersOf('tributavel_pj'),
      taxableTotal: centsToReais(taxable.fromStatements + taxable.fromRows),
      carneLeao: incomeLines('carne_leao'),
      carneLeaoOthers: othersOf('carne_leao'),
      carneLeaoTotal: centsToReais(centsOf('carne_leao')),
      ...incomeItems(
        statementItems(read.statements),
        exemptAndExclusive(
          read.redemptions,
          read.incomes,
          // The variable income's summary answers reais (its API's shape): its exempt gain back to cents.
          roundToCents(read.variableIncome.summary?.exemptGain ?? 0),
          read.dividends,
        ),
      ),
    },
    carneLeao: carneLeaoMonths(read.months, read.dependents),
    assets: [...read.owned.assets, ...read.abroad.assets],
    debts: read.owned.debts,
    variableIncome: read.variableIncome,
    abroad: read.abroad.abroad,
  };
}

/** The year the page opens on: the one that ended last. */
export const lastEndedYear = (today: string) => Number(today.slice(0, 4)) - 1;

export async function setCategoryMapping(
  db: Executor,
  user: AuthUser,
  categoryId: number,
  code: string | null,
) {
  const [category] = await incomeTaxRepository.categoryType(db, user.bookId, categoryId);
  if (!category) throw notFound(INCOME_TAX_MESSAGES.categoryGone);
  if (code !== null && !mappingFitsType(code, category.type as 'receita' | 'despesa')) {
    throw badRequest(INCOME_TAX_MESSAGES.wrongType);
  }
  await incomeTaxRepository.setMapping(db, user.bookId, categoryId, code);
}

export async function setBeneficiary(db: Executor, user: AuthUser, payeeId: number, person: number) {
  if (!(await incomeTaxRepository.setBeneficiary(db, user.bookId, payeeId, person)))
    throw notFound(INCOME_TAX_MESSAGES.payeeGone);
}

export async function setYearSettings(
  db: Executor,
  user: AuthUser,
  body: z.output<typeof taxYearBody>,
): Promise<TaxYearSettings> {
  const paid = body.carne_leao_pago;
  const [row] = await incomeTaxRepository.setYear(
    db,
    user.bookId,
    body.ano,
    body.dependents,
    paid === undefined || paid === null ? paid : reaisToCents(paid),
  );
  const cents = row?.carne_leao_paid_cents ?? null;
  return {
    ano: body.ano,
    dependents: row?.dependents ?? body.dependents,
    carne_leao_pago: cents === null ? null : centsToReais(Number(cents)),
  };
}
