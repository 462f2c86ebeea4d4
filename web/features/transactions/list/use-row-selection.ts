import { useCallback, useState } from 'react';
import type { Transaction } from '../../../../common/contract/transactions';

/**
 * The rows selected in the list, to change their category at once: `chosen` are those still listed (rows of
 * another month or filter are not changed by a selection made before).
 */
export function useRowSelection(items: readonly Transaction[]) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const select = useCallback((ids: readonly number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const chosen = items.filter((tx) => selected.has(tx.id));
  return { selected, select, chosen, clear: () => setSelected(new Set()) };
}
