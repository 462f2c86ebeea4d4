import type { TransactionPeople, transactionShareBody } from '../../../../common/contract/household';
import type { z } from '../../../../common/contract/shared';
import type { Transaction } from '../../../../common/contract/transactions';
import { api } from '../../../lib/api-client';
import { useLedgerMutation } from '../../../lib/ledger-mutation';

/** What PUT /transactions/share answers: the row's people at least, the whole row when the server gives it. */
export type ShareAnswer = TransactionPeople & Partial<Transaction>;

/** PUT /transactions/share: who paid an expense of a shared book and how it is divided. */
export const shareTransaction = (body: z.input<typeof transactionShareBody>) =>
  api.put<ShareAnswer>('/transactions/share', body);

/** The lists, the figures and the acerto of the period all read the division: everything refreshes after it. */
export const useShareTransaction = () => useLedgerMutation(shareTransaction);
