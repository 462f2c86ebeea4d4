import { useState } from 'react';
import type { TransactionShareFields } from '../../../../common/contract/household';
import { transactionCreateBody, transferCreateBody } from '../../../../common/contract/transactions';
import { useToast } from '../../../components/ui/toast';
import { SAVE_FAILED, saveErrorMessage } from '../../../entities/transaction/transaction-display';
import { ApiError } from '../../../lib/api-client';
import { announceTransactionCreated } from '../../../lib/events';
import { useCreateTransaction } from '../api/transactions';
import { useCreateTransfer } from '../api/transfers';
import { type ForeignErrorField, foreignErrorField } from '../shared/foreign-purchase';
import { buildNewTransactionRequest, type NewTransactionValues } from '../shared/new-transaction-form';

export const SAVED_WITHOUT_ATTACHMENT = 'Transação salva, mas um comprovante não foi enviado:';

/** The shared contract checks the body before it leaves, as the server will: its first complaint, or null. */
function bodyProblem(request: ReturnType<typeof buildNewTransactionRequest>): string | null {
  const check =
    request.endpoint === 'transfers'
      ? transferCreateBody.safeParse(request.body)
      : transactionCreateBody.safeParse(request.body);
  return check.success ? null : (check.error.issues[0]?.message ?? SAVE_FAILED);
}

/** What the save of 'Nova transação' sends with the form's values, and what it does once the row exists. */
export interface NewTransactionSave {
  bookOf: (accountId: number) => number | undefined;
  shareFields: () => TransactionShareFields | undefined;
  attachments: { sendTo: (transactionId: number) => Promise<string | null>; clear: () => void };
  capture: {
    codeKey: () => string | undefined;
    mayRecord: () => Promise<boolean>;
    payeeDocument: () => { name: string; document: string } | undefined;
  };
  /** A refusal about one field (a purchase abroad's: a day without a rate asks for the reais), said under it. */
  fieldError: (field: ForeignErrorField, message: string) => void;
  onClose: () => void;
  /** Kept open ('Salvar e adicionar outra'): a new form, started from the one just saved. */
  startAnother: (saved: NewTransactionValues) => void;
}

/**
 * The save of 'Nova transação': checked against the contract, sent as a transaction or a transfer, then its
 * comprovantes. The row is kept whatever becomes of its files.
 */
export function useSaveNewTransaction({
  bookOf,
  shareFields,
  attachments,
  capture,
  fieldError,
  onClose,
  startAnother,
}: NewTransactionSave) {
  const toast = useToast();
  const createTransaction = useCreateTransaction();
  const createTransfer = useCreateTransfer();
  const [error, setError] = useState<string | null>(null);

  const save = async (values: NewTransactionValues, keepOpen: boolean) => {
    setError(null);
    if (!(await capture.mayRecord())) return;
    const request = buildNewTransactionRequest(
      values,
      bookOf,
      shareFields(),
      capture.codeKey(),
      capture.payeeDocument(),
    );
    const problem = bodyProblem(request);
    if (problem !== null) {
      setError(problem);
      return;
    }
    let savedId: number;
    try {
      savedId =
        request.endpoint === 'transfers'
          ? (await createTransfer.mutateAsync(request.body)).from.id
          : (await createTransaction.mutateAsync(request.body)).id;
    } catch (e) {
      const field =
        e instanceof ApiError && e.status === 400 && values.foreign ? foreignErrorField(e.message) : null;
      if (field) fieldError(field, e instanceof Error ? e.message : '');
      else setError(saveErrorMessage(e));
      return;
    }
    // A refused file is said, and can be added again.
    const refused = await attachments.sendTo(savedId);
    attachments.clear();
    announceTransactionCreated();
    if (refused) toast(`${SAVED_WITHOUT_ATTACHMENT} ${refused}`, 'error');
    else toast(request.endpoint === 'transfers' ? 'Transferência salva' : 'Transação salva');
    if (keepOpen) startAnother(values);
    else onClose();
  };

  return { save, saving: createTransaction.isPending || createTransfer.isPending, error };
}
