import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Budget } from '../../../common/contract/budgets';
import { MONEY_MISSING_MESSAGE } from '../../../common/contract/shared';
import { centsToInputText, formatReais, reaisToCents } from '../../../common/money';
import { MoneyInput } from '../../components/ui/money-input';
import { useToast } from '../../components/ui/toast';
import { useAction } from '../../components/ui/use-action';
import { cn } from '../../lib/cn';
import { useSaveBudget } from './api/budgets';
import { budgetAmount } from './budget-form';

/**
 * The budgeted amount, edited in place: a click opens the input, Enter or leaving the field saves, Escape
 * puts the old value back.
 */
export function InlineAmount({ budget, className }: { budget: Budget; className?: string }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const save = useSaveBudget();
  const toast = useToast();
  const act = useAction();
  // Enter saves and then the input loses focus; Escape closes it: either way the blur that follows is not a save.
  const settled = useRef(false);

  const open = () => {
    settled.current = false;
    setText(centsToInputText(reaisToCents(budget.amount)));
    setEditing(true);
  };

  const commit = async () => {
    if (settled.current) return;
    settled.current = true;
    const amount = budgetAmount.safeParse(text);
    if (!amount.success) {
      setEditing(false);
      toast(amount.error.issues[0]?.message ?? MONEY_MISSING_MESSAGE, 'error');
      return;
    }
    if (reaisToCents(amount.data) === reaisToCents(budget.amount)) {
      setEditing(false);
      return;
    }
    await act({
      work: () =>
        save.mutateAsync({ categoryId: budget.category_id, month: budget.month, amount: amount.data }),
      done: 'Orçamento atualizado',
      failed: 'Erro ao atualizar orçamento. Tente novamente.',
      serverWords: false,
    });
    setEditing(false);
  };

  if (editing) {
    return (
      <div className={cn('w-36', className)}>
        <MoneyInput
          autoFocus
          aria-label={`Valor orçado de ${budget.category}`}
          value={text}
          disabled={save.isPending}
          onChange={setText}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void commit();
            } else if (e.key === 'Escape') {
              // The page has no dialog open; stop the key here anyway so nothing else reacts to it.
              e.stopPropagation();
              settled.current = true;
              setEditing(false);
            }
          }}
          onBlur={() => void commit()}
          className="h-9"
        />
      </div>
    );
  }

  return (
    <button
      type="button"
      onClick={open}
      aria-label={`Editar valor orçado de ${budget.category}`}
      title="Clique para editar"
      className={cn(
        'group inline-flex items-center gap-1.5 rounded-md px-2 py-1 -mx-2 font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800',
        className,
      )}
    >
      <span className="money">{formatReais(budget.amount)}</span>
      <Pencil
        size={14}
        aria-hidden
        className="text-slate-400 opacity-60 group-hover:opacity-100 dark:text-slate-500"
      />
    </button>
  );
}
