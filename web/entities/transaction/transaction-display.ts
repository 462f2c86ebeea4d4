import {
  DEFAULT_TRANSFER_DESCRIPTION,
  OTHER_BOOK_LABEL,
  type Transaction,
} from '../../../common/contract/transactions';
import { formatReais } from '../../../common/money';
import { ApiError, NetworkError } from '../../lib/api-client';
import { formatInCurrency } from '../account/foreign-money';

export type Direction = 'income' | 'expense' | 'transfer';

export function directionOf(tx: Pick<Transaction, 'type' | 'transfer_id'>): Direction {
  if (tx.transfer_id) return 'transfer';
  return tx.type === 'RECEITA' ? 'income' : 'expense';
}

/** A row's amount in its account's currency: reais when the answer does not say ('US$ 100,00', 'R$ 1,50'). */
type InCurrency = Pick<Transaction, 'amount'> & Partial<Pick<Transaction, 'currency'>>;
const inCurrency = (tx: InCurrency) => formatInCurrency(tx.amount, tx.currency ?? 'BRL');

/**
 * '+R$ 1.234,56' for money in, '-R$ 1.234,56' for money out (a transfer leg too, by its direction), in the account's
 * currency ('-US$ 12,00').
 */
export function signedAmount(tx: Pick<Transaction, 'type'> & InCurrency): string {
  return `${tx.type === 'RECEITA' ? '+' : '-'}${inCurrency(tx)}`;
}

/** What a row shows of a transfer: its leg, and the other leg's account (or book) when the list answered it. */
type TransferParts = Partial<
  Pick<Transaction, 'type' | 'transfer_id' | 'conta_name' | 'transfer_account_name' | 'transfer_book_name'>
>;
type RowParts = Pick<Transaction, 'description' | 'payee_name'> & TransferParts;

/**
 * The other side of a transfer: the other leg's account, or, for a transfer between two books, the other book
 * ('Casa', 'Pessoal de Ana'): its account is its members' own.
 */
const otherSideOf = (tx: TransferParts): string | null | undefined =>
  tx.transfer_account_name ?? tx.transfer_book_name;

/** A transfer's way, 'Itaú → Poupança' (or 'Nubank → Casa'), whichever leg the row is; null for any other row. */
export function transferRoute(tx: TransferParts): string | null {
  const other = otherSideOf(tx);
  if (!tx.transfer_id || !other || !tx.conta_name) return null;
  return tx.type === 'DESPESA' ? `${tx.conta_name} → ${other}` : `${other} → ${tx.conta_name}`;
}

/**
 * A phone's second line of a transfer: where the money went ('para Nubank') or came from ('de Itaú'), the half of
 * the way the first line cuts off when the account's name is long; the row's account when the other is unknown.
 */
export function transferOtherSide(tx: TransferParts): string {
  const other = otherSideOf(tx);
  if (!other) return tx.conta_name ?? '';
  return tx.type === 'DESPESA' ? `para ${other}` : `de ${other}`;
}

/** The row's main line: a transfer's way, else the description, or the payee when there is none. */
export function titleOf(tx: RowParts): string {
  return transferRoute(tx) ?? (tx.description?.trim() || tx.payee_name?.trim() || 'Sem descrição');
}

/** A row's amount: signed by direction, a transfer's as it is (money moved, neither in nor out). */
export function amountText(tx: Pick<Transaction, 'type' | 'transfer_id'> & InCurrency): string {
  return tx.transfer_id ? inCurrency(tx) : signedAmount(tx);
}

/** '+R$ 50,00', '-R$ 30,00' or 'R$ 0,00': a sum of income and expenses, such as a day's. */
export function signedReais(reais: number): string {
  if (reais === 0) return formatReais(0);
  return reais < 0 ? `-${formatReais(-reais)}` : `+${formatReais(reais)}`;
}

/**
 * The line under the title: the payee under the description, when both exist and differ; under a transfer's way,
 * its description unless it is the default one.
 */
export function subtitleOf(tx: RowParts): string | null {
  if (transferRoute(tx)) {
    const description = tx.description?.trim();
    return description && description !== DEFAULT_TRANSFER_DESCRIPTION ? description : null;
  }
  const payee = tx.payee_name?.trim();
  if (!payee || !tx.description?.trim() || payee === tx.description.trim()) return null;
  return payee;
}

export const SAVE_FAILED = 'Falha ao salvar. Verifique os dados e tente novamente.';

/**
 * A 4xx carries the server's reason in Portuguese, more useful than the catalogue's text; a request that never
 * reached the server says so (the data were not the problem).
 */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return SAVE_FAILED;
}

/**
 * What the edit of one side of a transfer changes: the other side too, here or in the other book, or this one alone.
 * Worded without "perna" (a newcomer's walk read it as jargon) and saying why the type stays.
 */
export function transferLegNotice(tx: Pick<Transaction, 'type' | 'transfer_book_name'>): string {
  const side = tx.type === 'DESPESA' ? 'a saída' : 'a entrada';
  const other = tx.type === 'DESPESA' ? 'A entrada' : 'A saída';
  const moved = 'É dinheiro movido, não gasto nem recebido: o tipo e a categoria não mudam.';
  if (tx.transfer_book_name === OTHER_BOOK_LABEL)
    return `Esta é ${side} de uma transferência com outro livro, que não tem mais o outro lado: ela muda sozinha. ${moved}`;
  if (tx.transfer_book_name)
    return `Esta é ${side} de uma transferência com o livro ${tx.transfer_book_name}. ${other}, lá, acompanha o valor, a data, a descrição e o status: só quem edita os dois livros pode mudá-la. ${moved}`;
  return `Esta é ${side} de uma transferência. ${other}, na outra conta, acompanha o valor, a data, a descrição e o status. ${moved}`;
}

/** The question before a deletion: a transfer with another book says that book's side goes too. */
export function deleteQuestion(tx: Pick<Transaction, 'transfer_book_name'>): string {
  const book = tx.transfer_book_name;
  return book && book !== OTHER_BOOK_LABEL
    ? `Excluir esta transferência? Ela sai também do livro ${book}.`
    : 'Excluir esta transação?';
}
