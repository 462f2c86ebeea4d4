import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { readRateText } from '../../../common/contract/index-rates';
import { DATE_INVALID_MESSAGE, DATE_MISSING_MESSAGE, z } from '../../../common/contract/shared';
import { formatDateBR, isIsoDate } from '../../../common/dates';
import { INDEX_SERIES_FACTS, type IndexSeries } from '../../../common/index-series';
import { DateField } from '../../components/ui/date-field';
import { TextField } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { browserToday } from '../../lib/browser-today';
import { useFormDialog } from '../../lib/use-form-dialog';
import { usePutIndexRate } from './api/index-rates';
import {
  correctRateTitle,
  ofSeries,
  rateDateHint,
  rateInputText,
  rateValueHint,
  rateValueMissing,
  seriesSourceText,
  VALUE_EXAMPLES,
} from './index-rate-text';

/** Which series the dialog is for, and the date it starts on. */
export interface IndexRateValueTarget {
  series: IndexSeries;
  date: string;
  /**
   * The book's value of that date, when the dialog corrects it ("Corrigir" in the list of values): the date is
   * then fixed and the field starts with the value.
   */
  value?: number;
}

/** Mounted only while a series is chosen, so the form starts fresh each time. */
export function IndexRateValueModal({
  target,
  onClose,
}: {
  target: IndexRateValueTarget | null;
  onClose: () => void;
}) {
  return target ? <IndexRateValueDialog target={target} onClose={onClose} /> : null;
}

const valueFields = (series: IndexSeries) =>
  z.object({
    date: z
      .string()
      .refine((text) => text !== '', { error: DATE_MISSING_MESSAGE })
      .refine(isIsoDate, { error: DATE_INVALID_MESSAGE }),
    value: z.string().refine((text) => readRateText(text) !== null, { error: rateValueMissing(series) }),
  });
type ValueFormValues = { date: string; value: string };

/** "Informar valor": one value of a series, typed for the book; the server's refusals shown as they come. */
function IndexRateValueDialog({ target, onClose }: { target: IndexRateValueTarget; onClose: () => void }) {
  const { series } = target;
  const correcting = target.value !== undefined;
  const facts = INDEX_SERIES_FACTS[series];
  const put = usePutIndexRate();
  const [today] = useState(browserToday);
  const [schema] = useState(() => valueFields(series));
  const form = useForm<ValueFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      date: target.date,
      value: target.value === undefined ? '' : rateInputText(series, target.value),
    },
  });

  const dialog = useFormDialog(form, {
    save: ({ date, value }) => put.mutateAsync({ serie: series, data: date, valor: value.trim() }),
    success: ({ date }) => `${facts.label} de ${formatDateBR(date)} salvo neste livro`,
    fallback: 'Não foi possível salvar o valor',
    onClose,
  });

  return (
    <FormDialog
      title={correcting ? correctRateTitle(series, target.date) : `Informar valor ${ofSeries(series)}`}
      onClose={onClose}
      widthClass="max-w-lg"
      // The date starts on the day missing (or the next after the last value): what is left to type is the value.
      initialFocus='[name="value"]'
      state={dialog}
      label="Salvar valor"
      intro={<p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{seriesSourceText(series)}</p>}
    >
      {correcting ? null : (
        <DateField
          control={form.control}
          name="date"
          label={facts.frequency === 'monthly' ? 'Mês (primeiro dia)' : 'Data'}
          hint={rateDateHint(series)}
          max={today}
        />
      )}
      <TextField
        label={`Valor (${facts.unit})`}
        inputMode={series === 'ipca' ? 'text' : 'decimal'}
        autoComplete="off"
        placeholder={VALUE_EXAMPLES[series]}
        hint={rateValueHint(series)}
        error={form.formState.errors.value?.message}
        {...form.register('value')}
      />
    </FormDialog>
  );
}
