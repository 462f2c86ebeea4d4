import { Lightbulb } from 'lucide-react';
import type { IncomeSuggestion } from '../../../common/contract/recurring';
import { FormError } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { useActionError } from '../../lib/use-action-error';
import { useCreateRecurring, useIncomeSuggestions } from './api/recurring';
import { incomeSuggestionBody, incomeSuggestionText } from './income-suggestions';

/**
 * Above the receitas fixas: an income that came three months running (a salary) and no receita fixa covers, with
 * "Criar receita fixa", so the forecast and the reminders know it without the person thinking of it.
 */
export function IncomeSuggestions({ writable }: { writable: boolean }) {
  const suggestions = useIncomeSuggestions(writable);
  if (!writable || !suggestions.data || suggestions.data.length === 0) return null;
  return (
    <ul aria-label="Sugestões de receita fixa" className="mb-3 flex flex-col gap-2">
      {suggestions.data.map((s) => (
        <Suggestion key={`${s.accountId}-${s.payeeId ?? s.description}`} suggestion={s} />
      ))}
    </ul>
  );
}

function Suggestion({ suggestion }: { suggestion: IncomeSuggestion }) {
  const create = useCreateRecurring();
  const toast = useToast();
  const { error, attempt } = useActionError('Não foi possível criar a receita fixa');
  const make = () =>
    attempt(async () => {
      await create.mutateAsync(incomeSuggestionBody(suggestion));
      toast('Receita fixa criada');
    });
  return (
    <li className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100">
      <p className="flex gap-2">
        <Lightbulb size={16} aria-hidden className="mt-0.5 shrink-0" />
        <span>
          {incomeSuggestionText(suggestion)} Criar uma receita fixa? A previsão e os lembretes passam a contar
          com ela.
        </span>
      </p>
      <Button size="sm" className="mt-2" disabled={create.isPending} onClick={() => void make()}>
        Criar receita fixa
      </Button>
      <FormError message={error} className="mt-2" />
    </li>
  );
}
