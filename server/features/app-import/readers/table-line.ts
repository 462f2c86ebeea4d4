import { parseAmountCell } from '../../../../common/csv/amount-cell';
import type { HistoryBuilder, TransferLeg } from './history-builder';
import { splitInstallment } from './installment';
import { ignored, LINE_MESSAGES } from './line-messages';
import { brazilianStatus } from './status';
import { tagsOf } from './tags';

/**
 * The checks the table apps (Mobills, Organizze, Meu Dinheiro, YNAB) make on each line before reading it: each
 * answers undefined when the line cannot be read, the line reported as left out.
 */

/** The line's ISO date: its text read by the file's format. */
export function lineDate(
  history: HistoryBuilder,
  line: number,
  text: string,
  readDate: (text: string) => string | null,
): string | undefined {
  if (text === '') {
    history.error(line, ignored(LINE_MESSAGES.noDate(line)));
    return undefined;
  }
  const date = readDate(text);
  if (date === null) history.error(line, ignored(LINE_MESSAGES.badDate(line, text)));
  return date ?? undefined;
}

/** The line's date, its signed amount in the Brazilian format (never zero) and its account, checked in that order. */
export function checkedLine(
  history: HistoryBuilder,
  line: number,
  texts: { date: string; amount: string; account: string },
  readDate: (text: string) => string | null,
): { date: string; signedCents: number; account: string } | undefined {
  const date = lineDate(history, line, texts.date, readDate);
  if (date === undefined) return undefined;
  const signedCents = texts.amount === '' ? null : parseAmountCell(texts.amount, 'comma');
  const problem =
    texts.amount === ''
      ? LINE_MESSAGES.noAmount(line)
      : signedCents === null
        ? LINE_MESSAGES.badAmount(line, texts.amount)
        : signedCents === 0
          ? LINE_MESSAGES.zeroAmount(line)
          : texts.account === ''
            ? LINE_MESSAGES.noAccount(line)
            : undefined;
  if (problem !== undefined || signedCents === null) {
    history.error(line, ignored(problem ?? LINE_MESSAGES.noAmount(line)));
    return undefined;
  }
  return { date, signedCents, account: texts.account };
}

/** The columns of a line in an account or a card, as Mobills and Organizze write it. */
export type CardLineColumn =
  | 'date'
  | 'amount'
  | 'account'
  | 'card'
  | 'description'
  | 'tags'
  | 'status'
  | 'notes';

/**
 * A line of Mobills or Organizze: signed, in an account or a card (a card expense names the card, not an account:
 * the card is the account Grana creates, a credit card), the installment at the end of its description, tags,
 * a status word and notes. The line as a transfer leg; the reader says whether it is one or a row.
 */
export function cardLine(
  history: HistoryBuilder,
  line: number,
  cell: (key: CardLineColumn) => string,
  readDate: (text: string) => string | null,
): TransferLeg | undefined {
  const card = cell('card');
  const checked = checkedLine(
    history,
    line,
    { date: cell('date'), amount: cell('amount'), account: card !== '' ? card : cell('account') },
    readDate,
  );
  if (!checked) return undefined;
  if (card !== '') history.account(card, 'credit_card');
  const notes = cell('notes');
  return {
    line,
    date: checked.date,
    account: checked.account,
    ...splitInstallment(cell('description')),
    tags: tagsOf(cell('tags')),
    status: brazilianStatus(cell('status')),
    ...(notes !== '' ? { notes } : {}),
    signedCents: checked.signedCents,
  };
}
