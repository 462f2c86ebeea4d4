import type { TransactionHistory } from '../history';
import { z } from '../shared';
import type { CategorisedAnswer } from '../transaction-category';
import { TRANSACTION_ORIGINS, type Transaction, type TransactionDeleted } from '../transactions';
import { type AnswerEntries, answering, id, instant } from './blocks';
import { deletedWithUndo } from './deleted';
import { transactionAnswer } from './from-answers';

const transaction = answering<Transaction>()(transactionAnswer);

const transactionDeleted = answering<TransactionDeleted>()(
  deletedWithUndo.extend({
    deleted: z
      .array(id)
      .describe('Todas as transações excluídas: as pernas de uma transferência, as parcelas'),
  }),
);

const categorised = answering<CategorisedAnswer>()(
  z.object({
    updated: z.number().int().describe('Quantas transações mudaram'),
    undo: z.string().describe('O token para devolver as categorias de antes em POST /undo'),
  }),
);

const history = answering<TransactionHistory>()(
  z.object({
    id,
    created: z
      .object({ at: instant, by: z.string().nullable(), origin: z.enum(TRANSACTION_ORIGINS) })
      .describe(
        'Quando e por quem a transação foi registrada (by null: o Grana, uma importação ou alguém que saiu)',
      ),
    events: z
      .array(
        z.object({
          id,
          at: instant,
          by: z.string().nullable().describe('Quem alterou; null: alguém que não está mais no Grana'),
          changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
        }),
      )
      .describe('As alterações, a mais recente primeiro'),
  }),
);

export const TRANSACTION_ANSWERS: AnswerEntries = {
  'POST /transactions': [transaction, 'A transação registrada'],
  'PUT /transactions': [transaction, 'A transação alterada'],
  'DELETE /transactions': [transactionDeleted, 'As transações excluídas'],
  'PUT /transactions/category': [categorised, 'Quantas transações foram categorizadas'],
  'PUT /transactions/share': [transaction, 'A transação com a divisão'],
  'GET /transactions/history': [history, 'O histórico de alterações da transação'],
};
