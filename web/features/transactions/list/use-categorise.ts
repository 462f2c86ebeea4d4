import { useCallback, useState } from 'react';
import type { Category } from '../../../../common/contract/categories';
import type { Transaction } from '../../../../common/contract/transactions';
import { useAction } from '../../../components/ui/use-action';
import { useUndoToast } from '../../../entities/undo/public';
import { rulePhraseOf, useCreateRule } from '../../rules/public';
import { useCategoriseTransactions } from '../api/transactions';
import { similarRows } from './similar-rows';

/** After one row's category changed: the others like it, and the rule that would keep them so. */
export interface SimilarOffer {
  /** The changed row's description, to say which ones are "parecidas". */
  description: string;
  type: Transaction['type'];
  category: Pick<Category, 'id' | 'name'>;
  ids: number[];
  /** What the rule looks for in descriptions (the stem, as the description holds it). */
  phrase: string;
}

export const CATEGORY_UNDONE_MESSAGE = 'Alteração desfeita';

const changedText = (count: number) =>
  count === 1 ? 'Categoria alterada' : `${count} transações categorizadas`;

/**
 * Changing categories from the list: a row's (in the row, or its sheet on a phone) or the selected rows' at
 * once, each one request with 'Desfazer' and without 'Confirmar alterações?' (a category is undone in a tap).
 * After a row's change, the offer to give the same category to its similar rows and create the rule.
 */
export function useCategorise(items: readonly Transaction[], categories: readonly Category[]) {
  const categorise = useCategoriseTransactions();
  const createRule = useCreateRule();
  const undoToast = useUndoToast();
  const act = useAction();
  const [offer, setOffer] = useState<SimilarOffer | null>(null);

  const change = useCallback(
    async (rows: readonly Transaction[], categoryId: number | null): Promise<boolean> => {
      const changed = await act({
        work: () => categorise.mutateAsync({ transactions: rows.map((r) => ({ id: r.id })), categoryId }),
        done: ({ updated, undo }) => undoToast(changedText(updated), undo, CATEGORY_UNDONE_MESSAGE),
        failed: 'Não foi possível alterar a categoria',
      });
      if (!changed) return false;
      const [row] = rows;
      const category = categories.find((c) => c.id === categoryId);
      const similar = rows.length === 1 && row && category ? similarRows(items, row, category.id) : [];
      const phrase = row ? rulePhraseOf(row.description) : '';
      setOffer(
        row && category && similar.length > 0 && phrase
          ? {
              description: row.description,
              type: row.type,
              category: { id: category.id, name: category.name },
              ids: similar.map((s) => s.id),
              phrase,
            }
          : null,
      );
      return true;
    },
    [categorise, undoToast, act, items, categories],
  );

  /** 'Aplicar às outras N parecidas e criar regra': the rule first (it says why), then the rows, undoable. */
  const applyOffer = useCallback(async () => {
    if (!offer) return;
    await act({
      work: async () => {
        await createRule.mutateAsync({
          name: offer.phrase,
          conditions: [
            { field: 'description', operator: 'contains', value: offer.phrase },
            { field: 'type', value: offer.type },
          ],
          actions: { category_id: offer.category.id },
        });
        return categorise.mutateAsync({
          transactions: offer.ids.map((id) => ({ id })),
          categoryId: offer.category.id,
        });
      },
      done: ({ updated, undo }) => {
        undoToast(`${changedText(updated)} e regra criada`, undo, CATEGORY_UNDONE_MESSAGE);
        setOffer(null);
      },
      failed: 'Não foi possível aplicar',
    });
  }, [offer, createRule, categorise, undoToast, act]);

  return {
    change,
    pending: categorise.isPending || createRule.isPending,
    offer,
    applyOffer,
    dismissOffer: useCallback(() => setOffer(null), []),
  };
}
