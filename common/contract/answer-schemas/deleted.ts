/**
 * What a deletion answers: the id of the row it deleted, and for the deletions POST /undo puts back, its token.
 */
import { z } from '../shared';
import type { Deleted, UndoToken } from '../undo';
import { answering, id } from './blocks';

export const deletedAnswer = answering<Deleted>()(z.object({ id }));

export const undoToken = answering<UndoToken>()(
  z.object({ undo: z.string().describe('O token para desfazer a exclusão em POST /undo (por 10 minutos)') }),
);

export const deletedWithUndo = answering<Deleted & UndoToken>()(deletedAnswer.extend(undoToken.shape));
