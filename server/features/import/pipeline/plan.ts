import { ACCOUNT_NOT_FOUND } from '../../../../common/contract/accounts';
import type { ImportSettings } from '../../../../common/contract/import';
import { DESCRIPTION_MAX_LENGTH } from '../../../../common/contract/shared';
import type { ImportRow, StatementError } from '../../../../common/csv';
import { normalizeWord } from '../../../../common/csv/normalize';
import { badRequest, notFound } from '../../../http/errors';
import { categoriesSpec } from '../../categories/public';
import type { PlannedLine } from './lines';
import { IMPORT_MESSAGES } from './messages';
import { isId, type References } from './references';

/** Header names taken, without a mapping, as the destination account of transfer rows. */
const DESTINATION_HEADERS = new Set(
  ['destino', 'conta destino', 'conta de destino', 'destination', 'to account', 'to_account'].map(
    normalizeWord,
  ),
);

/** What a plan needs besides the lines: the person's references, the default account and the import's id. */
export interface PlanContext {
  find: References;
  defaultAccount: number | undefined;
  /** The cell naming a transfer's destination account, when the source has one. */
  destinationOf: (row: ImportRow) => string | undefined;
  importId: string;
  /** Where the lines come from: a statement's file, or bank sync. */
  origin: 'import' | 'sync';
}

/** The lines planned, and those ignored (an account or a destination not found) with their problem. */
export interface Plan {
  planned: PlannedLine[];
  problems: StatementError[];
}

/**
 * The person's choices checked before anything is written: a category chosen in the preview must be theirs,
 * and so must the default account (404 otherwise). Answers the default account.
 */
export function checkChoices(settings: ImportSettings, find: References): number | undefined {
  for (const id of Object.values(settings.lineCategories ?? {})) {
    if (id !== null && !find.hasCategory(id)) throw notFound(categoriesSpec.messages.notFound);
  }
  if (settings.defaultAccountId === undefined) return undefined;
  const account = find.account(String(settings.defaultAccountId));
  if (account !== settings.defaultAccountId) throw notFound(ACCOUNT_NOT_FOUND);
  return account;
}

/**
 * Step "plan": each line's references. An id that is not one of the person's accounts stops the import (404,
 * nothing written); a name that is not one of them ignores the line.
 */
export function planLines(rows: readonly ImportRow[], context: PlanContext): Plan {
  const plan: Plan = { planned: [], problems: [] };
  rows.forEach((row, index) => {
    // The line's place among the statement's transactions, which the messages name it by.
    const position = index + 1;
    const source = sourceAccount(row, context);
    if (source === undefined) {
      plan.problems.push(problem(row, IMPORT_MESSAGES.unknownAccount(position, row.account ?? '')));
      return;
    }
    const line = planLine(row, position, source, context);
    if (line) plan.planned.push(line);
    else plan.problems.push(problem(row, IMPORT_MESSAGES.transferWithoutDestination(position)));
  });
  return plan;
}

const problem = (row: ImportRow, message: string): StatementError => ({ line: row.line, message });

/** The line's own account, else the default one; undefined: a name that is none of the person's accounts. */
function sourceAccount(row: ImportRow, { find, defaultAccount }: PlanContext): number | undefined {
  if (row.account === undefined) {
    if (defaultAccount === undefined) throw badRequest(IMPORT_MESSAGES.needsDefaultAccount);
    return defaultAccount;
  }
  const source = find.account(row.account);
  if (source === undefined && isId(row.account)) throw notFound(ACCOUNT_NOT_FOUND);
  return source;
}

/** A line from its account; null: a transfer without a valid destination. */
function planLine(
  row: ImportRow,
  position: number,
  source: number,
  context: PlanContext,
): PlannedLine | null {
  const { find, importId, origin } = context;
  const description = row.description.slice(0, DESCRIPTION_MAX_LENGTH);
  if (row.type === 'TRANSFER') {
    // The destination column when the file has one, else the payee cell naming an account.
    const destinationCell = context.destinationOf(row) || row.payee;
    const destination = destinationCell === undefined ? undefined : find.account(destinationCell);
    if (destination === undefined || destination === source) return null;
    return { kind: 'transfer', row, position, from: source, to: destination, description };
  }
  const payee = find.payee(row.payee);
  return {
    kind: 'transaction',
    row,
    payeeName: payee.create ?? null,
    value: {
      accountId: source,
      type: row.type,
      amountCents: row.amountCents,
      date: row.date,
      description,
      categoryId: find.category(row.category, row.type),
      payeeId: payee.id,
      status: row.status,
      externalId: row.fitid ?? null,
      bankText: null,
      importId,
      origin,
    },
  };
}

/**
 * A file's transfer destinations: the column mapped, or a header that names it; no column, no destination
 * but the payee cell. A mapped column the file lacks answers 400.
 */
export function destinationReader(
  headers: string[],
  mapped: string | undefined,
): (row: ImportRow) => string | undefined {
  const names = headers.map(normalizeWord);
  let index: number;
  if (mapped?.trim()) {
    index = names.indexOf(normalizeWord(mapped));
    if (index < 0) throw badRequest(IMPORT_MESSAGES.destinationMissing(mapped.trim()));
  } else {
    index = names.findIndex((name) => DESTINATION_HEADERS.has(name));
  }
  return index < 0 ? () => undefined : (row) => (row.raw[index] ?? '').trim();
}
