import { z } from './shared';

/** How long a deletion can be undone: the server keeps what was deleted for this long, then forgets it. */
export const UNDO_WINDOW_MINUTES = 10;

/** The toast's button after a deletion. */
export const UNDO_LABEL = 'Desfazer';

export const UNDO_TOKEN_MESSAGE = 'Não há o que desfazer';
/** A token unknown, already used or another person's: the same answer, so a token reveals nothing. */
export const UNDO_GONE_MESSAGE = 'Esta ação não pode mais ser desfeita';
/** What the deleted rows pointed at (an account, a category, a tag) was deleted in the meantime. */
export const UNDO_REFERENCE_GONE_MESSAGE =
  'Não foi possível desfazer: a conta, a categoria, o contato ou a etiqueta foi excluído depois.';

/** Rows an anticipation changed were deleted since (the whole purchase): none is brought back in part. */
/** A transfer between two books whose other book the person no longer writes in. */
export const UNDO_OTHER_BOOK_MESSAGE =
  'Não foi possível desfazer: a transferência também estava em outro livro, que você não pode mais alterar.';
export const UNDO_ROWS_GONE_MESSAGE = 'Não foi possível desfazer: a compra foi excluída depois.';

/** A budget of the same category was written in the month after the deletion. */
export const UNDO_TAKEN_MESSAGE =
  'Não foi possível desfazer: já existe outro orçamento desta categoria neste mês.';

/** What a deletion answers: the id of the row it deleted. */
export interface Deleted {
  id: number;
}

/** What a deletion answers besides what it deleted: the token for POST /undo. */
export interface UndoToken {
  undo: string;
}

/** POST /undo's answer: what was put back ('transactions', 'attachments', 'categories', 'recurring' or 'budget'). */
export interface UndoResult {
  kind: string;
}

/** POST /undo */
export const undoBody = z.object({ token: z.uuid({ error: UNDO_TOKEN_MESSAGE }) });
