import type { TransferCreateBody, TransferResult } from '../../../../common/contract/transactions';
import { api } from '../../../lib/api-client';
import { useLedgerMutation } from '../../../lib/ledger-mutation';

/** One call writes both legs of the transfer in one database transaction. */
export const createTransfer = (body: TransferCreateBody) => api.post<TransferResult>('/transfers', body);
export const useCreateTransfer = () => useLedgerMutation(createTransfer);
