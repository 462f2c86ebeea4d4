// The year's declaration figures from the book's rows (common/income-tax-declaration.ts has the codes and limits;
// common/income-tax-tables.ts the monthly table the Carnê-Leão pays by).
import type {
  IncomeTaxResponse,
  TaxAssetLine,
  TaxIncomeItem,
  TaxIncomeLine,
  TaxPaymentGroup,
  TaxPendingRow,
} from '../../../common/contract/income-tax';
import {
  INCOME_TAX_EXPORT_MESSAGES,
  INCOME_TAX_MESSAGES,
  incomeTaxCsvFileName,
  incomeTaxPdfFileName,
  incomeTaxReceiptsFileName,
  TAX_RECEIPTS_MAX,
  type TaxCsvGroup,
} from '../../../common/contract/income-tax';
import { payeeDocumentFields } from '../../../common/contract/payees';
import {
  ASSET_CODES,
  type AssetCode,
  DEBT_CODE,
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
import { applyTrade, type Holding, NOTHING_HELD, scaledOf } from '../../../common/variable-income';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../http/errors';
import { type AttachmentStore, extensionOf, readWhenAsked } from '../attachments/public';
import { debtsOwedEach } from '../debts/public';
import type { DownloadFile } from '../shared/download';
import { taxesOfYear } from '../variable-income/public';
import { carneLeaoMonths } from './carne-leao';
import { receiptsZip } from './comprovantes-zip';
import { incomeTaxCsv } from './csv';
import { addUpLines, type PartyTotal, type PaymentRow } from './lines';
import { renderIncomeTaxPdf } from './pdf';
import { type MappedCategoryRow, incomeTaxRepository as repo, type TradeRow } from './repository';

const n = (v: number | string) => Number(v);

const partyOf = (row: Pick<PartyTotal, 'payee_id' | 'name' | 'document'>) => {
  const doc = row.document ? payeeDocumentFields(row.document) : { document: null, document_kind: null };
  return {
    payeeId: row.payee_id === null ? null : Number(row.payee_id),
    name: row.name,
    document: doc.document,
    documentKind: doc.document_kind,
  };
};

/**
 * What the declaration deducts of a group of payments: all of health and pensão; instrução up to the limit
 * (per person: the book does not say whose each payment was, so the limit is applied once, which never deducts too
 * much); PGBL up to 12% of the taxable income; doações lower the tax, not the base.
 */
function deductibleOf(
  kind: string,
  totalCents: number,
  taxableCents: number,
  figures: DeclarationYear | null,
): number | null {
  if (kind === 'saude' || kind === 'pensao') return totalCents;
  if (kind === 'doacao' || !figures) return null;
  if (kind === 'instrucao') return Math.min(totalCents, figures.instructionLimitCents);
  return Math.min(totalCents, shareOf(taxableCents, figures.pensionShareBasisPoints));
}

/** Each holding's cost (what was paid for what is held) at the end of the year before and of the year. */
function holdingCosts(trades: TradeRow[], year: number): TaxAssetLine[] {
  const previousEnd = `${year - 1}-12-31`;
  const lines: TaxAssetLine[] = [];
  let i = 0;
  while (i < trades.length) {
    const first = trades[i] as TradeRow;
    let held: Holding = NOTHING_HELD;
    let previous: bigint | null = null;
    for (; i < trades.length && (trades[i] as TradeRow).holding_id === first.holding_id; i++) {
      const t = trades[i] as TradeRow;
      if (t.traded_on > previousEnd && previous === null) previous = held.costCents;
      const step = applyTrade(held, {
        side: t.side,
        quantity: scaledOf(t.quantity),
        amountCents: BigInt(t.amount_cents),
      });
      if (step.ok) held = step.after;
    }
    previous ??= held.costCents;
    const code: AssetCode =
      first.kind === 'acao'
        ? ASSET_CODES.acao
        : first.kind === 'fii'
          ? ASSET_CODES.fii
          : {
              group: first.kind === 'cripto' ? '08' : '07',
              code: null,
              label: 'Confira o código no programa',
            };
    if (previous === 0n && held.costCents === 0n) continue;
    lines.push({
      group: code.group,
      code: code.code,
      codeLabel: code.label,
      description: `${first.ticker}${first.name ? ` ${first.name}` : ''} (${first.account})`,
      previous: centsToReais(Number(previous)),
      current: centsToReais(Number(held.costCents)),
    });
  }
  return lines;
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
const codesOf = (categories: MappedCategoryRow[]) =>
  new Map(categories.filter((c) => c.code !== null).map((c) => [Number(c.id), c.code as string]));

/** A pending list is for fixing by hand: past this many, the rest is said as a count. */
export const PENDING_SHOWN = 100;

/**
 * The deductible payments missing their payee, the payee's CPF/CNPJ or a comprovante, oldest first: the first
 * PENDING_SHOWN with their descriptions, and how many in all.
 */
async function pendingOf(db: Executor, bookId: number, payments: PaymentRow[]) {
  const attached = new Set(
    (
      await repo.withAttachments(
        db,
        bookId,
        payments.map((p) => p.transactionId),
      )
    ).map((r) => Number(r.transaction_id)),
  );
  const lacking = payments
    .map((p) => ({
      ...p,
      missing: [
        ...(p.payeeId === null
          ? (['favorecido'] as const)
          : p.document === null
            ? (['documento'] as const)
            : []),
        ...(attached.has(p.transactionId) ? [] : (['comprovante'] as const)),
      ],
    }))
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
): Promise<IncomeTaxResponse> {
  const bookId = user.bookId;
  const figures = declarationYear(year);
  const ends = [`${year - 1}-12-31`, `${year}-12-31`];
  const categories = await repo.categories(db, bookId);
  const codes = codesOf(categories);
  const [lines, redemptions, incomes, dependentsRows] = await Promise.all([
    repo.mappedLines(db, bookId, year, [...codes.keys()]),
    repo.redemptions(db, bookId, year),
    repo.incomes(db, bookId, year),
    repo.dependents(db, bookId, year),
  ]);
  const { parties, months, payments: paymentRows } = addUpLines(lines, codes);
  const pending = await pendingOf(db, bookId, paymentRows);
  const [balances, positions, assets, trades, debts, variableIncome] = await Promise.all([
    repo.accountBalances(db, bookId, year),
    repo.positionCosts(db, bookId, year),
    repo.assetCosts(db, bookId, year),
    repo.tradesThrough(db, bookId, year),
    debtsOwedEach(db, bookId, ends),
    taxesOfYear(db, bookId, year, today),
  ]);
  const dependents = dependentsRows[0]?.dependents ?? 0;

  const incomeLines = (kind: IncomeKind): TaxIncomeLine[] =>
    parties.filter((p) => p.code === kind).map((p) => ({ ...partyOf(p), total: centsToReais(p.cents) }));
  const centsOf = (kind: IncomeKind) => sumCents(parties.filter((p) => p.code === kind).map((p) => p.cents));
  const taxableCents = centsOf('tributavel_pj') + centsOf('carne_leao');

  const payments: TaxPaymentGroup[] = [];
  for (const row of parties) {
    if (isIncomeKind(row.code)) continue;
    const code = paymentCode(row.code);
    if (!code) continue;
    let group = payments.find((g) => g.code === code.code);
    if (!group) {
      group = { ...code, lines: [], total: 0, deductible: null };
      payments.push(group);
    }
    group.lines.push({ ...partyOf(row), total: centsToReais(row.cents), count: row.count });
  }
  for (const group of payments) {
    const totalCents = sumCents(parties.filter((p) => p.code === group.code).map((p) => p.cents));
    group.total = centsToReais(totalCents);
    const deductible = deductibleOf(group.kind, totalCents, taxableCents, figures);
    group.deductible = deductible === null ? null : centsToReais(deductible);
  }

  const money = (cents: number | string) => centsToReais(n(cents));
  const assetLine = (
    code: AssetCode,
    description: string,
    previous: number | string,
    current: number | string,
  ) => ({
    group: code.group,
    code: code.code,
    codeLabel: code.label,
    description,
    previous: money(previous),
    current: money(current),
  });

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
    assets: [
      ...balances
        .filter((b) => n(b.previous) !== 0 || n(b.current) !== 0)
        .map((b) =>
          assetLine(
            b.type === 'savings' ? ASSET_CODES.savings : ASSET_CODES.checking,
            b.name,
            b.previous,
            b.current,
          ),
        ),
      ...positions.map((p) =>
        assetLine(
          isIncomeTaxFree(p.product as FixedIncomeProduct)
            ? p.product === 'poupanca'
              ? ASSET_CODES.savings
              : ASSET_CODES.exempt_fixed_income
            : ASSET_CODES.taxed_fixed_income,
          `${p.name} (${p.account})`,
          p.previous,
          p.current,
        ),
      ),
      ...holdingCosts(trades, year),
      ...assets.map((a) =>
        assetLine(
          a.kind === 'imovel'
            ? ASSET_CODES.imovel
            : a.kind === 'veiculo'
              ? ASSET_CODES.veiculo
              : { group: '99', code: null, label: 'Outros bens: confira o grupo e o código no programa' },
          a.name,
          a.previous,
          a.current,
        ),
      ),
    ],
    debts: debts
      .filter((d) => d.owedCents.some((c) => c !== 0))
      .map((d) => ({
        code: DEBT_CODE.code,
        codeLabel: DEBT_CODE.label,
        description: d.lender ? `${d.name} (${d.lender})` : d.name,
        previous: centsToReais(d.owedCents[0] ?? 0),
        current: centsToReais(d.owedCents[1] ?? 0),
      })),
    variableIncome,
  };
}

/** The year's figures as a file: the PDF to check the declaration against, or a group's spreadsheet (`group`). */
export async function incomeTaxFile(
  db: Executor,
  user: AuthUser,
  year: number,
  today: string,
  group: TaxCsvGroup | null,
): Promise<DownloadFile> {
  const data = await incomeTaxOfYear(db, user, year, today);
  return group === null
    ? {
        fileName: incomeTaxPdfFileName(year),
        contentType: 'application/pdf',
        body: await renderIncomeTaxPdf(data, today),
      }
    : {
        fileName: incomeTaxCsvFileName(year, group),
        contentType: 'text/csv; charset=utf-8',
        body: incomeTaxCsv(data, group),
      };
}

/**
 * The comprovantes of the year's deductible payments as a .zip, streamed: each file's bytes are read from the
 * store when the zip reaches it. A year without any is 404.
 */
export async function incomeTaxReceipts(
  db: Executor,
  store: AttachmentStore,
  user: AuthUser,
  year: number,
): Promise<DownloadFile> {
  const categories = await repo.categories(db, user.bookId);
  const codes = new Map([...codesOf(categories)].filter(([, code]) => !isIncomeKind(code)));
  const lines = await repo.mappedLines(db, user.bookId, year, [...codes.keys()]);
  const paymentOf = new Map(addUpLines(lines, codes).payments.map((p) => [p.transactionId, p]));
  const rows = await repo.receiptFiles(db, user.bookId, [...paymentOf.keys()]);
  if (rows.length === 0) throw notFound(INCOME_TAX_EXPORT_MESSAGES.noReceipts(year));
  if (rows.length > TAX_RECEIPTS_MAX) throw conflict(INCOME_TAX_EXPORT_MESSAGES.tooManyReceipts(year));
  const files = rows.map((r) => {
    const payment = paymentOf.get(Number(r.transaction_id)) as PaymentRow;
    return {
      transactionId: payment.transactionId,
      code: payment.code,
      date: payment.date,
      amountCents: payment.cents,
      who: payment.payee?.trim() || r.description,
      extension: extensionOf(r.content_type),
      key: r.key,
    };
  });
  // By code, then day and row, as the Pagamentos group lists them; the sort is stable, so a row's files stay in the
  // order they were kept.
  files.sort(
    (a, b) =>
      a.code.localeCompare(b.code) || a.date.localeCompare(b.date) || a.transactionId - b.transactionId,
  );
  return {
    fileName: incomeTaxReceiptsFileName(year),
    contentType: 'application/zip',
    body: receiptsZip(files, (file) => readWhenAsked(store, user.bookId, file.key, 'file')),
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

export const setDependents = (db: Executor, user: AuthUser, year: number, dependents: number) =>
  repo.setDependents(db, user.bookId, year, dependents);
