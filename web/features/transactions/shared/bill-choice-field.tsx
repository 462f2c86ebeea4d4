import { useEffect, useRef, useState } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import type { BoundFieldProps } from '../../../components/ui/bound-field';
import { FormSelect } from '../../../components/ui/form-select';
import { billChoiceLabel, billChoices, type CardDays, placedBill } from './bill-choice';

/**
 * The bill of a row on a card, in both transaction dialogs: a line naming the bill it goes to, and 'Alterar',
 * which opens the 'Fatura' select for the rare purchase the bank put in another bill. A bill already chosen
 * shows the select at once. The value is '' (the bill of the date) or 'YYYY-MM'.
 */
export function BillChoiceField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  className,
  date,
  card,
}: BoundFieldProps<T, string, TOut> & { date: string; card: CardDays }) {
  const { field } = useController({ control, name });
  const chosen: string = field.value;
  const [open, setOpen] = useState(chosen !== '');
  const opened = useRef(false);
  const wrapper = useRef<HTMLDivElement>(null);
  // 'Alterar' gives way to the select: the focus follows, so a keyboard goes on from there.
  useEffect(() => {
    if (open && opened.current) wrapper.current?.querySelector('select')?.focus();
  }, [open]);

  const month = placedBill(date, card, chosen);
  return (
    <div ref={wrapper} className={className}>
      {month ? (
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600 dark:text-slate-400">
          <span data-testid="bill-line">
            {billChoiceLabel(month, card)}
            {chosen ? ' (escolhida)' : ''}
          </span>
          {open ? null : (
            <button
              type="button"
              className="font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-500"
              onClick={() => {
                opened.current = true;
                setOpen(true);
              }}
            >
              Alterar<span className="sr-only"> a fatura</span>
            </button>
          )}
        </p>
      ) : null}
      {open ? (
        <FormSelect control={control} name={name} label="Fatura" className="mt-2">
          <option value="">Automática (pela data)</option>
          {billChoices(date, card, chosen).map((m) => (
            <option key={m} value={m}>
              {billChoiceLabel(m, card)}
            </option>
          ))}
        </FormSelect>
      ) : null}
    </div>
  );
}
