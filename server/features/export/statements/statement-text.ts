import { withoutControlCharacters } from '../../../../common/contract/shared';
import type { BookNames } from '../book-rows';
import { nameOf } from '../book-rows';
import type { TransactionRow } from '../transactions-repository';

/** The row's effect on its account, in cents: income adds, expense (and a transfer's outgoing leg) takes. */
export const signedAmount = (row: Pick<TransactionRow, 'type' | 'amount'>) =>
  row.type === 'DESPESA' ? -Number(row.amount) : Number(row.amount);

/** Text on one line: a statement's field ends at its line, and a control character is no reader's business. */
export const oneLine = (text: string) => withoutControlCharacters(text).replace(/\s+/g, ' ').trim();

/** The parts of a row a statement names: who, what, under which category, or the transfer's other account. */
export interface StatementParts {
  payee: string;
  description: string;
  /** The category as a path ('Mercado', or 'Pai:Filho' for a subcategory), '' without one. */
  category: string;
  /** For a transfer, the other leg's account ('' when the other leg is in another book). */
  transferAccount: string | null;
}

export function statementParts(row: TransactionRow, names: BookNames): StatementParts {
  return {
    payee: oneLine(nameOf(names.payees, row.payeeId)),
    description: oneLine(row.description ?? ''),
    category: oneLine(nameOf(names.categories, row.categoryId)),
    transferAccount: row.transferId === null ? null : oneLine(nameOf(names.accounts, row.partnerAccountId)),
  };
}
