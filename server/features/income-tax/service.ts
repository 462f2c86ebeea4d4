// The year's declaration figures from the book's rows (common/income-tax-declaration.ts has the codes and limits;
// common/income-tax-tables.ts the monthly table the Carnê-Leão pays by).
import type {
  IncomeTaxResponse,
  TaxIncomeItem,
  TaxIncomeLine,
  TaxPaymentGroup,
  TaxPendingRow,
} from '../../../common/contract/income-tax';
import { INCOME_TAX_MESSAGES } from '../../../common/contract/income-tax';
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
import { type FixedIncomeProduct, isIncomeTaxFree } from '../../../common/investment-taxes';
import { centsToReais, sumCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { badRequest, notFound } from '../../http/errors';
import { taxesOfYear } from '../variable-income/public';
import { carneLeaoMonths } from './carne-leao';
import { addUpLines, type PartyTotal, type PaymentRow } from './lines';
import { ownedAtYearEnds } from './owned';
import { type MappedCategoryRow, incomeTaxRepository as repo } from './repository';

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
 * taxable income; doações lower the tax, not the base.
 */
function deductibleOf(
  kind: string,
  lines: ReadonlyArray<{ cents: number; person: number | null }>,
  taxableCents: number,
  figures: DeclarationYear | null,
): number | null {
  const totalCents = sumCents(lines.map((l) => l.cents));
  if (kind === 'saude' || kind === 'pensao') return totalCents;
  if (kind === 'doacao' || !figures) return null;
  if (kind === 'previdencia')
    return Math.min(totalCents, shareOf(taxableCents, figures.pensionShareBasisPoints));
  const byPerson = new Map<number, number>();
  for (const l of lines) byPerson.set(l.person ?? 0, (byPerson.get(l.person ?? 0) ?? 0) + l.cents);
  return sumCents([...byPerson.values()].map((cents) => Math.min(cents, figures.instructionLimitCents)));
}

function exemptAndExclusive(
  redemptions: Awaited<ReturnType<typeof repo.redemptions>>,
  incomes: Awaited<ReturnType<typeof repo.incomes>>,
  exemptGainCents: number,
) {
  let exemptYield = 0;
  let taxedYield = 0;
  for (const r of redemptions) {
    const gain = n(r.redeemed_net_cents) - n(r.applied_cents);
    if (isIncomeTaxFree(r.product as FixedIncomeProduct)) exemptYield += gain;
    else taxedYield += gain;
  }
  const income = (kind: string) => n(incomes.find((i) => i.kind === kind)?.net ?? 0);
  const item = (label: string, cents: number): TaxIncomeItem[] =>
    cents === 0 ? [] : [{ label, total: centsToReais(cents) }];
  return {
    exempt: [
      ...item('Lucros e dividendos recebidos', income('dividendo')),
      ...item('Rendimentos de fundos imobiliários (FII)', income('rendimento')),
      ...item('Rendimentos de poupança, LCI, LCA e debêntures incentivadas', exemptYield),
      ...item('Ganhos líquidos em vendas de ações de até R$ 20.000,00 no mês', exemptGainCents),
    ],
    exclusive: [
      ...item('Rendimentos de aplicações financeiras (CDB, Tesouro e outros)', taxedYield),
      ...item('Juros sobre capital próprio', income('jcp')),
    ],
  };
}

/** The book's mapped categories: each one's id and its code in the declaration. */
export const codesOf = (categories: MappedCategoryRow[]) =>
  new Map(categories.filter((c) => c.code !== null).map((c) => [Number(c.id), c.code as string]));

/** A pending list is for fixing by hand: past this many, the rest is said as a count. */
export const PENDING_SHOWN = 100;

/**
 * What the declaration will ask that the rows lack, oldest first: a deductible payment's payee, its CPF/CNPJ or its
 * comprovante; an income's payer or the payer's CPF/CNPJ (a salary's CNPJ, a tenant's CPF). The first PENDING_SHOWN
 * with their descriptions, and how many in all.
 */
async function pendingOf(db: Executor, bookId: number, payments: PaymentRow[], sources: PaymentRow[]) {
  const attached = new Set(
    (
      await repo.withAttachments(
        db,
        bookId,
        payments.map((p) => p.transactionId),
      )
    ).map((r) => Number(r.transaction_id)),
  );
  const whoIsMissing = (p: PaymentRow) =>
    p.payeeId === null ? (['favorecido'] as const) : p.document === null ? (['documento'] as const) : [];
  const lacking = [
    ...payments.map((p) => ({
      ...p,
      missing: [...whoIsMissing(p), ...(attached.has(p.transactionId) ? [] : (['comprovante'] as const))],
    })),
    ...sources.map((p) => ({ ...p, missing: [...whoIsMissing(p)] })),
  ]
    .filter((p) => p.missing.length > 0)
    .sort((a, b) => a.date.localeCompare(b.date) || a.transactionId - b.transactionId);
  const shown = lacking.slice(0, PENDING_SHOWN);
  const descriptions = new Map(
    (
      await repo.descriptions(
        db,
        bookId,
        shown.map((p) => p.transactionId),
      )
    ).map((r) => [Number(r.id), r.description]),
  );
  const rows: TaxPendingRow[] = shown.map((p) => ({
    transactionId: p.transactionId,
    date: p.date,
    description: descriptions.get(p.transactionId) ?? '',
    amount: centsToReais(p.cents),
    code: p.code,
    payeeId: p.payeeId,
    payee: p.payee,
    missing: p.missing,
  }));
  return { rows, count: lacking.length };
}

export async function incomeTaxOfYear(
  db: Executor,
  user: AuthUser,
  year: number,
  today: string,
  /** The CPFs in full (the PDF and the spreadsheets), not masked as on the page. */
  fullDocuments = false,
): Promise<IncomeTaxResponse> {
  const bookId = user.bookId;
  const figures = declarationYear(year);
  const categories = await repo.categories(db, bookId);
  const codes = codesOf(categories);
  const [lines, redemptions, incomes, dependentsRows, beneficiaryRows] = await Promise.all([
    repo.mappedLines(db, bookId, year, [...codes.keys()]),
    repo.redemptions(db, bookId, year),
    repo.incomes(db, bookId, year),
    repo.dependents(db, bookId, year),
    repo.beneficiaries(db, bookId),
  ]);
  const beneficiaries = new Map(beneficiaryRows.map((b) => [Number(b.payee_id), Number(b.person)]));
  const { parties, months, payments: paymentRows, sources } = addUpLines(lines, codes);
  const pending = await pendingOf(db, bookId, paymentRows, sources);
  const [owned, variableIncome] = await Promise.all([
    ownedAtYearEnds(db, bookId, year),
    taxesOfYear(db, bookId, year, today),
  ]);
  const dependents = dependentsRows[0]?.dependents ?? 0;

  const incomeLines = (kind: IncomeKind): TaxIncomeLine[] =>
    parties
      .filter((p) => p.code === kind)
      .map((p) => ({ ...partyOf(p, fullDocuments), total: centsToReais(p.cents) }));
  const centsOf = (kind: IncomeKind) => sumCents(parties.filter((p) => p.code === kind).map((p) => p.cents));
  const taxableCents = centsOf('tributavel_pj') + centsOf('carne_leao');

  const payments: TaxPaymentGroup[] = [];
  const centsOfGroup = new Map<string, Array<{ cents: number; person: number | null }>>();
  for (const row of parties) {
    if (isIncomeKind(row.code)) continue;
    const code = paymentCode(row.code);
    if (!code) continue;
    let group = payments.find((g) => g.code === code.code);
    if (!group) {
      group = { ...code, lines: [], total: 0, deductible: null };
      payments.push(group);
      centsOfGroup.set(code.code, []);
    }
    const person = code.kind === 'instrucao' ? (beneficiaries.get(Number(row.payee_id)) ?? 0) : null;
    group.lines.push({
      ...partyOf(row, fullDocuments),
      total: centsToReais(row.cents),
      count: row.count,
      person,
    });
    centsOfGroup.get(code.code)?.push({ cents: row.cents, person });
  }
  for (const group of payments) {
    const lines = centsOfGroup.get(group.code) ?? [];
    group.total = centsToReais(sumCents(lines.map((l) => l.cents)));
    const deductible = deductibleOf(group.kind, lines, taxableCents, figures);
    group.deductible = deductible === null ? null : centsToReais(deductible);
  }

  return {
    year,
    figures: figures && {
      instructionLimit: centsToReais(figures.instructionLimitCents),
      pensionShare: figures.pensionShareBasisPoints / 100,
      dependentDeduction: centsToReais(figures.dependentCents),
      simplifiedLimit: centsToReais(figures.simplifiedLimitCents),
      source: figures.source,
    },
    dependents,
    categories: categories.map((c) => ({ id: Number(c.id), name: c.name, type: c.type, code: c.code })),
    payments,
    pending,
    income: {
      taxable: incomeLines('tributavel_pj'),
      taxableTotal: centsToReais(centsOf('tributavel_pj')),
      carneLeao: incomeLines('carne_leao'),
      carneLeaoTotal: centsToReais(centsOf('carne_leao')),
      ...exemptAndExclusive(
        redemptions,
        incomes,
        Math.round((variableIncome.summary?.exemptGain ?? 0) * 100),
      ),
    },
    carneLeao: carneLeaoMonths(months, dependents),
    ...owned,
    variableIncome,
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
  const [category] = await repo.categoryType(db, user.bookId, categoryId);
  if (!category) throw notFound(INCOME_TAX_MESSAGES.categoryGone);
  if (code !== null && !mappingFitsType(code, category.type as 'receita' | 'despesa')) {
    throw badRequest(INCOME_TAX_MESSAGES.wrongType);
  }
  await repo.setMapping(db, user.bookId, categoryId, code);
}

export async function setBeneficiary(db: Executor, user: AuthUser, payeeId: number, person: number) {
  if (!(await repo.setBeneficiary(db, user.bookId, payeeId, person)))
    throw notFound(INCOME_TAX_MESSAGES.payeeGone);
}

export const setDependents = (db: Executor, user: AuthUser, year: number, dependents: number) =>
  repo.setDependents(db, user.bookId, year, dependents);
