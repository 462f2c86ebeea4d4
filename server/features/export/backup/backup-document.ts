import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AuthUser } from '../../../auth-user';
import { notFound } from '../../../http/errors';
import { documentInBackupFor } from '../../shared/full-documents';
import { byTransaction, partsOfPage } from '../by-transaction';
import { listInSteps, type ReadStep } from '../read-steps';
import { type ProfileRow, exportRepository as repo } from '../repository';
import { PAGE_ROWS, transactionsExportRepository as transactionsRepo } from '../transactions-repository';
import { type AttachmentBackupRow, presentBackupAttachment, readAttachments } from './attachments-backup';
import { householdExportRepository as household } from './household-repository';
import { membersInTurns } from './json-in-turns';
import { plansExportRepository as plans } from './plans-repository';
import { presentBackupHead, presentBackupTransaction } from './presenter';
import { ReferencesSeen } from './references-seen';
import { settingsExportRepository as settings } from './settings-repository';
import { readVariableIncomeLists } from './variable-income-backup';
import { variableIncomeExportRepository as variableIncome } from './variable-income-repository';
import {
  type AssetValuationRow,
  type DebtPaymentRow,
  type DebtPrepaymentRow,
  wealthExportRepository as wealth,
} from './wealth-repository';

/** The document's text, a chunk per page of transactions, and whose it is. */
export interface BackupText {
  profile: ProfileRow;
  chunks: string[];
  /** The comprovantes the document lists, whose files go beside it (backup-archive.ts). */
  attachments: AttachmentBackupRow[];
}

/**
 * Writes the backup document (common/contract/export/document.ts) as JSON text, a page of transactions per
 * chunk: the text of 100,000 transactions is a few tens of MB, and no list of them is held as objects at once.
 *
 * The transactions are read first (their ids, then the rows a page at a time), and the lists they refer to
 * last, so an account, category, tag, payee, goal, fixed expense or person written meanwhile is in the lists (the
 * fixed-income positions, the book's index values, the debts, the bens and the renda variável holdings with them).
 * When the steps are not one snapshot, the data may still change between them in a way the restore would refuse
 * or read otherwise (a transfer deleted between its two legs' pages, a category deleted after a transaction naming
 * it was read, a position applied, an instalment paid or a trade or an income recorded after the pages, whose
 * transfer or row is not among them): that is detected, and the answer is 'changed' for the caller to read again in one snapshot.
 */
