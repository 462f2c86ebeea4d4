import type { Transaction } from '../../../common/contract/transactions';
import { formatReais } from '../../../common/money';
import { ApiError, NetworkError } from '../../lib/api-client';

export type Direction = 'income' | 'expense' | 'transfer';

export function directionOf(tx: Pick<Transaction, 'type' | 'transfer_id'>): Direction {
  if (tx.transfer_id) return 'transfer';
  return tx.type === 'RECEITA' ? 'income' : 'expense';
}

/** '+R$ 1.234,56' for money in, '-R$ 1.234,56' for money out (a transfer leg too, by its direction). */
export function signedAmount(tx: Pick<Transaction, 'type' | 'amount'>): string {
  return `${tx.type === 'RECEITA' ? '+' : '-'}${formatReais(tx.amount)}`;
}

/** The row's main line: the description, or the payee when there is none. */
export function titleOf(tx: Pick<Transaction, 'description' | 'payee_name'>): string {
  return tx.description?.trim() || tx.payee_name?.trim() || 'Sem descrição';
}

/** An installment's place in its purchase, '3/10'; null for any other row. */
export function installmentLabel(
  tx: Pick<Transaction, 'installment_number' | 'installment_count'>,
): string | null {
  return tx.installment_number === null || tx.installment_count === null
    ? null
    : `${tx.installment_number}/${tx.installment_count}`;
}

/** The payee under the description, when both exist and differ. */
export function subtitleOf(tx: Pick<Transaction, 'description' | 'payee_name'>): string | null {
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
