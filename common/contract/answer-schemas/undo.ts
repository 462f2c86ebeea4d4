import { z } from '../shared';
import type { UndoResult } from '../undo';
import { type AnswerEntries, answering } from './blocks';

const undoResult = answering<UndoResult>()(
  z.object({
    kind: z.string().describe('O que voltou: transactions, attachments, categories, recurring ou budget'),
  }),
);

export const UNDO_ANSWERS: AnswerEntries = {
  'POST /undo': [undoResult, 'O tipo do que a exclusão desfeita tinha levado'],
};
