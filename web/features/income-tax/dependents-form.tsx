import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { taxYearBody } from '../../../common/contract/income-tax';
import { z } from '../../../common/contract/shared';
import { formatReais } from '../../../common/money';
import { TextField } from '../../components/ui/field';
import { useAction } from '../../components/ui/use-action';
import { useSetTaxYear } from './api/income-tax';
import { dependentsText } from './income-tax-display';
import { YearSettingForm } from './year-setting-form';

/** The field as typed; empty is refused (the contract's coercion would read it as none). */
const dependentsForm = z.object({
  dependents: z.preprocess((v) => (v === '' ? undefined : v), taxYearBody.shape.dependents),
});

/**
 * 'Dependentes' of the year: each deducts from the Carnê-Leão's base and the declaration's. The form starts from the
 * year's saved figure (the page keys it by year and figure, so another year's answer starts it again).
 */
export function DependentsForm({
  year,
  dependents,
  deduction,
}: {
  year: number;
  dependents: number;
  /** What one dependent deducts in the year; null for a year without figures. */
  deduction: number | null;
}) {
  const act = useAction();
  const save = useSetTaxYear();
  const form = useForm<z.input<typeof dependentsForm>, unknown, z.output<typeof dependentsForm>>({
    resolver: zodResolver(dependentsForm),
    defaultValues: { dependents: String(dependents) },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const done = await act({
      work: () => save.mutateAsync({ ano: year, dependents: values.dependents }),
      done: `Dependentes de ${year}: ${values.dependents}`,
      failed: 'Erro ao salvar os dependentes. Tente novamente.',
    });
    if (done) form.reset({ dependents: String(values.dependents) });
  });
  return (
    <YearSettingForm testId="tax-dependents" onSubmit={onSubmit} busy={isSubmitting} dirty={isDirty}>
      <TextField
        label="Dependentes"
        type="number"
        inputMode="numeric"
        min={0}
        max={30}
        step={1}
        className="w-48"
        error={errors.dependents?.message}
        hint={deduction === null ? `Em ${year}` : `${formatReais(deduction)} cada, em ${year}`}
        {...form.register('dependents')}
      />
    </YearSettingForm>
  );
}

/** The same figure for a leitor, who reads it. */
export function DependentsText({ year, dependents }: { year: number; dependents: number }) {
  return (
    <p className="text-sm" data-testid="tax-dependents">
      Dependentes em {year}: <span className="font-medium">{dependentsText(dependents)}</span>
    </p>
  );
}
