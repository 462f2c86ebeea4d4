import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import type { FixedSuggestion } from '../../../common/contract/recurring';
import { formatReais } from '../../../common/money';
import { FormError } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useToast } from '../../components/ui/toast';
import { useActionError } from '../../lib/use-action-error';
import { useCreateRecurring, useDismissSuggestion, useFixedSuggestions } from './api/recurring';
import { suggestionBody, suggestionMonthsText, suggestionWords } from './fixed-suggestions';

/**
 * Fixed expenses and incomes found in the history (the same payee, a near amount, a near day, three months or more),
 * each made a fixed item in one step or dismissed for good, so the forecast and the reminders count on them without
 * the person thinking of it. For whoever writes in the book; nothing when there is none.
 */
export function FixedSuggestions({ writable }: { writable: boolean }) {
  const suggestions = useFixedSuggestions(writable);
  if (!writable || !suggestions.data || suggestions.data.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby="fixed-suggestions-title">
      <div>
        <h2 id="fixed-suggestions-title" className="flex items-center gap-2 font-semibold">
          <Lightbulb size={18} aria-hidden className="shrink-0 text-amber-600 dark:text-amber-400" />
          Encontrados no seu histórico
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Pagamentos e recebimentos que se repetem todo mês. Com um fixo, a previsão e os lembretes passam a
          contar com eles.
        </p>
      </div>
      <ul aria-label="Sugestões de fixos" className="flex flex-col gap-2">
        {suggestions.data.map((s) => (
          <Suggestion key={s.key} suggestion={s} />
        ))}
      </ul>
    </Card>
  );
}

function Suggestion({ suggestion }: { suggestion: FixedSuggestion }) {
  const create = useCreateRecurring();
  const dismiss = useDismissSuggestion();
  const toast = useToast();
  const words = suggestionWords[suggestion.type];
  const titleId = useId();
  const { error, attempt } = useActionError(words.failed);
  const dismissal = useActionError('Não foi possível dispensar a sugestão');
  const busy = create.isPending || dismiss.isPending;
  const make = () =>
    attempt(async () => {
      await create.mutateAsync(suggestionBody(suggestion));
      toast(words.created);
    });
  const notFixed = () =>
    dismissal.attempt(async () => {
      await dismiss.mutateAsync(suggestion.key);
      toast('Sugestão dispensada: ela não aparece mais');
    });
  const income = suggestion.type === 'RECEITA';
  return (
    <li
      className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
      aria-labelledby={titleId}
      data-testid="fixed-suggestion"
    >
      <p
        className={
          income
            ? 'text-xs font-medium text-emerald-800 dark:text-emerald-300'
            : 'text-xs font-medium text-amber-800 dark:text-amber-300'
        }
      >
        {words.looks}
      </p>
      <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p id={titleId} className="min-w-0 font-semibold break-words">
          {suggestion.description}
        </p>
        <p className="money font-semibold">{formatReais(suggestion.amount)}</p>
      </div>
      <p className="text-slate-600 dark:text-slate-400">
        todo dia {suggestion.dueDay}
        {suggestion.variableAmount ? ' · valor variável' : ''}
        {suggestion.type === 'DESPESA' ? ` · ${formatReais(suggestion.yearlyCost)} por ano` : ''}
      </p>
      <p className="text-slate-600 dark:text-slate-400">{suggestionMonthsText(suggestion.months)}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => void make()} aria-describedby={titleId}>
          {words.create}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => void notFixed()}
          aria-describedby={titleId}
        >
          Não é fixo
        </Button>
      </div>
      <FormError message={error ?? dismissal.error} className="mt-2" />
    </li>
  );
}
