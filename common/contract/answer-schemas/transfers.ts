import { z } from '../shared';
import type { ToTransferResult, TransferBook, TransferResult } from '../transactions';
import { type AnswerEntries, answering, id } from './blocks';
import { undoToken } from './deleted';
import { transactionAnswer } from './from-answers';

const transferBook = answering<TransferBook>()(
  z.object({
    id,
    name: z.string(),
    accounts: z.array(z.object({ id, name: z.string(), type: z.string().describe('O tipo da conta') })),
  }),
);

const transferResult = answering<TransferResult>()(
  z.object({
    transfer_id: z.string().describe('O identificador que liga as duas pernas'),
    from: transactionAnswer.describe('A perna que sai'),
    to: transactionAnswer.describe('A perna que entra'),
  }),
);

const toTransferResult = answering<ToTransferResult>()(transferResult.extend(undoToken.shape));

export const TRANSFER_ANSWERS: AnswerEntries = {
  'GET /transfers/books': [z.array(transferBook), 'Os livros e as contas para onde se pode transferir'],
  'POST /transfers': [transferResult, 'As duas pernas da transferência'],
  'POST /transactions/{id}/transfer': [toTransferResult, 'A transferência em que a transação se tornou'],
};
