import { useEffect, useRef } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { SuggestionsQuery } from '../../../../common/contract/suggestions';
import { useSettled } from '../../../lib/use-settled';
import { useSuggestions } from '../api/suggestions';
import type { NewTransactionValues } from '../shared/new-transaction-form';
import { suggestionHint } from './suggestion-hint';

/**
 * Learned suggestions in the 'Nova transação' dialog: as the description and payee are typed, the category the
 * person's history suggests is pre-filled (and the payee and tags, when empty), each only while the person has not
 * chosen that field; a suggestion that no longer fits is taken back. Answers the category's hint, shown while the
 * suggested category is the one selected.
 */
export function useSuggestedClassification(form: UseFormReturn<NewTransactionValues>, enabled: boolean) {
  const { control, setValue, getValues, getFieldState } = form;
  const [description, payeeName, kind, categoryId] = useWatch({
    control,
    name: ['description', 'payeeName', 'kind', 'categoryId'],
  });
  const typed: SuggestionsQuery = {
    description: description.trim(),
    payee: payeeName.trim(),
    type: kind === 'receita' ? 'RECEITA' : 'DESPESA',
  };
  const query = useSettled(typed, JSON.stringify(typed));
  const suggestions = useSuggestions(enabled ? query : {});
  // With nothing typed there is no suggestion, whatever the query last answered (it keeps that while idle, and
  // refetches it when a save changes the history): after 'Salvar e adicionar outra' the last line's category came
  // back beside an empty description, with its hint.
  const asked = typed.description !== '' || typed.payee !== '';
  const data = enabled && asked ? suggestions.data : undefined;
  // What this hook put in each field, so that it may take it back (and never what the person typed).
  const filled = useRef<{ category: string; payee: string; tags: string[] }>({
    category: '',
    payee: '',
    tags: [],
  });

  // No suggestion (data undefined) takes back what this hook filled, as one that no longer fits does.
  useEffect(() => {
    const untouched = (name: 'categoryId' | 'payeeName' | 'tagNames') => !getFieldState(name).isDirty;
    if (untouched('categoryId')) {
      const next = data?.category ? String(data.category.id) : '';
      const current = getValues('categoryId');
      if (current === '' || current === filled.current.category) {
        setValue('categoryId', next);
        filled.current.category = next;
      }
    }
    if (untouched('payeeName') && data?.basis !== 'payee') {
      const next = data?.payee?.name ?? '';
      const current = getValues('payeeName');
      if (current === '' || current === filled.current.payee) {
        setValue('payeeName', next);
        filled.current.payee = next;
      }
    }
    if (untouched('tagNames')) {
      const next = data?.tags.map((t) => t.name) ?? [];
      const current = getValues('tagNames');
      if (current.length === 0 || current.join('\n') === filled.current.tags.join('\n')) {
        setValue('tagNames', next);
        filled.current.tags = next;
      }
    }
  }, [data, getFieldState, getValues, setValue]);

  return data?.category && categoryId === String(data.category.id) ? suggestionHint(data, payeeName) : null;
}
