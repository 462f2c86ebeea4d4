import { ACCOUNT_NOT_FOUND } from '../../../../common/contract/accounts';
import type { ImportSettings } from '../../../../common/contract/import';
import { DESCRIPTION_MAX_LENGTH } from '../../../../common/contract/shared';
import type { StatementError } from '../../../../common/csv';
import { HOME_CURRENCY } from '../../../../common/currencies';
import { badRequest, notFound } from '../../../http/errors';
import { categoriesSpec } from '../../categories/public';
import type { FileLine, LineFromBank, PlannedLine, PlannedTransaction } from './lines';
import { IMPORT_MESSAGES } from './messages';
import { isId, type References } from './references';

/** What a plan needs besides the lines: the person's references, the default account and the import's id. */
export interface PlanContext {
  find: References;
  defaultAccount: number | undefined;
  importId: string;
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
export function planLines(lines: readonly LineFromBank[], context: PlanContext): Plan {
  const plan: Plan = { planned: [], problems: [] };
  lines.forEach((line, index) => {
    if (line.channel === 'sync') {
      // Of the linked account (the import's default), never a transfer: only its payee to find.
      plan.planned.push(planTransaction(line, line.type, defaultAccountOf(context), context));
      return;
    }
    // The line's place among the statement's transactions, which the messages name it by.
    const planned = planFileLine(line, index + 1, context);
    if (typeof planned === 'string') plan.problems.push({ line: line.line, message: planned });
    else plan.planned.push(planned);
  });
  return plan;
}

/** The import's default account, which lines that name none go to. */
function defaultAccountOf({ defaultAccount }: PlanContext): number {
  if (defaultAccount === undefined) throw badRequest(IMPORT_MESSAGES.needsDefaultAccount);
  return defaultAccount;
}

/**
 * A file's line from its own account, else the default one; a string: why the line is ignored (an account name
 * that is none of the person's, a transfer without a valid destination).
 */
function planFileLine(line: FileLine, position: number, context: PlanContext): PlannedLine | string {
  const { find } = context;
  let source: number | undefined;
  if (line.account === undefined) source = defaultAccountOf(context);
  else {
    source = find.account(line.account);
    if (source === undefined && isId(line.account)) throw notFound(ACCOUNT_NOT_FOUND);
  }
  if (source === undefined) return IMPORT_MESSAGES.unknownAccount(position, line.account ?? '');
  if (line.type !== 'TRANSFER') return planTransaction(line, line.type, source, context);
  const destination = line.destination === undefined ? undefined : find.account(line.destination);
  if (destination === undefined || destination === source) {
    return IMPORT_MESSAGES.transferWithoutDestination(position);
  }
  const description = line.description.slice(0, DESCRIPTION_MAX_LENGTH);
  return { kind: 'transfer', line, position, from: source, to: destination, description };
}

/**
 * The line's amount in another currency, kept on an account in reais only, as a typed one is (a statement in
 * dollars with a line in euros goes to an account in dollars: its row is in dollars, with no rate to reais to
 * show); a line "abroad" in reais (a bank that names every line's currency) has none.
 */
function keptForeign(line: LineFromBank, source: number, find: References) {
  const { foreign } = line;
  return foreign && foreign.currency !== HOME_CURRENCY && foreign.amount > 0 && find.inReais(source)
    ? { foreign }
    : {};
}

/** An income or expense line of its account, as the row it will write. */
function planTransaction(
  line: LineFromBank,
  type: 'RECEITA' | 'DESPESA',
  source: number,
  { find, importId }: PlanContext,
): PlannedTransaction {
  const payee = find.payee(line.payee);
  return {
    kind: 'transaction',
    line,
    payeeName: payee.create ?? null,
    value: {
      accountId: source,
      type,
      amountCents: line.amountCents,
      date: line.date,
      description: line.description.slice(0, DESCRIPTION_MAX_LENGTH),
      categoryId: find.category(line.category, type),
      payeeId: payee.id,
      status: line.status,
      externalId: line.bankId,
      bankText: null,
      importId,
      origin: line.channel === 'sync' ? 'sync' : 'import',
      ...keptForeign(line, source, find),
    },
  };
}
