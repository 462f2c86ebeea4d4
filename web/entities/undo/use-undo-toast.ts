import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { UNDO_LABEL } from '../../../common/contract/undo';
import { useToast } from '../../components/ui/toast';
import { useAction } from '../../components/ui/use-action';
import { api } from '../../lib/api-client';

export const UNDONE_MESSAGE = 'Exclusão desfeita';

export const undoDeletion = (token: string) => api.post<{ kind: string }>('/undo', { token });

/**
 * The toast after a deletion (or another change kept for an undo, such as an anticipation), with 'Desfazer': the
 * server puts back what it kept under the token (the rows exactly, their month totals included), every screen
 * refreshes, since a row may be counted anywhere, and `undone` says so.
 */
export function useUndoToast() {
  const toast = useToast();
  const act = useAction();
  const client = useQueryClient();
  return useCallback(
    // A change undone (a category, an anticipation) is not a deletion undone: the caller names it.
    (message: string, token: string, undone = UNDONE_MESSAGE) =>
      toast(message, 'success', {
        label: UNDO_LABEL,
        onClick: () => {
          void act({
            work: () => undoDeletion(token),
            done: () => {
              void client.invalidateQueries();
              return undone;
            },
            failed: 'Não foi possível desfazer',
          });
        },
      }),
    [toast, act, client],
  );
}