export async function writeBackupDocument(
  step: ReadStep,
  owner: Pick<AuthUser, 'id' | 'bookId' | 'role' | 'token'>,
  exportedAt: Date,
): Promise<BackupText | 'changed'> {
  const { bookId } = owner;
  const seen = new ReferencesSeen();
  const pages: string[] = [];
  const transactionIds = new Set<number>();
  // Pages of ids until one comes short: each page is past the last id read, so the walk ends with the rows.
  for (let after = 0, full = true; full; ) {
    const text = await step(async (tx) => {
      const page = await transactionsRepo.transactionIdPage(tx, bookId, after, PAGE_ROWS);
      full = page.length === PAGE_ROWS;
      after = page[page.length - 1] ?? after;
      const rows = await transactionsRepo.transactionsByIds(tx, bookId, page);
      for (const row of rows) transactionIds.add(Number(row.id));
      const { splits, tagLinks } = await partsOfPage(tx, bookId, rows);
      const divided = rows.filter((row) => row.shareMode !== null).map((row) => row.id);
      const shares = byTransaction(await transactionsRepo.sharesOf(tx, bookId, divided));
      return rows
        .map((row) => {
          const parts = {
            splits: splits.get(row.id),
            tagLinks: tagLinks.get(row.id),
            shares: shares.get(row.id),
          };
          seen.transaction(row, parts);
          return JSON.stringify(presentBackupTransaction(row, parts));
        })
        .join(',');
    });
    if (text !== '') pages.push(pages.length === 0 ? text : `,${text}`);
  }

  // The debts' prepayments and payments and the bens' valuations (the longest lists after the transactions: up to
  // 12,000 each and 24,000 for the heaviest person) a page per step, before the lists they belong to: read with
  // them, one step held PGlite's connection and the event loop 1.7 s, and each list in a step of its own still
  // several hundred milliseconds. A debt or a bem deleted in between leaves rows naming it, which the check below sees.
  const debtPrepayments = await listInSteps<DebtPrepaymentRow>(step, (tx, after, limit) =>
    wealth.debtPrepaymentPage(tx, bookId, after?.id ?? 0, limit),
  );
  const debtPayments = await listInSteps<DebtPaymentRow>(step, (tx, after, limit) =>
    wealth.debtPaymentPage(tx, bookId, after, limit),
  );
  const assetValuations = await listInSteps<AssetValuationRow>(step, (tx, after, limit) =>
    wealth.assetValuationPage(tx, bookId, after?.id ?? 0, limit),
  );
  // Renda variável's trades, incomes and prices likewise, a page per step (variable-income-backup.ts); a holding
  // deleted meanwhile leaves rows naming it, an account or a ledger row deleted meanwhile a trade or an income
  // naming it: the check below sees both.
  const lists = await readVariableIncomeLists(step, bookId);
  const attachments = await readAttachments(step, bookId, transactionIds);
  const head = await step(async (tx) => {
    const profile = await repo.profile(tx, owner.id);
    if (!profile) throw notFound();
    const settlements = await household.settlements(tx, bookId);
    return {
      profile,
      accounts: await repo.accounts(tx, bookId),
      categories: await repo.categories(tx, bookId),
      incomeTaxYears: await settings.incomeTaxYears(tx, bookId),
      // A leitor's backup leaves out the informes of a CPF, which it could not restore masked.
      incomeTaxStatements: (await settings.incomeTaxStatements(tx, bookId)).filter(
        (st) => documentInBackupFor(owner, st.payerDocument) !== null,
      ),
      incomeTaxBeneficiaries: await settings.incomeTaxBeneficiaries(tx, bookId),
      tags: await repo.tags(tx, bookId),
      // A leitor's or a read-only token's backup leaves the CPFs out, as every file made for them masks them.
      payees: (await repo.payees(tx, bookId)).map((p) => ({
        ...p,
        document: documentInBackupFor(owner, p.document),
      })),
      goals: await plans.goals(tx, bookId),
      recurring: await plans.recurring(tx, bookId),
      budgets: await plans.budgets(tx, bookId),
      budgetMonths: await plans.budgetMonths(tx, bookId),
      cardBills: await settings.cardBills(tx, bookId),
      rules: await settings.rules(tx, bookId),
      settlements,
      positions: await wealth.positions(tx, bookId),
      indexRates: await wealth.indexRates(tx, bookId),
      exchangeRates: await wealth.exchangeRates(tx, bookId),
      debts: await wealth.debts(tx, bookId),
      debtPrepayments,
      debtPayments,
      assets: await wealth.assets(tx, bookId),
      assetValuations,
      variableIncomeHoldings: await variableIncome.holdings(tx, bookId),
      variableIncomeTrades: lists.trades,
      variableIncomeIncomes: lists.incomes,
      // The book's people and whoever else the rows name (someone who left but paid or owes a row).
      people: await household.people(tx, bookId, seen.people(settlements)),
    };
  });
  // What follows works over every list at once: each part in a turn of its own (the head's query, the check, the
  // lists presented, then their text a slice at a time), as one stretch they held the event loop over a second.
  await nextTurn();
  if (!seen.allIn({ ...head, pricedHoldings: lists.pricedHoldings })) return 'changed';
  await nextTurn();
  const document = presentBackupHead(head, exportedAt);
  const members = await membersInTurns(document);
  const attachmentMembers = await membersInTurns({ attachments: attachments.map(presentBackupAttachment) });
  // The head's members, then the prices and the transactions arrays page by page.
  const prices = lists.priceChunks.map((text, i) => (i === 0 ? text : `,${text}`));
  const chunks = [
    '{',
    ...members,
    ',"variableIncomePrices":[',
    ...prices,
    '],',
    ...attachmentMembers,
    ',"transactions":[',
    ...pages,
    ']}',
  ];
  return { profile: head.profile, chunks, attachments };
}
